import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect, type DependencyList } from 'react';
import { useAppDispatch } from './hooks';

/**
 * A page's open and leave, the one way of the app: dispatches `opened()` when the page mounts and again
 * whenever one of `deps` (what `opened` reads: the page's query) changes, and `left()` (when given) before
 * each change and when the page unmounts. The actions and their order are the page's own, as the QA tapes
 * recorded them: open, then leave (and, on a change of `deps`, leave then open).
 * `opened` runs inside the effect, so what it reads (the location, storage) is read after the commit.
 */
export function usePageLifecycle(
  opened: () => UnknownAction,
  left: (() => UnknownAction) | null,
  deps: DependencyList,
): void {
  const dispatch = useAppDispatch();
  useEffect(
    () => {
      dispatch(opened());
      if (!left) return undefined;
      return () => {
        dispatch(left());
      };
    },
    // The caller's deps name what `opened` reads; `opened` and `left` are new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, ...deps],
  );
}
