import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { all, call } from 'typed-redux-saga';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import { addressWithSession } from '../../../src/platform/session/address';
import {
  onHostSession,
  pageAddress,
  sameSession,
  sessionLinkSaga,
} from '../../../src/shell/sessionLink/sessionLinkSaga';
import {
  initialSessionLinkState,
  sessionLinkActions as actions,
  sessionLinkReducer,
  type SessionLinkState,
} from '../../../src/shell/sessionLink/sessionLinkSlice';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { uiSaga } from '../../../src/shell/uiSaga';
import { uiReducer } from '../../../src/shell/uiSlice';
import { fakeContext, type FakeContext } from '../../support/fakeContext';
import { provideContext, runSagaWith, settle } from '../../support/sagaHarness';

const A = { sessionId: 'session-a', userId: '1001', deviceId: 'd1' };
const LINK = { sessionId: 'ATTACKER', userId: '6666' };
const reducer = combineReducers({ ui: uiReducer, sessionLink: sessionLinkReducer });
type State = ReturnType<typeof reducer>;

/** A tab that holds session A, at `path` (the page's own address). */
function tab(path = '/bank-card/bind?productId=1') {
  window.history.replaceState(null, '', path);
  const context = fakeContext();
  context.storage.set(SESSION_STORAGE_KEY, JSON.stringify(A));
  return context;
}

const stored = (context: FakeContext) =>
  JSON.parse(context.storage.get(SESSION_STORAGE_KEY) ?? 'null') as unknown;

/** The ui saga (the app's events) and the choice's flow, on the ui and choice slices from `held` on. */
function run(context: FakeContext, ...held: UnknownAction[]) {
  const state = held.reduce(reducer, reducer(undefined, { type: '@@init' }));
  const flow = runSagaWith(
    function* both() {
      yield* all([call(uiSaga), call(sessionLinkSaga)]);
    },
    { context, state, reducer },
  );
  return {
    dispatch: flow.dispatch,
    status: () => (flow.state() as State).sessionLink.status,
    stop: () => flow.task.cancel(),
  };
}

describe('the choice slice', () => {
  const after = (...list: UnknownAction[]): SessionLinkState =>
    list.reduce(sessionLinkReducer, initialSessionLinkState);

  it('asks while a link is held; keeping closes it, using the link waits for the reload', () => {
    expect(after(actions.linkHeld(LINK))).toEqual({ link: LINK, status: 'asked' });
    expect(after(actions.linkHeld(LINK), actions.keepRequested())).toEqual(initialSessionLinkState);
    expect(after(actions.linkHeld(LINK), actions.switchRequested())).toEqual({
      link: LINK,
      status: 'switching',
    });
  });

  it('a keep after the switch, or without a choice, changes nothing', () => {
    const switching = after(actions.linkHeld(LINK), actions.switchRequested());
    expect(sessionLinkReducer(switching, actions.keepRequested())).toBe(switching);
    expect(after(actions.keepRequested(), actions.switchRequested())).toEqual(
      initialSessionLinkState,
    );
  });
});

describe('the borrower chooses (a plain browser)', () => {
  it("keep: the tab's session stays stored, nothing loads, the page opens", async () => {
    const context = tab();
    const flow = run(context, actions.linkHeld(LINK));
    flow.dispatch(actions.keepRequested());
    await settle();
    expect(flow.status()).toBe('none');
    expect(stored(context)).toEqual(A);
    expect(context.navigator.visited).toEqual([]);
    flow.stop();
  });

  it("the link's session: stored, then the page loads again with it in its address, once", async () => {
    const context = tab('/bank-card/bind?productId=1');
    const set = jest.spyOn(context.storage, 'set');
    const open = jest.spyOn(context.navigator, 'open');
    const flow = run(context, actions.linkHeld(LINK));
    flow.dispatch(actions.switchRequested());
    flow.dispatch(actions.switchRequested());
    await settle();
    expect(flow.status()).toBe('switching');
    expect(stored(context)).toEqual(LINK);
    expect(context.navigator.visited).toEqual([
      { url: '/bank-card/bind?productId=1&sessionId=ATTACKER&userId=6666', replace: true },
    ]);
    expect(set.mock.invocationCallOrder[0]).toBeLessThan(open.mock.invocationCallOrder[0]);
    flow.stop();
  });
});

