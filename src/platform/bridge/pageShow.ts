import type { BridgeEvents } from './types';

/** What the page-show source needs of a window. */
export type PageShowTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Whether a `pageshow` event brought the page back from the back-forward cache. */
export const restoredFromCache = (event: Event): boolean =>
  'persisted' in event && event.persisted === true;

/** The page's window; null where there is none (a headless replay, the build's prerender). */
const pageWindow = (): PageShowTarget | null => (typeof window === 'undefined' ? null : window);

/**
 * The browser's own `resume`: a borrower who left the page for another site and came back with Back
 * gets it from the back-forward cache (`pageshow` with `persisted` true) exactly as it was left, amounts
 * and all. Each such return is emitted as the host's `resume`, so the pages that reload on resume
 * reload. A page's first show (`persisted` false) is nothing. Null without a window.
 */
export function pageShowEvents(target: PageShowTarget | null = pageWindow()): BridgeEvents | null {
  if (!target || typeof target.addEventListener !== 'function') return null;
  return {
    subscribe(listener) {
      const onPageShow = (event: Event) => {
        if (restoredFromCache(event)) listener('resume', null);
      };
      target.addEventListener('pageshow', onPageShow);
      return () => target.removeEventListener('pageshow', onPageShow);
    },
  };
}

/** The host's events and the page's returns from the back-forward cache, as one source. */
export function withPageShows(host: BridgeEvents, shows = pageShowEvents()): BridgeEvents {
  if (!shows) return host;
  return {
    subscribe(listener) {
      const stopHost = host.subscribe(listener);
      const stopShows = shows.subscribe(listener);
      return () => {
        stopHost();
        stopShows();
      };
    },
  };
}
