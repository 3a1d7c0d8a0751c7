import { ToastView } from '../ui/Toast';
import { useAppSelector } from './hooks';
import type { UiState } from './uiSlice';

const selectUiToast = (state: { ui: UiState }) => state.ui.toast;

/** The global toast, read from the ui slice. */
export function ConnectedToast() {
  const toast = useAppSelector(selectUiToast);
  return <ToastView toast={toast} />;
}
