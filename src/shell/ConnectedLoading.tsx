import { LoadingOverlay } from '../ui/LoadingIndicator';
import { useAppSelector } from './hooks';
import type { UiState } from './uiSlice';

const selectLoadingCount = (state: { ui: UiState }) => state.ui.loadingCount;
const selectLoadingText = (state: { ui: UiState }) => state.ui.loadingText;

/** The global loading indicator: shown while any call that asked for it is in flight. */
export function ConnectedLoading() {
  const count = useAppSelector(selectLoadingCount);
  const text = useAppSelector(selectLoadingText);
  if (count <= 0) return null;
  return <LoadingOverlay text={text} />;
}
