import { defaultPaths } from '../../src/config/paths';
import { uiSaga } from '../../src/shell/uiSaga';
import {
  navigateTo,
  navigationRequested,
  NAVIGATION_REFUSED_MESSAGE_ID,
} from '../../src/shell/shellNavigation';
import { toastRequested } from '../../src/shell/uiSlice';
import esMX from '../../src/i18n/messages/es-MX/common.json';
import en from '../../src/i18n/messages/en/common.json';
import zhCN from '../../src/i18n/messages/zh-CN/common.json';
import { fakeContext } from '../support/fakeContext';
import { expectSagaWith, sagaHarness, settle } from '../support/sagaHarness';

const repay = navigationRequested({ page: 'repay', params: { productId: '7', orderId: '9' } });

describe('navigation saga', () => {
  it('in the app the bridge opens the page; handled there, the router does not move', async () => {
    const context = fakeContext({ inApp: true });
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(repay);
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledWith('repay', { productId: '7', orderId: '9' });
    expect(context.navigator.visited).toEqual([]);
  });

  it("outside the app the router goes to the page's configured path with the params as query", async () => {
    const context = fakeContext();
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(repay);
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledWith('repay', { productId: '7', orderId: '9' });
    expect(context.navigator.visited).toEqual([
      { url: '/repayment?productId=7&orderId=9', replace: false },
    ]);
  });

  it('uses the configured paths of the context and carries replace', async () => {
    const context = { ...fakeContext(), paths: { ...defaultPaths, loanDetail: '/pedido' } };
    await expectSagaWith(
      navigateTo,
      { context },
      { page: 'loanDetail', params: { productId: '7' }, replace: true },
    ).run();
    expect(context.navigator.visited).toEqual([{ url: '/pedido?productId=7', replace: true }]);
  });

  it('a page without params goes to its bare path', async () => {
    const context = fakeContext();
    await expectSagaWith(navigateTo, { context }, { page: 'customerService' }).run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    expect(context.navigator.visited).toEqual([{ url: '/customer-service', replace: false }]);
  });

  it('a server URL on the allowlist opens', async () => {
    const context = fakeContext({ allowedHosts: ['pay.example.com'] });
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(navigationRequested({ url: 'https://pay.example.com/p?x=1' }));
    await settle();
    expect(run.types()).not.toContain(toastRequested.type);
    expect(context.navigator.visited).toEqual([
      { url: 'https://pay.example.com/p?x=1', replace: false },
    ]);
    expect(context.bridge.openPage).not.toHaveBeenCalled();
  });

  it('a server URL the allowlist refuses shows a localized toast and goes nowhere', async () => {
    const context = fakeContext();
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(navigationRequested({ url: 'https://evil.example.com/' }));
    await settle();
    expect(run.put).toContainEqual(toastRequested({ messageId: NAVIGATION_REFUSED_MESSAGE_ID }));
    expect(context.navigator.visited).toEqual([]);
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(run.state().ui.toast?.messageId).toBe('common.navigationRefused');
  });

  it('the refusal text exists in all three catalogs', () => {
    for (const catalog of [esMX, en, zhCN]) {
      expect(catalog[NAVIGATION_REFUSED_MESSAGE_ID]).toEqual(expect.any(String));
    }
  });

  it('a burst of requests navigates once (takeLeading)', async () => {
    const context = fakeContext({ inApp: true });
    let answer: (v: unknown) => void = () => undefined;
    context.bridge.openPage.mockImplementation(() => new Promise((r) => (answer = r)));
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(repay);
    run.dispatch(repay);
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledTimes(1);
    answer({ ok: true, handledBy: 'app' });
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledTimes(1);
    expect(context.navigator.visited).toEqual([]);
  });
});
