import type { UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { AppFrame, LoadFailed, Skeleton } from '../ui';
import { useAppDispatch } from './hooks';
import { backRequested } from './uiSlice';

export interface PageFrameProps {
  /** The page's title (its h1). */
  title: string;
  /** Controls at the end of the title bar. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page of the app: the title bar, whose back button asks the shell to go back, and the page's main. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  const dispatch = useAppDispatch();
  return (
    <AppFrame title={title} actions={actions} onBack={() => dispatch(backRequested())}>
      {children}
    </AppFrame>
  );
}

export interface LoadedContentProps {
  /** The page's load failed: its message shows with Retry in place of the content. */
  failed: boolean;
  /** The failure's text (a server text, or the page's own). */
  failure: string;
  /** The action Retry dispatches. */
  retry: () => UnknownAction;
  /** The skeleton's announced text (the localized "loading" by default), and its line count. */
  loading?: string;
  lines?: number;
  /** The loaded content: null (or false) while it is not there. */
  children: ReactNode;
}

/** What a page that loads shows: its failure with Retry, else its content once there, else a skeleton. */
export function LoadedContent({
  failed,
  failure,
  retry,
  loading,
  lines,
  children,
}: LoadedContentProps) {
  const dispatch = useAppDispatch();
  if (failed) return <LoadFailed message={failure} onRetry={() => dispatch(retry())} />;
  if (children === null || children === undefined || children === false) {
    return <Skeleton label={loading} lines={lines} />;
  }
  return children;
}
