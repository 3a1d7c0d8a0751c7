import type { PayloadAction } from '@reduxjs/toolkit';
import type { ShownMessage } from '../api/types';

export type { ShownMessage };

/**
 * The one load state of every slice that loads something (ARCHITECTURE.md, "Per request"): where the
 * request is and, when it failed, what to show for it (a ShownMessage, from failureText). A slice spreads
 * `loadReducers({ keep })` into its reducers (`retryRequested`, `loadSucceeded`, `loadFailed`), or moves
 * the state itself with `toLoading`, `toSucceeded` and `toFailed` where its events differ, and keeps the
 * answer next to it under the name the feature gives it (`info`, `contract`, `offer`...). A new slice
 * can keep the answer under `data` with `LoadState<T>`.
 */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A request's status and error. `E` is what the page shows on failure (ShownMessage by default). */
export interface RequestState<E = ShownMessage> {
  status: RequestStatus;
  error: E | null;
}

/** A load with its answer: status, error and data in one place. */
export interface LoadState<T, E = ShownMessage> extends RequestState<E> {
  data: T | null;
}

/** Nothing asked yet. */
export function idleRequest<E = ShownMessage>(): RequestState<E> {
  return { status: 'idle', error: null };
}

/** Nothing asked yet, nothing loaded. */
export function idleLoad<T, E = ShownMessage>(): LoadState<T, E> {
  return { status: 'idle', error: null, data: null };
}

/**
 * What the load reducers touch: the status, and the error when the slice keeps one (a page that shows
 * only its own failure text keeps none). The answer is the slice's to place.
 */
type Tracked = { status: RequestStatus; error?: unknown };

/** The load started (page opened, Retry, refresh): loading, the previous error cleared. */
export function toLoading(state: Tracked): void {
  state.status = 'loading';
  if ('error' in state) state.error = null;
}

/** The answer came and fits: succeeded, no error. With a `LoadState` the answer is its data. */
export function toSucceeded<T>(state: LoadState<T, unknown>, data: T): void;
export function toSucceeded(state: Tracked): void;
export function toSucceeded<T>(state: Tracked & { data?: T | null }, ...data: [T?]): void {
  state.status = 'succeeded';
  if ('error' in state) state.error = null;
  if (data.length > 0) state.data = data[0];
}

/** The load failed: failed, with why when the slice keeps the error. */
export function toFailed<E>(state: RequestState<E>, error: E): void;
export function toFailed(state: Tracked): void;
export function toFailed<E>(state: Tracked, ...error: [E?]): void {
  state.status = 'failed';
  if (error.length > 0) state.error = error[0];
}

/** Where a slice keeps a load's answer, and what a failed load clears. */
export interface LoadReducerOptions<S, T> {
  /** Puts the answer in the state (and whatever the answer decides, e.g. a modal to open). */
  keep(state: S, data: T): void;
  /** What a failure clears: the answer, on a page that shows nothing of a failed load. */
  drop?(state: S): void;
}

/**
 * The three event reducers of a load, for a slice's `reducers`: `retryRequested` (loading again, the
 * error cleared), `loadSucceeded` (the answer kept) and `loadFailed` (why, kept). The page-open event
 * stays the slice's own (what a fresh start resets differs); a slice may override one after the spread.
 */
export function loadReducers<S extends RequestState<E>, T, E = ShownMessage>(
  options: LoadReducerOptions<S, T>,
) {
  return {
    retryRequested(state: S) {
      toLoading(state);
    },
    loadSucceeded(state: S, action: PayloadAction<T>) {
      toSucceeded(state);
      options.keep(state, action.payload);
    },
    loadFailed(state: S, action: PayloadAction<E>) {
      toFailed(state, action.payload);
      options.drop?.(state);
    },
  };
}
