import type { Action, Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../../platform/context';
import type { RedactionPolicy } from './redact';
import type { TabOptions } from './tab';
import type { ActionOrigin, Tape } from './types';

/** redux-saga marks every action a saga puts with this (non-enumerable) property. */
export const SAGA_ACTION = '@@redux-saga/SAGA_ACTION';

export const DEFAULT_TAPE_BYTES = 2 * 1024 * 1024;
export const DEFAULT_CHECKPOINT_EVERY = 50;
/** Every 10th checkpoint keeps the whole (redacted) state, so a truncated tape can start there. */
export const DEFAULT_KEYFRAME_EVERY = 10;

export interface RecorderOptions {
  build: string;
  locale: string;
  brand: string;
  userAgent: string;
  /** Cap in bytes of serialized entries, the tab's earlier pages included; default 2 MB. */
  maxBytes?: number;
  checkpointEvery?: number;
  keyframeEvery?: number;
  policy?: RedactionPolicy;
  /** Wall clock for `at` and `startedAt` (never the sagas' clock). */
  wallClock?: () => number;
  /**
   * Go on with the tab's tape across full page loads (tab.ts). Default: the browser page's (its path,
   * pagehide) where there is one, none elsewhere; false: this page load only.
   */
  tab?: TabOptions | false;
}

export interface Recorder {
  middleware: Middleware;
  /**
   * The saga context with every effect (api, bridge, clock, storage, navigator) recorded. In tab mode
   * the first call also takes up the tab's earlier pages from the context's storage.
   */
  wrapContext(context: SagaContext): SagaContext;
  /** Marks an action about to be dispatched as coming from the native bridge or the api client's hooks. */
  markOrigin<A extends Action>(action: A, origin: Exclude<ActionOrigin, 'saga' | 'user'>): A;
  /** A route change (pathname and query); session parameters are dropped, the rest redacted. */
  noteRoute(location: string, dropParams?: readonly string[]): void;
  /** The tape so far, with a final keyframe of the current state. */
  tape(): Tape;
  /** The tape as JSON text. */
  exportJson(): string;
  /**
   * Tab mode: keeps the tape so far for the tab's next page load (called when the page is left). Once
   * the tab's recording switch is off it only drops what was kept.
   */
  persist(): void;
  bytes(): number;
  entryCount(): number;
  clear(): void;
}
