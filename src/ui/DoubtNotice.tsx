import type { ReactNode } from 'react';
import './DoubtNotice.css';

export interface DoubtNoticeProps {
  /** What may have happened, said plainly ("your loan may have been requested"). */
  title: string;
  /** What the check found, or that it is under way. */
  note: string;
  /** The check is under way: a spinner beside the note, and no action is offered yet. */
  checking: boolean;
  /** The actions the finding allows (the details, the loans list, check again, a retry that says it may repeat). */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * In place of a submit whose outcome is unknown: the request may have gone through, what the check of it
 * found, and what the borrower can do next. A polite live region: the finding is announced when it comes.
 */
export function DoubtNotice({ title, note, checking, children, ...rest }: DoubtNoticeProps) {
  return (
    <div
      className="doubt-notice"
      role="status"
      aria-live="polite"
      data-testid={rest['data-testid']}
    >
      <p className="doubt-title">{title}</p>
      <p className="doubt-note">
        {checking ? <span className="spinner doubt-spinner" aria-hidden="true" /> : null}
        {note}
      </p>
      {checking ? null : <div className="doubt-actions">{children}</div>}
    </div>
  );
}
