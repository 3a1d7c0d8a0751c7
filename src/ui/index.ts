// Presentational widgets: they take props and never read the store (the connected ones are in src/shell).
export { AppFrame } from './AppFrame';
export { Button } from './Button';
export { CardSection } from './CardSection';
export { ErrorBoundary } from './ErrorBoundary';
export { LoadingOverlay, PageLoading } from './LoadingIndicator';
export { Modal } from './Modal';
export { LoadFailed } from './RetryBlock';
export { ToastView } from './Toast';
export { copyText } from './CopyButton';
export { FloatingButton } from './FloatingButton';
export { SafeImage, ImagePolicyContext } from './SafeImage';
export { Skeleton, SkeletonLine } from './Skeleton';
export { ShowMore, usePageLimit, usePaged, LIST_PAGE_SIZE } from './ShowMore';
export { StarRating } from './StarRating';
export { usePullToRefresh } from './usePullToRefresh';
// The form component (formik + yup) is imported from './form' by the pages that have a form, so it is
// not in every entry's first load.
