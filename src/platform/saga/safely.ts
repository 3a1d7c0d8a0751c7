import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'typed-redux-saga';

/**
 * What a watcher puts when its worker throws: the flow's failure action (so the page shows its failed state
 * with Retry instead of spinning), built from the error's text and the action that started the worker;
 * null only for workers that own no visible state (a toast's lifetime, a fire-and-forget report).
 */
export type FailureAction<Args extends unknown[]> =
  Action | ((message: string, ...args: Args) => Action) | null;

/**
 * Wraps a watcher's worker so that one thrown error is logged, turns into the flow's failure action, and
 * cannot kill the watcher (anchor: valora-inc/wallet src/utils/safely.ts). Logs carry the error text only,
 * never payloads.
 */
export function safely<Args extends unknown[]>(
  worker: (...args: Args) => Generator<unknown, unknown, unknown> | SagaIterator,
  failed: FailureAction<Args>,
) {
  return function* safeWorker(...args: Args): SagaIterator {
    try {
      yield* call(worker as (...a: Args) => SagaIterator, ...args);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error('saga worker failed:', message);
      if (failed === null) return;
      try {
        yield* put(typeof failed === 'function' ? failed(message, ...args) : failed);
      } catch (putError) {
        // A reducer that throws on the failure action must not kill the watcher either.
        console.error(
          'saga failure action failed:',
          putError instanceof Error ? putError.message : String(putError),
        );
      }
    }
  };
}
