import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Toast, UiState } from './uiSlice';
import './Toast.css';

/** The toast's text: server text as is, otherwise the translated message id. */
function ToastText({ toast }: { toast: Toast }) {
  const intl = useIntl();
  if (toast.text !== undefined && toast.text !== '') return <>{toast.text}</>;
  if (toast.messageId) return <>{intl.formatMessage({ id: toast.messageId }, toast.values)}</>;
  return null;
}

/** A polite live region that is always present, so screen readers announce each new toast. */
export function ToastView({ toast }: { toast: Toast | null }) {
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

const selectUiToast = (state: { ui: UiState }) => state.ui.toast;

/** The global toast, read from the ui slice. */
export function ConnectedToast() {
  const toast = useSelector(selectUiToast);
  return <ToastView toast={toast} />;
}
