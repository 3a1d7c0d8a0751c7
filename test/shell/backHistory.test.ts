import { routerIndex } from '../../src/platform/navigation/navigation';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import { goBack, uiSaga } from '../../src/shell/uiSaga';
import { fakeContext, fakeNavigator, type FakeContext } from '../support/fakeContext';
import { settle, sagaHarness } from '../support/sagaHarness';

/** A context whose navigator sits at router index `index` of the app's own history. */
function atIndex(index: number): FakeContext & { historyBack: jest.Mock } {
  const historyBack = jest.fn();
  const context = fakeContext({ inApp: true });
  context.navigator = fakeNavigator([], { index: () => index, back: historyBack });
  return Object.assign(context, { historyBack });
}

describe('back goes through the app’s own history first', () => {
  it('after an in-app page (loan details -> Pagar): back returns, the web view stays', async () => {
    const context = atIndex(1);
    const run = sagaHarness(goBack, { context });
    await settle();
    expect(context.historyBack).toHaveBeenCalledTimes(1);
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
    expect(run.task.isRunning()).toBe(false);
  });

  it('at the page the app was opened on: the host is asked to close, once', async () => {
    const context = atIndex(0);
    sagaHarness(goBack, { context });
    await settle();
    expect(context.historyBack).not.toHaveBeenCalled();
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
  });

  it('the hardware back event: back in-app pages first, then close at the root', async () => {
    let index = 2;
    const context = fakeContext({ inApp: true });
    context.navigator = fakeNavigator([], {
      index: () => index,
      back: () => {
        index -= 1;
      },
    });
    const run = sagaHarness(uiSaga, { context });
    for (let press = 0; press < 3; press += 1) {
      run.dispatch(bridgeEventReceived('back'));
      await settle();
    }
    expect(index).toBe(0);
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });
});

describe('routerIndex', () => {
  it.each([
    [{ idx: 3, key: 'a', usr: null }, 3],
    [{ idx: 0 }, 0],
    [null, 0],
    [undefined, 0],
    ['idx', 0],
    [{ idx: '2' }, 0],
    [{ idx: -1 }, 0],
    [{ idx: 1.5 }, 0],
  ])('%p -> %p', (state, index) => {
    expect(routerIndex(state)).toBe(index);
  });
});
