import { useIntl } from 'react-intl';

export interface CopyButtonProps {
  /** The text put on the clipboard (a payment code, a company name). */
  value: string;
  /** Accessible name, e.g. "Copiar código de pago"; defaults to the localized "Copiar". */
  label?: string;
  className?: string;
  /** Called after each copy with whether it worked (the shell's ConnectedCopyButton shows the toast). */
  onCopied?: (ok: boolean) => void;
}

/** Writes the text to the clipboard (with a fallback for old web views); true when it was copied. */
export async function copyText(value: string, doc: Document = document): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // fall through to the selection fallback (web views without clipboard permission)
  }
  const area = doc.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand('copy');
  } catch {
    ok = false;
  }
  doc.body.removeChild(area);
  return ok;
}

/** A button that copies the value; it reports the outcome through `onCopied` and reads no store. */
export function CopyButton({ value, label, className, onCopied }: CopyButtonProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'common.copy', defaultMessage: 'Copiar' });
  return (
    <button
      type="button"
      className={`button button-text copy-button ${className ?? ''}`.trim()}
      aria-label={label ?? text}
      onClick={async () => {
        const ok = await copyText(value);
        onCopied?.(ok);
      }}
    >
      {text}
    </button>
  );
}
