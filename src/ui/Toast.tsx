import { useIntl } from 'react-intl';
import './Toast.css';

/** A toast to show: server text (shown as is) or a message id for react-intl; the id keys each new toast. */
export interface ToastMessage {
  id: number;
  text?: string;
  messageId?: string;
  values?: Record<string, string | number>;
}

/** The toast's text: server text as is, otherwise the translated message id. */
function ToastText({ toast }: { toast: ToastMessage }) {
  const intl = useIntl();
  if (toast.text !== undefined && toast.text !== '') return <>{toast.text}</>;
  if (toast.messageId) return <>{intl.formatMessage({ id: toast.messageId }, toast.values)}</>;
  return null;
}

/** A polite live region that is always present, so screen readers announce each new toast. */
export function ToastView({ toast }: { toast: ToastMessage | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div className="toast" key={toast.id}>
          <ToastText toast={toast} />
        </div>
      ) : null}
    </div>
  );
}
