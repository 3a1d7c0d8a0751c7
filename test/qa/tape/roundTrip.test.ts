/** @jest-environment node */
import { replayTape } from '../../../src/app/appReplay';
import { rootReducer } from '../../../src/app/features';
import { customerServiceActions } from '../../../src/features/customerService';
import { loanConfirmActions } from '../../../src/features/loanConfirm';
import { formatDivergence, type Tape } from '../../../src/qa/tape';
import { ok, through } from '../../support/fakeContext';
import { settle, startRecording } from '../../support/tapes';
import type { ResponseSchema } from '../../../src/platform/api/schema';

/** The offer as the server sends it (the recording's client checks it with the endpoint's schema). */
const confirmOffer = {
  amount: 300000,
  periods: 7,
  termUnit: 1,
  isNeedPop: 0,
  details: [{ text: 'Monto', value: '$3.000.00' }],
  repay_plans: [
    { title: 'Cuota 1', description: 'Pago único', amount: 345000, pay_time: '2026-11-28' },
  ],
  loanRate: '0.5%',
  isNewContract: '/legal/contract?productId=1',
};

describe('QA tape round trip', () => {
  it('replays a recorded customer service visit with no divergence', async () => {
    const { recorder, context, store } = startRecording({ checkpointEvery: 3, keyframeEvery: 2 });
    context.api.post.mockResolvedValue(
      ok({ phone: '8009534210', va: '800 953 4210', email: 'soporte@cuota.mx' }),
    );
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    await context.clock.advance(3000);
    store.dispatch(customerServiceActions.telephoneTapped({ telephone: '800 953 4210' }));
    await settle();
    const tape = JSON.parse(recorder.exportJson()) as Tape;
    expect(tape.entries.some((e) => e.kind === 'apiCall')).toBe(true);
    const report = await replayTape(tape);
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    expect(report.ok).toBe(true);
    expect(report.actions).toBeGreaterThan(2);
  });

  it('replays the confirm page reload on the tape clock, and catches a changed reducer', async () => {
    const { recorder, context, store } = startRecording({ checkpointEvery: 3, keyframeEvery: 2 });
    const answer = (isNeedPop: number) => (_endpoint: string, schema: ResponseSchema<unknown>) =>
      through(schema, ok({ ...confirmOffer, isNeedPop }));
    context.api.post.mockImplementationOnce(answer(1)).mockImplementation(answer(0));
    store.dispatch(loanConfirmActions.pageOpened({ productId: '7' }));
    await settle();
    await context.clock.advance(5500);
    await settle();
    store.dispatch(loanConfirmActions.agreementToggled(false));
    await settle();
    const tape = JSON.parse(recorder.exportJson()) as Tape;
    expect(tape.entries.filter((e) => e.kind === 'timerFired').length).toBeGreaterThan(0);
    const report = await replayTape(tape);
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    expect(report.ok).toBe(true);

    const broken = ((state, action) => {
      const next = rootReducer(state, action);
      return action.type === loanConfirmActions.agreementToggled.type
        ? { ...next, loanConfirm: { ...next.loanConfirm, agreed: true } }
        : next;
    }) as typeof rootReducer;
    const changed = await replayTape(tape, { reducer: broken });
    expect(changed.ok).toBe(false);
    const text = formatDivergence(changed.divergence!, tape);
    expect(text).toMatch(/Divergence at entry \d+/);
    expect(text).toContain('loanConfirm.agreed: expected false, got true');
  });
});
