// Presentational widgets: they take props and never read the store (the connected ones are in src/shell).
export { AppFrame, type AppFrameProps } from './AppFrame';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { CardSection, type CardSectionProps } from './CardSection';
export { ErrorBoundary, ErrorScreen, type ErrorBoundaryProps } from './ErrorBoundary';
export { LoadingOverlay, PageLoading, type LoadingOverlayProps } from './LoadingIndicator';
export { Modal, type ModalProps } from './Modal';
export { LoadFailed, type LoadFailedProps } from './RetryBlock';
export { ToastView, type ToastMessage } from './Toast';
export { CopyButton, copyText, type CopyButtonProps } from './CopyButton';
export { FloatingButton, clampPosition, type FloatingButtonProps } from './FloatingButton';
export { SafeImage, ImagePolicyContext, type SafeImageProps } from './SafeImage';
export { Skeleton, SkeletonLine, type SkeletonProps } from './Skeleton';
export { ShowMore, usePageLimit, usePaged, LIST_PAGE_SIZE, type ShowMoreProps } from './ShowMore';
export { StarRating, type StarRatingProps } from './StarRating';
export { usePullToRefresh, PULL_THRESHOLD_PX } from './usePullToRefresh';
// The form component (formik + yup) is imported from './form' by the pages that have a form, so it is
// not in every entry's first load.
