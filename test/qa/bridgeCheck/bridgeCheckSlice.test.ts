import {
  bridgeCheckActions as actions,
  bridgeCheckBackLayers,
  bridgeCheckReducer as reducer,
  initialBridgeCheckState,
  type BridgeCheckState,
} from '../../../src/qa/bridgeCheck/bridgeCheckSlice';
import { PERSIST_KEY, persistedOf, readPersisted } from '../../../src/qa/bridgeCheck/persist';
import { checkRows, overallOf, reportText } from '../../../src/qa/bridgeCheck/report';
import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import { BRIDGE_EVENTS, bridgeEventReceived } from '../../../src/platform/bridge/events';
import type { UnknownAction } from '@reduxjs/toolkit';

const run = (...list: UnknownAction[]) => list.reduce(reducer, initialBridgeCheckState);
const env = {
  inApp: true,
  transport: 'android' as const,
  configured: false,
  timeouts: { ...BRIDGE_TIMEOUTS },
  userAgent: 'TestAgent/1.0',
  build: 'b1',
  startedAt: 0,
};
const done = {
  result: { ok: true, handledBy: 'app' as const, error: null, value: null, ms: 12 },
};

/** Every required check passed: the handshake, track, the seven events, the frame. */
function allPassed(): BridgeCheckState {
  return run(
    actions.pageOpened(),
    actions.checksStarted(env),
    actions.helloFinished({ ...done, verdict: 'pass', outcome: 'answered', actions: ['track'] }),
    actions.actionFinished({ ...done, action: 'track', verdict: 'pass', outcome: 'sent' }),
    ...BRIDGE_EVENTS.map((event) => bridgeEventReceived(event, null)),
    actions.frameStarted({ nonce: 'n' }),
    actions.frameReported({ nonce: 'n', found: [], answered: false, detail: null }),
  );
}

describe('bridge check slice', () => {
  it('counts events only while the page is open', () => {
    expect(run(bridgeEventReceived('resume')).events.resume).toBeUndefined();
    const state = run(
      actions.pageOpened(),
      bridgeEventReceived('resume'),
      bridgeEventReceived('resume'),
    );
    expect(state.events.resume).toEqual({ count: 2, payload: null });
  });

  it('holds the first hardware back of a page load, not the next', () => {
    const open = run(actions.pageOpened(), bridgeEventReceived('back'));
    expect(bridgeCheckBackLayers.closeTop({ bridgeCheck: open })).toEqual(actions.backHeld());
    const held = reducer(open, actions.backHeld());
    expect(bridgeCheckBackLayers.closeTop({ bridgeCheck: held })).toBeNull();
    expect(bridgeCheckBackLayers.closeTop({ bridgeCheck: initialBridgeCheckState })).toBeNull();
    expect(bridgeCheckBackLayers.closeTop({})).toBeNull();
  });

  it('ignores a frame report or time-out of another run', () => {
    const running = run(actions.frameStarted({ nonce: 'a' }));
    expect(reducer(running, actions.frameTimedOut({ nonce: 'b' })).frame.status).toBe('running');
    expect(
      reducer(
        running,
        actions.frameReported({ nonce: 'b', found: [], answered: true, detail: null }),
      ).frame.status,
    ).toBe('running');
    expect(reducer(running, actions.frameTimedOut({ nonce: 'a' })).frame).toMatchObject({
      verdict: 'fail',
      outcome: 'timeout',
    });
  });

  it('a worker that throws ends what still runs as a failure', () => {
    const state = run(
      actions.checksStarted(env),
      actions.frameStarted({ nonce: 'n' }),
      actions.checksFailed('x'),
    );
    expect(state.hello).toMatchObject({ status: 'done', verdict: 'fail', outcome: 'error' });
    expect(state.actions.track?.verdict).toBe('fail');
    expect(state.frame).toMatchObject({ status: 'done', verdict: 'fail' });
  });
});

