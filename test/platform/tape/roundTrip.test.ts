/** @jest-environment node */
import { setupStore } from '../../../src/app/store';
import { replayTape } from '../../../src/app/tapeStore';
import { rootReducer } from '../../../src/app/rootReducer';
import { customerServiceActions } from '../../../src/features/customerService';
import { loanConfirmActions } from '../../../src/features/loanConfirm';
import { createRecorder, formatDivergence, type Tape } from '../../../src/platform/tape';
import { fakeContext, ok } from '../../support/fakeContext';
import type { ConfirmOffer } from '../../../src/features/loanConfirm/types';

const confirmOffer: ConfirmOffer = {
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

function recordSession() {
  const recorder = createRecorder({
    build: 'test',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'jest',
    checkpointEvery: 3,
    keyframeEvery: 2,
  });
  const context = fakeContext();
  const store = setupStore(undefined, {
    context: recorder.wrapContext(context),
    middleware: [recorder.middleware],
  });
  return { recorder, context, store };
}

async function flush() {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
}

describe('QA tape round trip', () => {
  it('replays a recorded customer service visit with no divergence', async () => {
    const { recorder, context, store } = recordSession();
    context.api.post.mockResolvedValue(
      ok({ phone: '8009534210', va: '800 953 4210', email: 'soporte@cuota.mx' }),
    );
    store.dispatch(customerServiceActions.pageOpened());
    await flush();
    await context.clock.advance(3000);
    store.dispatch(customerServiceActions.telephoneTapped({ telephone: '800 953 4210' }));
    await flush();
    const tape = JSON.parse(recorder.exportJson()) as Tape;
    expect(tape.entries.some((e) => e.kind === 'apiCall')).toBe(true);
    const report = await replayTape(tape);
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    expect(report.ok).toBe(true);
    expect(report.actions).toBeGreaterThan(2);
  });

  it('replays the confirm page reload on the tape clock, and catches a changed reducer', async () => {
    const { recorder, context, store } = recordSession();
    context.api.post
      .mockResolvedValueOnce(ok({ ...confirmOffer, isNeedPop: 1 }))
      .mockResolvedValue(ok({ ...confirmOffer, isNeedPop: 0 }));
    store.dispatch(loanConfirmActions.pageOpened({ productId: '7' }));
    await flush();
    await context.clock.advance(5500);
    await flush();
    store.dispatch(loanConfirmActions.agreementToggled(false));
    await flush();
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
