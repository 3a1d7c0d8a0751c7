import {
  INTL_WARM_WAIT_MS,
  intlWarmWorkerScript,
  intlWarmed,
  startIntlWarm,
  warmIntlWorker,
  type IntlWarmScope,
  type IntlWarmWindow,
} from '../../../src/platform/boot/intlWarm';
import { SCRIPT_POLICY_NAME } from '../../../src/platform/boot/afterPaint';

/** A worker that records what it was given and answers when told to. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  answer() {
    this.onmessage?.(new MessageEvent('message', { data: 'warm' }));
  }
  fail() {
    this.onerror?.(new ErrorEvent('error'));
  }
}

/** A page's window with this origin, its timers jest's, and the worker and Trusted Types given. */
function page(extra: Partial<IntlWarmWindow> = {}): IntlWarmWindow {
  return {
    setTimeout: (handler: () => void, ms?: number) => window.setTimeout(handler, ms),
    Worker: FakeWorker as unknown as typeof Worker,
    ...extra,
  };
}

/** Whether a promise has settled by now (its callbacks run in the microtasks flushed here). */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  let done = false;
  void promise?.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

beforeEach(() => {
  FakeWorker.made = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the worker script', () => {
  function scope() {
    const posted: string[] = [];
    const s: IntlWarmScope & { posted: string[]; closed: boolean } = {
      onmessage: null,
      postMessage: (m) => posted.push(m),
      close: () => {
        s.closed = true;
      },
      posted,
      closed: false,
    };
    return s;
  }

  it('builds the locale data it is sent, answers "warm" and closes', () => {
    const s = scope();
    const numberFormats = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntlWorker(s);
    expect(s.posted).toEqual([]);
    s.onmessage?.({ data: 'en' });
    expect(numberFormats).toHaveBeenCalledWith('en');
    expect(dates).toHaveBeenCalledWith('en');
    dates.mockRestore();

    expect(s.posted).toEqual(['warm']);
    expect(s.closed).toBe(true);
    numberFormats.mockRestore();
  });

  it("takes Mexico's locale for a message that is no locale, and answers where Intl throws", () => {
    const s = scope();
    const numberFormats = jest
      .spyOn(Intl.NumberFormat, 'supportedLocalesOf')
      .mockImplementation(() => {
        throw new RangeError('no data');
      });
    warmIntlWorker(s);
    s.onmessage?.({ data: { locale: 'en' } });
    expect(numberFormats).toHaveBeenCalledWith('es-MX');
    expect(s.posted).toEqual(['warm']);
    numberFormats.mockRestore();
  });

  it("is the function itself, run on the worker's global scope", () => {
    expect(intlWarmWorkerScript()).toBe(`(${warmIntlWorker.toString()})(self);`);
  });
});

describe('startIntlWarm', () => {
  it('starts one worker per page with the locale, its answer awaited on the window', async () => {
    const win = page();
    startIntlWarm(win, '/assets/intl-warm.abc.js', 'es-MX');
    expect(FakeWorker.made.map((w) => [w.url, w.posted])).toEqual([
      ['/assets/intl-warm.abc.js', ['es-MX']],
    ]);
    const warm = win.__CUOTA_INTL_WARM__;
    expect(await settled(warm)).toBe(false);
    startIntlWarm(win, '/assets/intl-warm.abc.js', 'en');
    expect(win.__CUOTA_INTL_WARM__).toBe(warm);
    expect(FakeWorker.made).toHaveLength(1);
    FakeWorker.made[0].answer();
    expect(await settled(warm)).toBe(true);
  });

  it('settles when the worker fails; leaves nothing to wait for where none can start', async () => {
    const failing = page();
    startIntlWarm(failing, '/w.js', 'es-MX');
    FakeWorker.made[0].fail();
    expect(await settled(failing.__CUOTA_INTL_WARM__)).toBe(true);
    const Throwing = jest.fn(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const blocked = page({ Worker: Throwing as unknown as typeof Worker });
    startIntlWarm(blocked, '/w.js', 'es-MX');
    expect(Throwing).toHaveBeenCalled();
    expect(blocked.__CUOTA_INTL_WARM__).toBeUndefined();
    const none = page({ Worker: undefined });
    startIntlWarm(none, '/w.js', 'es-MX');
    expect(none.__CUOTA_INTL_WARM__).toBeUndefined();
  });

  it("names the worker through the page's script policy, which names that one file only", () => {
    const policies: string[] = [];
    let rule: ((url: string) => string) | undefined;
    const trustedTypes = {
      createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
        policies.push(name);
        rule = rules.createScriptURL;
        return { createScriptURL: (url: string) => `trusted:${rules.createScriptURL(url)}` };
      },
    };
    startIntlWarm(page({ trustedTypes }), '/assets/intl-warm.abc.js', 'es-MX');
    expect(policies).toEqual([SCRIPT_POLICY_NAME]);
    expect(FakeWorker.made[0].url).toBe('trusted:/assets/intl-warm.abc.js');
    expect(rule?.('https://elsewhere.example/w.js')).toBe('/assets/intl-warm.abc.js');
  });
});

describe('intlWarmed', () => {
  it('waits for the worker at most INTL_WARM_WAIT_MS, then lets the boot go on', async () => {
    const win = page();
    startIntlWarm(win, '/w.js', 'es-MX');
    const waited = intlWarmed(win);
    jest.advanceTimersByTime(INTL_WARM_WAIT_MS - 1);
    expect(await settled(waited)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waited)).toBe(true);
  });

  it('goes on as soon as the worker answers, and at once where none started', async () => {
    const win = page();
    startIntlWarm(win, '/w.js', 'es-MX');
    const waited = intlWarmed(win);
    FakeWorker.made[0].answer();
    expect(await settled(waited)).toBe(true);
    expect(await settled(intlWarmed(page()))).toBe(true);
  });
});
