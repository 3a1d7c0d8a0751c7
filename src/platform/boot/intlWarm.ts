/**
 * The locale data's first use, off the main thread. The first `Intl.NumberFormat` of a page (react-intl
 * checks the locale with it, the amounts are formatted with it) makes the engine build its locale
 * tables: one uninterruptible call of 30 to 90 ms on this project's test machine, several times that
 * on a slow phone, on the main thread while the borrower may be tapping. The tables are the renderer
 * process's, not the page's: built once by a worker, the page's own first use takes well under a
 * millisecond. So each page starts, as soon as it can, a tiny worker that makes those calls
 * (`startIntlWarm`: the prerendered pages' inline starter, src/platform/boot/afterPaint.ts, before
 * their first paint; the website's entry), and the boot waits for it, a bounded time, before its
 * first use (`intlWarmed`).
 *
 * The worker's script is `warmIntlWorker` below, written out by the build as a file of its own
 * (build/intlWarmPlugin.ts); where the page has none (the unit tests), the boot goes on at once.
 */

import type { TrustedTypesFactory } from './trustedTypes';

/** The longest the boot waits for the worker: past it, the page builds the tables itself. */
export const INTL_WARM_WAIT_MS = 250;

/** The part of a worker's global scope the worker's script uses. */
export interface IntlWarmScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: string): void;
  close(): void;
}

/**
 * The worker's script (the build writes this function's own source into the file, so it names nothing
 * outside itself): on the page's locale, the calls that build the number, date and plural tables.
 */
export function warmIntlWorker(scope: IntlWarmScope): void {
  scope.onmessage = (event) => {
    const locale = typeof event.data === 'string' ? event.data : 'es-MX';
    try {
      Intl.NumberFormat.supportedLocalesOf(locale);
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1);
      Intl.DateTimeFormat.supportedLocalesOf(locale);
      new Intl.DateTimeFormat(locale).format(0);
      new Intl.PluralRules(locale).select(1);
    } catch {
      // An engine without one of them: the page does without the head start.
    }
    scope.postMessage('warm');
    scope.close();
  };
}

/** The worker file's text. */
export function intlWarmWorkerScript(): string {
  return `(${warmIntlWorker.toString()})(self);`;
}

/** The page's window as this module uses it. */
export type IntlWarmWindow = Pick<Window, 'setTimeout'> & {
  Worker?: typeof Worker;
  trustedTypes?: TrustedTypesFactory;
  __CUOTA_INTL_WARM__?: Promise<unknown>;
};

/**
 * Starts the worker on `url` with the page's locale and leaves the promise of its answer (or of its
 * failure) on the window for the boot. Written into the prerendered pages' inline starter as its own
 * source, so it names nothing outside itself. Under the CSP's Trusted Types (`require-trusted-types-for
 * 'script'`) the worker's address goes through a policy of the page's script policy name
 * (`'allow-duplicates'`), this one able to name this one file only.
 */
export function startIntlWarm(win: IntlWarmWindow, url: string, locale: string): void {
  try {
    if (win.__CUOTA_INTL_WARM__ || !win.Worker) return;
    const policy = win.trustedTypes?.createPolicy('cuota-boot', { createScriptURL: () => url });
    const worker = new win.Worker(policy ? policy.createScriptURL(url) : url);
    win.__CUOTA_INTL_WARM__ = new Promise((resolve) => {
      worker.onmessage = worker.onerror = resolve;
    });
    worker.postMessage(locale);
  } catch {
    // No worker here (a policy or an engine that refuses it): the boot builds the tables itself.
  }
}

/** The boot's wait: the worker's tables, or `INTL_WARM_WAIT_MS`, whichever comes first. */
export function intlWarmed(win: IntlWarmWindow): Promise<unknown> {
  return Promise.race([
    win.__CUOTA_INTL_WARM__,
    new Promise((resolve) => {
      win.setTimeout(resolve, INTL_WARM_WAIT_MS);
    }),
  ]);
}
