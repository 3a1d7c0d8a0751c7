import { runSaga, stdChannel } from 'redux-saga';
import type { BackendCapabilities } from '../../../src/platform/api/backend';
import { keysHonoured } from '../../../src/platform/saga/keysHonoured';

/** The saga context's `backend` (config.js, read at boot; a tape's header in replay). */
async function honoured(context: Record<string, unknown>): Promise<boolean> {
  const task = runSaga(
    { channel: stdChannel(), dispatch: () => undefined, getState: () => ({}), context },
    keysHonoured,
  );
  return (await task.toPromise()) as boolean;
}

describe('keysHonoured', () => {
  it.each<[string, BackendCapabilities | undefined, boolean]>([
    ["no backend in the context: the spec's", undefined, false],
    ['idempotencyKeys: false', { idempotencyKeys: false }, false],
    ['idempotencyKeys: true', { idempotencyKeys: true }, true],
  ])('%s -> %p', async (_, backend, expected) => {
    expect(await honoured(backend ? { backend } : {})).toBe(expected);
  });
});