describe("the app's word (sessionChanged, or the hello answer's session)", () => {
  const said = (payload: unknown) => bridgeEventReceived('sessionChanged', payload);

  it("the tab's own session: nothing changes, and a choice on show closes (the page opens)", async () => {
    const context = tab();
    const flow = run(context, actions.linkHeld(LINK));
    flow.dispatch(said({ ...A, lang: 'en' }));
    await settle();
    expect(flow.status()).toBe('none');
    expect(stored(context)).toEqual(A);
    expect(context.navigator.visited).toEqual([]);
    flow.stop();
  });

  it("the link's session held on the choice: the app's word takes it in place, the page opens without loading again", async () => {
    const context = tab('/loan/details?orderId=1');
    const flow = run(context, actions.linkHeld(LINK));
    flow.dispatch(said({ ...LINK, lang: 'en' }));
    await settle();
    expect(flow.status()).toBe('none');
    // The tab's other keys stay, the link's and the app's over them: the API calls read this.
    expect(stored(context)).toEqual({ ...A, ...LINK, lang: 'en' });
    expect(context.navigator.visited).toEqual([]);
    flow.stop();
  });

  it('a tab whose storage cannot keep the session loads once, then opens: no reload loop', async () => {
    // The load after loadWithSession: the address carried the app's session, the storage still held A
    // (a quota-full sessionStorage drops writes), so takeSession held it as the link.
    const context = tab('/loan/details?orderId=1');
    const flow = run(context, actions.linkHeld(LINK));
    flow.dispatch(said(LINK));
    flow.dispatch(said(LINK));
    await settle();
    expect(flow.status()).toBe('none');
    expect(context.navigator.visited).toEqual([]);
    flow.stop();
  });

  it('another session on any page (no choice on show): stored, and the page loads again with it', async () => {
    const context = tab('/repayment?orderId=9');
    const flow = run(context);
    const B = { sessionId: 'session-b', userId: '2002', clientType: 'ios' };
    flow.dispatch(said(B));
    await settle();
    expect(stored(context)).toEqual(B);
    expect(context.navigator.visited).toEqual([
      { url: '/repayment?orderId=9&sessionId=session-b&userId=2002&clientType=ios', replace: true },
    ]);
    flow.stop();
  });

  it.each([
    ['nothing', null],
    ['text', 'session-b'],
    ['a list', [LINK]],
    ['no sessionId or userId', { deviceId: 'd9', lang: 'en' }],
    ['ids that are not text', { sessionId: 7, userId: ['1'] }],
  ])('%s: ignored', async (_name, payload) => {
    const context = tab();
    const flow = run(context, actions.linkHeld(LINK));
    flow.dispatch(said(payload));
    await settle();
    expect(flow.status()).toBe('asked');
    expect(stored(context)).toEqual(A);
    expect(context.navigator.visited).toEqual([]);
    flow.stop();
  });

  it('without a page (a headless replay) nothing is stored or loaded', async () => {
    const context = tab();
    await expectSaga(onHostSession, said(LINK))
      .provide([[matchers.call.fn(pageAddress), null], provideContext(context)])
      .withState({})
      .run();
    expect(stored(context)).toEqual(A);
    expect(context.navigator.visited).toEqual([]);
  });
});

describe('helpers', () => {
  it('compares sessionId and userId only', () => {
    expect(sameSession({ ...A, lang: 'en' }, A)).toBe(true);
    expect(sameSession({ ...A, userId: '6666' }, A)).toBe(false);
    expect(sameSession({ userId: '1001' }, A)).toBe(false);
  });

  it("puts the session's keys in the address in place of any it had", () => {
    expect(addressWithSession({ pathname: '/x', search: '?a=1&sessionId=old&lang=en' }, LINK)).toBe(
      '/x?a=1&sessionId=ATTACKER&userId=6666',
    );
    expect(addressWithSession({ pathname: '/x', search: '' }, {})).toBe('/x');
  });
});
