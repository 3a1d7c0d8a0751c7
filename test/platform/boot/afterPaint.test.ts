import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_FALLBACK_MS,
  SCRIPT_POLICY_NAME,
  afterPaintScript,
  runScriptsAfterPaint,
} from '../../../src/platform/boot/afterPaint';
import { startIntlWarm } from '../../../src/platform/boot/intlWarm';

/** A page whose HTML names two scripts to run after its first paint, and one preload that is not. */
function page() {
  document.head.replaceChildren();
  for (const [href, marked] of [
    ['/assets/vendor.js', true],
    ['/assets/chunk.js', false],
    ['/assets/app.js', true],
  ] as const) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    if (marked) link.setAttribute(AFTER_PAINT_ATTRIBUTE, '');
    document.head.append(link);
  }
}

const scripts = () =>
  [...document.head.querySelectorAll('script')].map((s) => [new URL(s.src).pathname, s.async]);

describe('runScriptsAfterPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    page();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('with paint timing: adds them in the task after the first paint entry, and only then', () => {
    const paints: { report?: (entries: PerformanceEntry[]) => void } = {};
    const disconnect = jest.fn();
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'layout-shift'];
      constructor(callback: (list: { getEntries(): PerformanceEntry[] }) => void) {
        paints.report = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect = disconnect;
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    runScriptsAfterPaint(document, window);
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    // Frames alone do not start them here.
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    paints.report?.([]);
    jest.advanceTimersByTime(0);
    expect(scripts()).toEqual([]);
    paints.report?.([{ name: 'first-paint' } as PerformanceEntry]);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(disconnect).toHaveBeenCalled();
    expect(scripts()).toEqual([
      ['/assets/vendor.js', false],
      ['/assets/app.js', false],
    ]);
  });

  it('without paint timing: adds them, in order and not async, in the task after the first frame', () => {
    runScriptsAfterPaint(document, window);
    expect(scripts()).toEqual([]);
    frames.forEach((frame) => frame(0));
    // The frame callback runs before the paint: the scripts come in the task after it.
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(scripts()).toEqual([
      ['/assets/vendor.js', false],
      ['/assets/app.js', false],
    ]);
  });

  it('starts them once, even when the fallback fires as well', () => {
    runScriptsAfterPaint(document, window);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(scripts()).toHaveLength(2);
  });

  it(`starts them after ${AFTER_PAINT_FALLBACK_MS} ms where no frame comes (a background tab)`, () => {
    runScriptsAfterPaint(document, window);
    jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(2);
  });

  it('never throws, and starts them all the same where frames fail', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => {
      throw new Error('no frames');
    });
    expect(() => runScriptsAfterPaint(document, window)).not.toThrow();
    jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(scripts()).toHaveLength(2);
  });

  it('waits for the deferred scripts (the runtime config) as well: the page parsed, then painted', () => {
    const loading = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runScriptsAfterPaint(document, window);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(scripts()).toEqual([]);
    loading.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(scripts()).toEqual([
      ['/assets/vendor.js', false],
      ['/assets/app.js', false],
    ]);
  });

  it('under Trusted Types: names each script through its own policy, which takes this origin only', () => {
    const rules: { createScriptURL?: (url: string) => string } = {};
    const names: string[] = [];
    const through: string[] = [];
    const trustedTypes = {
      createPolicy: (name: string, given: { createScriptURL(url: string): string }) => {
        names.push(name);
        rules.createScriptURL = given.createScriptURL;
        return {
          createScriptURL: (url: string) => {
            through.push(url);
            return given.createScriptURL(url);
          },
        };
      },
    };
    runScriptsAfterPaint(document, Object.assign(Object.create(window), { trustedTypes }));
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(names).toEqual([SCRIPT_POLICY_NAME]);
    expect(through.map((u) => new URL(u).pathname)).toEqual([
      '/assets/vendor.js',
      '/assets/app.js',
    ]);
    expect(scripts()).toHaveLength(2);
    expect(() => rules.createScriptURL?.('https://evil.example/x.js')).toThrow(TypeError);
    expect(rules.createScriptURL?.('/assets/app.js')).toBe('/assets/app.js');
  });

  it('is written into the page as its own source, called on the document and window', () => {
    const script = afterPaintScript();
    expect(script.startsWith('(function runScriptsAfterPaint(doc, win)')).toBe(true);
    expect(script.endsWith(')(document, window);')).toBe(true);
    expect(script).toContain(`link[${AFTER_PAINT_ATTRIBUTE}]`);
    expect(script).toContain(`createPolicy('${SCRIPT_POLICY_NAME}'`);
  });

  it("with the build's locale-data worker, starts it first, on the page's language", () => {
    const script = afterPaintScript('/assets/intl-warm.abc.js');
    expect(script).toBe(
      `(${startIntlWarm.toString()})(window, "/assets/intl-warm.abc.js", document.documentElement.lang);` +
        afterPaintScript(),
    );
  });
});
