import { call, put } from 'typed-redux-saga';
import { useAppSelector } from './hooks';
import { hostWaitEnded, hostWaitStarted, selectHostWait } from './uiSlice';

/**
 * A tap whose work waits on the host's answer (a bridge call: opening a native page, dialling, the
 * product page): the control named `key` shows busy from the tap until the answer or the bridge's
 * time-out, so the borrower sees that the tap was taken and a second tap is visibly refused.
 */
export function* whileHostAnswers<Args extends unknown[]>(
  key: string,
  work: (...args: Args) => Generator<unknown, unknown, never>,
  ...args: Args
) {
  yield* put(hostWaitStarted(key));
  try {
    yield* call(work, ...args);
  } finally {
    yield* put(hostWaitEnded(key));
  }
}

/** Whether the control named `key` waits on the host's answer. */
export function useHostBusy(key: string): boolean {
  return useAppSelector(selectHostWait) === key;
}

/** The key of a tap that opens an app page (a navigation request's page). */
export const pageKey = (page: string) => `page:${page}`;

/** The key of a tap on a payment channel (its instructions page), one per pay code. */
export const channelWait = (payCode: string) => `channel:${payCode}`;
