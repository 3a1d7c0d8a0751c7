/**
 * A prerendered page's scripts run after its first paint: the page's HTML names them all, its early
 * script included, as `<link rel="preload" as="script" data-after-paint>` (fetched at once, in
 * parallel), and one small inline script, `runScriptsAfterPaint`, adds them as scripts, in their
 * order, once the browser has painted the prerendered page and run its deferred scripts (the runtime
 * config). On a slow phone the page then shows before any script takes the main thread, even when the
 * scripts arrive quickly. The build writes the links and the inline script (build/
 * preloadChunksPlugin.ts); the server's CSP allows that script by its hash (server/inlineHashes.ts).
 */
import { startIntlWarm } from './intlWarm';
import type { ScriptUrlPolicy, TrustedTypesFactory } from './trustedTypes';

export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** Where no paint comes (a tab in the background), the scripts start after this long all the same. */
export const AFTER_PAINT_FALLBACK_MS = 1000;

/** The Trusted Types policy that names the page's scripts (the CSP's `trusted-types` lists it). */
export const SCRIPT_POLICY_NAME = 'cuota-boot';

/**
 * The inline script. The build writes this function's own source into the page, so it names nothing
 * outside itself: the attribute, the policy name and the fallback are the constants above, written out
 * (a test holds them equal). Under the CSP's Trusted Types (`require-trusted-types-for 'script'`) a
 * script's address goes through its policy, which takes this origin's scripts only.
 */
export function runScriptsAfterPaint(
  doc: Document,
  win: Window & typeof globalThis & { trustedTypes?: TrustedTypesFactory },
): void {
  let policy: ScriptUrlPolicy | null = null;
  try {
    policy =
      win.trustedTypes?.createPolicy('cuota-boot', {
        createScriptURL: (url) => {
          if (new URL(url, doc.baseURI).origin !== win.location.origin)
            throw new TypeError(`not a script of this origin: ${url}`);
          return url;
        },
      }) ?? null;
  } catch {
    policy = null;
  }
  let painted = false;
  let parsed = doc.readyState !== 'loading';
  let started = false;
  const start = () => {
    if (started || !painted || !parsed) return;
    started = true;
    for (const link of doc.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')) {
      const script = doc.createElement('script');
      script.src = policy ? policy.createScriptURL(link.href) : link.href;
      // Added scripts run as they arrive; these must run in the page's order.
      script.async = false;
      doc.head.append(script);
    }
  };
  const paint = () => {
    painted = true;
    start();
  };
  if (!parsed)
    doc.addEventListener('DOMContentLoaded', () => {
      parsed = true;
      start();
    });
  try {
    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      const observer = new Observer((list) => {
        if (list.getEntries().length === 0) return;
        observer.disconnect();
        win.setTimeout(paint, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // The frame callback runs just before the paint; the task it queues, just after.
      win.requestAnimationFrame(() => win.setTimeout(paint, 0));
    }
  } catch {
    // Neither paint entries nor frames here: the fallback below starts them.
  }
  win.setTimeout(paint, 1000);
}

/**
 * The inline script's text: the function above, called on the page's document and window; with the
 * build's locale-data worker (`intlWarmUrl`), first that worker's start (src/platform/boot/intlWarm.ts),
 * on the prerendered page's language.
 */
export function afterPaintScript(intlWarmUrl?: string): string {
  const warm = intlWarmUrl
    ? `(${startIntlWarm.toString()})(window, ${JSON.stringify(intlWarmUrl)}, document.documentElement.lang);`
    : '';
  return `${warm}(${runScriptsAfterPaint.toString()})(document, window);`;
}
