import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import type { BridgeResult } from '../../../src/platform/bridge/types';
import {
  FRAME_MESSAGE_TYPE,
  isPosition,
  judgeCall,
  judgeHello,
  listedActions,
  outcomeOf,
  parseFrameReport,
  shownValue,
} from '../../../src/qa/bridgeCheck/judge';
import type { CheckedAction } from '../../../src/qa/bridgeCheck/types';

const inApp = { inApp: true, timeouts: { ...BRIDGE_TIMEOUTS } };
const app = (rest: Partial<BridgeResult> = {}): BridgeResult => ({
  ok: true,
  handledBy: 'app',
  ...rest,
});
const POSITION = { latitude: 19.43, longitude: -99.13, accuracy: 12 };

describe('judgeCall: one action, by its kind', () => {
  it.each<[string, CheckedAction, BridgeResult, number, string, string]>([
    ['fire-and-forget sent', 'track', app(), 0, 'pass', 'sent'],
    [
      'fire-and-forget the host threw on',
      'goHome',
      app({ ok: false, error: 'boom' }),
      0,
      'fail',
      'error',
    ],
    [
      'fire-and-forget dropped in the queue',
      'rateApp',
      app({ ok: false, error: 'timeout' }),
      5000,
      'fail',
      'timeout',
    ],
    [
      'fire-and-forget left out of hello',
      'goMine',
      { ok: false, handledBy: 'none', error: 'unavailable' },
      0,
      'fallback',
      'unsupported',
    ],
    ['answered ok', 'openPage', app(), 40, 'pass', 'answered'],
    [
      'answered with an error (the user cancelled)',
      'goLogin',
      app({ ok: false, error: 'cancelled' }),
      900,
      'pass',
      'answered',
    ],
    [
      'answered too late',
      'shareTape',
      app({ ok: false, error: 'timeout' }),
      120_000,
      'fail',
      'timeout',
    ],
    [
      'a malformed answer',
      'openPageVariant',
      app({ ok: false, error: 'malformed answer' }),
      30,
      'fail',
      'malformed',
    ],
    ['locate with a position', 'locate', app({ value: POSITION }), 300, 'pass', 'answered'],
    ['locate with no position', 'locate', app({ value: { lat: 1 } }), 300, 'fail', 'badValue'],
    [
      'locate unsupported: the web view located',
      'locate',
      { ok: true, handledBy: 'fallback', value: POSITION },
      80,
      'fallback',
      'unsupported',
    ],
    [
      'locate timed out, then fell back',
      'locate',
      { ok: false, handledBy: 'fallback', error: 'denied' },
      20_400,
      'fail',
      'timeout',
    ],
    [
      'openPage timed out, then fell back',
      'openPage',
      { ok: false, handledBy: 'none', error: 'unavailable' },
      10_000,
      'fail',
      'timeout',
    ],
    [
      'openPage unsupported at once',
      'openPage',
      { ok: false, handledBy: 'none', error: 'unavailable' },
      15,
      'fallback',
      'unsupported',
    ],
  ])('%s', (_name, action, result, ms, verdict, outcome) => {
    expect(judgeCall(action, result, ms, inApp)).toEqual({ verdict, outcome });
  });

  it('outside the app every action is the page fallback', () => {
    expect(judgeCall('track', app(), 0, { ...inApp, inApp: false })).toEqual({
      verdict: 'fallback',
      outcome: 'outside',
    });
  });

  it('takes the configured time-out (config.js bridge.timeouts)', () => {
    const slow = { inApp: true, timeouts: { ...BRIDGE_TIMEOUTS, locate: 30_000 } };
    const fellBack: BridgeResult = { ok: true, handledBy: 'fallback', value: POSITION };
    expect(judgeCall('locate', fellBack, 21_000, slow).verdict).toBe('fallback');
    expect(judgeCall('locate', fellBack, 30_000, slow).verdict).toBe('fail');
  });
});