describe('what a reload keeps (persist.ts)', () => {
  it('keeps events, finished Runs and the foreign check; reads them back', () => {
    const state = run(
      actions.pageOpened(),
      bridgeEventReceived('languageChanged', { locale: 'en' }),
      actions.actionFinished({ ...done, action: 'locate', verdict: 'pass', outcome: 'answered' }),
      actions.actionFinished({ ...done, action: 'track', verdict: 'pass', outcome: 'sent' }),
    );
    const kept = persistedOf(state);
    expect(Object.keys(kept.actions)).toEqual(['locate']);
    expect(readPersisted(JSON.stringify(kept))).toEqual(kept);
    expect(PERSIST_KEY).toBe('cuota:bridgeCheck');
  });

  it('a foreign check still waiting when the page went is the foreign page loading in its place', () => {
    const kept = persistedOf(run(actions.pageOpened(), actions.foreignOpened()));
    const back = reducer(initialBridgeCheckState, actions.restored(kept));
    expect(back.foreign).toEqual({ status: 'done', verdict: 'fail', outcome: 'left' });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1,2]'],
    ['null', null],
  ])('reads nothing from %s', (_name, text) => {
    expect(readPersisted(text)).toBeNull();
  });

  it('drops what does not fit, field by field', () => {
    const read = readPersisted(
      JSON.stringify({
        events: { resume: { count: 2.7, payload: 3 }, nope: { count: 1 } },
        actions: {
          locate: { status: 'done', verdict: 'hacked', result: {} },
          track: { status: 'done', verdict: 'pass', result: { ok: true, handledBy: 'app', ms: 1 } },
          goHome: {
            status: 'done',
            verdict: 'pass',
            outcome: 'x',
            result: { ok: true, handledBy: 'app', ms: 1 },
          },
        },
        foreign: { status: 'done', outcome: 'elsewhere' },
      }),
    );
    expect(read).toEqual({
      events: { resume: { count: 2, payload: null } },
      actions: {
        goHome: {
          status: 'done',
          verdict: 'pass',
          outcome: null,
          result: { ok: true, handledBy: 'app', error: null, value: null, ms: 1 },
        },
      },
      foreign: { status: 'idle', verdict: 'notRun', outcome: null },
    });
  });
});

describe('the report (report.ts)', () => {
  it('passes overall when every required check passed, whatever the Runs not made', () => {
    const state = allPassed();
    expect(overallOf(checkRows(state), true)).toBe('pass');
    const withFail = reducer(
      state,
      actions.actionFinished({ ...done, action: 'openPage', verdict: 'fail', outcome: 'timeout' }),
    );
    expect(overallOf(checkRows(withFail), true)).toBe('fail');
    expect(overallOf(checkRows(initialBridgeCheckState), null)).toBe('incomplete');
    expect(overallOf(checkRows(state), false)).toBe('notInApp');
  });

  it('is incomplete while an event has not arrived', () => {
    const missing = run(
      actions.pageOpened(),
      actions.checksStarted(env),
      actions.helloFinished({ ...done, verdict: 'pass', outcome: 'answered', actions: [] }),
      actions.actionFinished({ ...done, action: 'track', verdict: 'pass', outcome: 'sent' }),
      actions.frameStarted({ nonce: 'n' }),
      actions.frameReported({ nonce: 'n', found: [], answered: false, detail: null }),
    );
    expect(overallOf(checkRows(missing), true)).toBe('incomplete');
  });

  it('notes host objects seen in the frame without failing it', () => {
    const state = run(
      actions.frameStarted({ nonce: 'n' }),
      actions.frameReported({ nonce: 'n', found: ['CuotaNative'], answered: false, detail: null }),
    );
    expect(checkRows(state).find((r) => r.id === 'frame')).toMatchObject({
      verdict: 'pass',
      warning: 'objectsVisible',
      detail: 'found=CuotaNative',
    });
  });

  it('writes a first line and JSON with every check, the build and the user agent', () => {
    const text = reportText(allPassed());
    const [first, ...rest] = text.split('\n');
    expect(first).toBe('Cuota bridge check: PASS');
    const body = JSON.parse(rest.join('\n'));
    expect(body).toMatchObject({
      overall: 'pass',
      build: 'b1',
      userAgent: 'TestAgent/1.0',
      transport: 'android',
    });
    expect(body.checks.map((c: { id: string }) => c.id)).toEqual([
      'hello',
      'action:track',
      'action:openPage',
      'action:openPageVariant',
      'action:goLogin',
      'action:shareTape',
      'action:locate',
      'action:callTelephone',
      'action:rateApp',
      'action:goHome',
      'action:goMine',
      'action:goProductPage',
      'action:startBankFlow',
      'action:endBankFlow',
      'action:closeWebView',
      ...BRIDGE_EVENTS.map((e) => `event:${e}`),
      'frame',
      'foreign',
    ]);
    expect(body.checks[0]).toEqual({
      id: 'hello',
      result: 'pass',
      outcome: 'answered',
      ms: 12,
      detail: 'actions=track',
    });
  });
});
