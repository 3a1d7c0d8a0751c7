// The app shell: the `ui` slice (toasts, loading, back, session) and its sagas, navigation requests, the typed
// hooks, the shown-message model and the components that read the slice. Widgets that take props are in src/ui.
export { ConnectedCopyButton } from './ConnectedCopyButton';
export { ConnectedLoading } from './ConnectedLoading';
export { ConnectedToast } from './ConnectedToast';
export { LoadedContent, PageFrame } from './PageFrame';
export { useAppDispatch, useAppSelector } from './hooks';
