/** @jest-environment node */
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../../src/app/features';
import { rootSaga } from '../../../src/app/features';
import { replayTape } from '../../../src/app/appReplay';
import { customerServiceActions } from '../../../src/features/customerService';
import {
  formatDivergence,
  hashJson,
  normalizePii,
  type Tape,
  type TapeEntry,
} from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { ok } from '../../support/fakeContext';
import { settle, startRecording } from '../../support/tapes';

async function recordVisit(): Promise<Tape> {
  const { recorder, context, store } = startRecording();
  context.api.post.mockResolvedValue(
    ok({ phone: '5512345678', va: '55 1234 5678', email: 'ana@correo.mx' }),
  );
  store.dispatch(customerServiceActions.pageOpened());
  await settle();
  store.dispatch(toastRequested({ text: 'hola' }));
  await settle();
  await context.clock.advance(3000);
  await settle();
  return JSON.parse(recorder.exportJson()) as Tape;
}

const indexOf = (tape: Tape, test: (e: TapeEntry) => boolean) => tape.entries.findIndex(test);

describe('QA tape replay', () => {
  let tape: Tape;
  beforeAll(async () => {
    tape = await recordVisit();
  });

  it('replays the recording with no divergence, without network or real time', async () => {
    const report = await replayTape(tape);
    expect(report).toMatchObject({ ok: true, divergence: null, entries: tape.entries.length });
    expect(
      tape.entries.some(
        (e) => e.kind === 'action' && (e.action as { type: string }).type.endsWith('loadSucceeded'),
      ),
    ).toBe(true);
    expect(report.sagaActions).toBeGreaterThanOrEqual(2);
  });

  it('catches a saga that dispatches an extra action, naming it', async () => {
    function* withExtra() {
      yield all([
        call(rootSaga),
        takeEvery(customerServiceActions.loadSucceeded.type, function* extra() {
          yield put(toastRequested({ text: 'extra' }));
        }),
      ]);
    }
    const report = await replayTape(tape, { saga: withExtra });
    expect(report.ok).toBe(false);
    const text = formatDivergence(report.divergence!, tape);
    expect(text).toMatch(/^Divergence at entry \d+ of \d+ \(/);
    expect(text).toContain('the sagas dispatched an action the recording does not have');
    expect(text).toContain('"text":"extra"');
  });

  it('catches a saga that no longer dispatches what was recorded', async () => {
    function* silent() {
      yield takeEvery('never', function* () {
        yield put({ type: 'never' });
      });
    }
    const report = await replayTape(tape, { saga: silent });
    expect(report.ok).toBe(false);
    // The reason as a code with its values (the player words it); the message says it in English.
    expect(report.divergence?.reason).toEqual({ code: 'missingCall', call: 'api' });
    expect(report.divergence?.message).toBe('expected api call, the sagas made none');
    expect(report.divergence?.index).toBe(indexOf(tape, (e) => e.kind === 'apiCall'));
  });

  it('catches a changed api request with the differing field', async () => {
    const edited = structuredClone(tape);
    const i = indexOf(edited, (e) => e.kind === 'apiCall');
    const entry = edited.entries[i] as Extract<TapeEntry, { kind: 'apiCall' }>;
    entry.args = [{ overall: 31 }, (entry.args as unknown[])[1] as never];
    const report = await replayTape(edited);
    expect(report.divergence).toMatchObject({
      index: i,
      reason: { code: 'callDiffers', call: 'api' },
      message: 'api call differs',
    });
    expect(report.divergence?.differences).toEqual(['args[0].overall: expected 31, got 30']);
  });

  it('catches a changed reducer at the final state with a readable state diff', async () => {
    const report = await replayTape(tape, {
      reducer: ((state: RootState | undefined, action: { type: string }) => {
        const next = rootReducer(state, action);
        return action.type === customerServiceActions.loadSucceeded.type
          ? { ...next, customerService: { ...next.customerService, status: 'failed' } }
          : next;
      }) as typeof rootReducer,
    });
    expect(report.ok).toBe(false);
    expect(report.divergence?.differences).toContain(
      'customerService.status: expected "succeeded", got "failed"',
    );
  });

  it('compares only the slices the recording had, so a new slice does not break old tapes', async () => {
    const older = structuredClone(tape);
    delete (older.header.initialState as Record<string, unknown>).loanConfirm;
    const final = older.entries[older.entries.length - 1] as Extract<
      TapeEntry,
      { kind: 'checkpoint' }
    >;
    delete (final.state as Record<string, unknown>).loanConfirm;
    final.slices = final.slices.filter((k) => k !== 'loanConfirm');
    final.hash = hashJson(normalizePii(final.state!));
    expect((await replayTape(older)).ok).toBe(true);
  });

  it('answers timers only when the tape says they fired', async () => {
    const cut = structuredClone(tape);
    cut.entries = cut.entries.filter((e) => e.kind !== 'timerFired');
    const report = await replayTape(cut);
    // Without the firing the toast never expires in replay: the recorded expiry is missing.
    expect(report.ok).toBe(false);
    expect(report.divergence?.message).toBe('expected an action from the sagas, got none');
    expect(report.divergence?.expected).toContain('ui/toastExpired');
  });
});
