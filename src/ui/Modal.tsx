import { useEffect, useId, useRef, type ReactNode } from 'react';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape (the dialog's cancel event); the parent decides whether to close. */
  onClose: () => void;
  /** Title shown as an h2 and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Id of an element naming the dialog, when no title is given. */
  labelledBy?: string;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  actions?: ReactNode;
}

/** A modal dialog on the native <dialog> element (focus trap and Escape from the browser). */
export function Modal({ open, onClose, title, labelledBy, children, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open) {
      if (el.open) return;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (el.open || el.hasAttribute('open')) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onCancel = (event: Event) => {
      // Keep the dialog's state in the parent's hands.
      event.preventDefault();
      onClose();
    };
    el.addEventListener('cancel', onCancel);
    return () => el.removeEventListener('cancel', onCancel);
  }, [onClose]);

  const labelId = title !== undefined && title !== null ? titleId : labelledBy;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={labelId} aria-modal="true">
      {title !== undefined && title !== null ? (
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
      ) : null}
      <div className="dialog-body">{children}</div>
      {actions ? <div className="dialog-actions">{actions}</div> : null}
    </dialog>
  );
}
