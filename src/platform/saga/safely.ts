import type { SagaIterator } from 'redux-saga';
import { call } from 'typed-redux-saga';

/**
 * Wraps a watcher's worker so that one thrown error is logged and cannot kill the watcher
 * (anchor: valora-inc/wallet src/utils/safely.ts). Logs carry the error text only, never payloads.
 */
export function safely<Args extends unknown[]>(
  worker: (...args: Args) => Generator<unknown, unknown, unknown> | SagaIterator,
) {
  return function* safeWorker(...args: Args): SagaIterator {
    try {
      yield* call(worker as (...a: Args) => SagaIterator, ...args);
    } catch (error) {
      console.error('saga worker failed:', error instanceof Error ? error.message : String(error));
    }
  };
}