describe('judgeHello: the handshake', () => {
  it.each<[string, BridgeResult, boolean, string, string]>([
    [
      'the actions listed',
      app({ value: { actions: ['openPage', 'track'] } }),
      true,
      'pass',
      'answered',
    ],
    ['an empty list', app({ value: { actions: [] } }), true, 'pass', 'answered'],
    ['ok without a list', app(), true, 'fail', 'malformed'],
    ['a list of non-names', app({ value: { actions: [1, 2] } }), true, 'fail', 'malformed'],
    ['no answer within 5 s', app({ ok: false, error: 'timeout' }), true, 'fail', 'timeout'],
    [
      'a malformed answer',
      app({ ok: false, error: 'malformed answer' }),
      true,
      'fail',
      'malformed',
    ],
    ['an error answer', app({ ok: false, error: 'busy' }), true, 'fail', 'error'],
    [
      'unsupported (an older host)',
      { ok: false, handledBy: 'none', error: 'unavailable' },
      true,
      'fallback',
      'unsupported',
    ],
    [
      'outside the app',
      { ok: false, handledBy: 'none', error: 'unavailable' },
      false,
      'fallback',
      'outside',
    ],
  ])('%s', (_name, result, inAppNow, verdict, outcome) => {
    expect(judgeHello(result, inAppNow)).toEqual({ verdict, outcome });
  });

  it('reads the listed names, cut short, and refuses anything else', () => {
    expect(listedActions({ actions: ['track', 'x'.repeat(60)] })).toEqual([
      'track',
      'x'.repeat(40),
    ]);
    expect(listedActions({ actions: 'track' })).toBeNull();
    expect(listedActions(null)).toBeNull();
    expect(listedActions(['track'])).toBeNull();
  });
});

describe('what the page keeps of a value', () => {
  it('redacts personal data and positions, and cuts long values', () => {
    expect(shownValue(POSITION)).toBe(
      '{"latitude":"‹address›","longitude":"‹address›","accuracy":12}',
    );
    expect(shownValue({ sessionId: 's-123', phone: '5512345678' })).toBe(
      '{"sessionId":"‹identifier›","phone":"‹phone›"}',
    );
    expect(shownValue(undefined)).toBeNull();
    const long = shownValue({ text: 'a'.repeat(500) }) ?? '';
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps the result without its value in clear, timed in whole ms', () => {
    expect(outcomeOf(app({ value: POSITION }), 12.6)).toEqual({
      ok: true,
      handledBy: 'app',
      error: null,
      value: '{"latitude":"‹address›","longitude":"‹address›","accuracy":12}',
      ms: 13,
    });
  });

  it('knows a position', () => {
    expect(isPosition(POSITION)).toBe(true);
    expect(isPosition({ ...POSITION, latitude: 91 })).toBe(false);
    expect(isPosition({ ...POSITION, accuracy: -1 })).toBe(false);
    expect(isPosition({ ...POSITION, longitude: '1' })).toBe(false);
  });
});

describe('parseFrameReport: the probe message, checked', () => {
  const message = {
    type: FRAME_MESSAGE_TYPE,
    nonce: 'n-1',
    found: ['CuotaNative'],
    answered: false,
    detail: null,
  };

  it('takes the report of this run only', () => {
    expect(parseFrameReport(message, 'n-1')).toEqual({
      nonce: 'n-1',
      found: ['CuotaNative'],
      answered: false,
      detail: null,
    });
    expect(parseFrameReport(message, 'n-2')).toBeNull();
    expect(parseFrameReport(message, null)).toBeNull();
    expect(parseFrameReport({ ...message, type: 'other' }, 'n-1')).toBeNull();
    expect(parseFrameReport('text', 'n-1')).toBeNull();
  });

  it('reads answered only when it is true, and drops what is not text', () => {
    expect(
      parseFrameReport({ ...message, answered: 'yes', found: ['a', 2, 'b'], detail: 3 }, 'n-1'),
    ).toEqual({ nonce: 'n-1', found: ['a', 'b'], answered: false, detail: null });
  });
});
