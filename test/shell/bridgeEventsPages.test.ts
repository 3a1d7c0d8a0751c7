import type { UnknownAction } from '@reduxjs/toolkit';
import { rootSaga } from '../../src/app/features';
import { customerServiceActions } from '../../src/features/customerService/customerServiceSlice';
import { loanConfirmActions } from '../../src/features/loanConfirm/loanConfirmSlice';
import { loanDetailActions } from '../../src/features/loanDetail/loanDetailSlice';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import { backRequested } from '../../src/shell/uiSlice';
import { fakeContext, type FakeContext } from '../support/fakeContext';
import { settle, sagaHarness } from '../support/sagaHarness';
import { customerServiceFixture } from '../support/fixtures';
import { answer, order } from '../features/loanDetail/fixtures';

/** Every saga of the app (ui and every feature, as tests and QA replay start them) on one harness. */
async function appWith(context: FakeContext, ...opened: UnknownAction[]) {
  const run = sagaHarness(rootSaga, { context });
  for (const action of opened) run.dispatch(action);
  await settle();
  const before = { calls: context.api.post.mock.calls.length, puts: run.put.length };
  return { run, before };
}

describe('events on pages where they mean nothing', () => {
  it.each(['resume', 'bankFlowEnded'] as const)(
    '%s on the customer service page: no request, nothing put',
    async (event) => {
      const context = fakeContext({ inApp: true });
      context.api.post.mockImplementation(answer(customerServiceFixture));
      const { run, before } = await appWith(context, customerServiceActions.pageOpened());
      expect(run.state().customerService.status).toBe('succeeded');
      run.dispatch(bridgeEventReceived(event));
      await settle();
      await run.clock.advance(10_000);
      expect(context.api.post).toHaveBeenCalledTimes(before.calls);
      expect(run.put.slice(before.puts)).toEqual([]);
      run.task.cancel();
    },
  );

  it('resume with no page open at all: nothing', async () => {
    const context = fakeContext();
    const { run } = await appWith(context);
    run.dispatch(bridgeEventReceived('resume', { anything: true }));
    run.dispatch(bridgeEventReceived('bankFlowEnded', 'x'));
    await settle();
    expect(context.api.post).not.toHaveBeenCalled();
    expect(run.put).toEqual([]);
    run.task.cancel();
  });

  it('resume on the loan details page reloads that page only (one request, its own)', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(174)));
    const { run, before } = await appWith(
      context,
      loanDetailActions.pageOpened({ productId: '7', orderId: '1174' }),
    );
    run.dispatch(bridgeEventReceived('resume'));
    await settle();
    const calls = context.api.post.mock.calls.slice(before.calls).map(([endpoint]) => endpoint);
    expect(calls).toEqual(['loanDetails']);
    run.task.cancel();
  });

  it('back on a page without layers (the loan confirmation) goes back as its title bar does', async () => {
    const context = fakeContext({ inApp: true });
    context.api.post.mockImplementation(() => new Promise(() => undefined));
    const { run, before } = await appWith(
      context,
      loanConfirmActions.pageOpened({ productId: '1' }),
    );
    run.dispatch(bridgeEventReceived('back'));
    await settle();
    expect(run.put.slice(before.puts).map((a) => a.type)).toEqual([backRequested.type]);
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it.each([null, { locale: 'fr' }, 'en'])(
    'languageChanged with an invalid payload (%j) changes nothing on any page',
    async (payload) => {
      const context = fakeContext();
      context.api.post.mockImplementation(answer(customerServiceFixture));
      const { run, before } = await appWith(context, customerServiceActions.pageOpened());
      run.dispatch(bridgeEventReceived('languageChanged', payload));
      await settle();
      expect(context.navigator.visited).toEqual([]);
      expect(run.put.slice(before.puts)).toEqual([]);
      run.task.cancel();
    },
  );
});
