/** @jest-environment node */
import type { Saga } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import { replayTape } from '../../../src/app/appReplay';
import { rootSaga } from '../../../src/app/features';
import { customerServiceActions } from '../../../src/features/customerService';
import { SPEC_BACKEND, type BackendCapabilities } from '../../../src/platform/api/backend';
import { keysHonoured } from '../../../src/platform/saga/keysHonoured';
import type { Tape } from '../../../src/qa/tape';
import { memoryStorage, fakeContext, KEYED_BACKEND, ok } from '../../support/fakeContext';
import { settle, startRecording } from '../../support/tapes';
import { customerServiceVisit } from './tabSupport';

/**
 * Replay runs a tape's flows against the backend its header names; a tape from before the header named
 * one was recorded by builds that relied on keys, and replays as honouring them.
 */

async function recordVisit(backend: BackendCapabilities): Promise<Tape> {
  const context = fakeContext({ backend });
  const { recorder, store } = startRecording({}, context);
  context.api.post.mockResolvedValue(
    ok({ phone: '5512345678', va: '55 1234 5678', email: 'ana@correo.mx' }),
  );
  store.dispatch(customerServiceActions.pageOpened());
  await settle();
  return JSON.parse(recorder.exportJson()) as Tape;
}

/** The app's sagas, after noting what each replayed page's saga context says of the backend. */
function probe() {
  const seen: { context: unknown; honoured: boolean }[] = [];
  const saga: Saga = function* probed() {
    const context: unknown = yield getContext('backend');
    const honoured = (yield call(keysHonoured)) as boolean;
    seen.push({ context, honoured });
    yield call(rootSaga);
  };
  return { seen, saga };
}

describe('QA tape replay: the backend of the saga context', () => {
  it.each<[string, BackendCapabilities]>([
    ['honours keys', KEYED_BACKEND],
    ["is the spec's", SPEC_BACKEND],
  ])("a tape whose header's backend %s replays against it", async (_, backend) => {
    const tape = await recordVisit(backend);
    expect(tape.header.backend).toEqual(backend);
    const { seen, saga } = probe();
    const report = await replayTape(tape, { saga });
    expect(report).toMatchObject({ ok: true, divergence: null });
    expect(seen).toEqual([{ context: backend, honoured: backend.idempotencyKeys }]);
  });

  it('a tape without a backend in its header replays as honouring keys', async () => {
    const recorded = await recordVisit(SPEC_BACKEND);
    const { backend: _dropped, ...header } = recorded.header;
    const tape: Tape = { ...recorded, header };
    const { seen, saga } = probe();
    const report = await replayTape(tape, { saga });
    expect(report).toMatchObject({ ok: true, divergence: null });
    expect(seen).toEqual([{ context: { idempotencyKeys: true }, honoured: true }]);
  });

  it("every page of a tape over several page loads replays against the header's backend", async () => {
    const tab = memoryStorage();
    (await customerServiceVisit(tab)).leave();
    const tape = (await customerServiceVisit(tab, '/about-us')).recorder.tape();
    expect(tape.entries.filter((e) => e.kind === 'page')).toHaveLength(2);
    expect(tape.header.backend).toEqual(SPEC_BACKEND);
    const { seen, saga } = probe();
    const report = await replayTape(tape, { saga });
    expect(report).toMatchObject({ ok: true, divergence: null });
    expect(seen).toEqual([
      { context: SPEC_BACKEND, honoured: false },
      { context: SPEC_BACKEND, honoured: false },
    ]);
  });
});
