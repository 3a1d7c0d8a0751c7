// The app shell: the `ui` slice (toasts, loading, back, session) and its sagas, navigation requests, the typed
// hooks, the shown-message model and the components that read the slice. Widgets that take props are in src/ui.
export { ConnectedCopyButton, type ConnectedCopyButtonProps } from './ConnectedCopyButton';
export { ConnectedLoading } from './ConnectedLoading';
export { ConnectedToast } from './ConnectedToast';
export {
  LoadedContent,
  PageFrame,
  type LoadedContentProps,
  type PageFrameProps,
} from './PageFrame';
export { useAppDispatch, useAppSelector } from './hooks';
export { usePageLifecycle } from './usePageLifecycle';
export { useShownText, type ShownMessage } from './shownText';
export {
  navigateTo,
  navigationRequested,
  type NavigationParams,
  type NavigationRequest,
} from './navigation';
export {
  backRequested,
  environmentDetected,
  loadingEnded,
  loadingStarted,
  selectInApp,
  selectLoading,
  selectToast,
  sessionExpired,
  toastExpired,
  toastRequested,
  type Toast,
  type ToastContent,
  type UiState,
} from './uiSlice';
export { registerBackLayers, type BackLayers } from './uiSagaBack';
export { bridgeEvent } from './uiSagaEvents';
