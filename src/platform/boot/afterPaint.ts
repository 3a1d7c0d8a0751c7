/**
 * A prerendered page's scripts run after its first paint: the page's HTML names them as
 * `<link rel="preload" as="script" data-after-paint>` (fetched at once, in parallel), and its early
 * script, which runs first, adds them as scripts, in their order, once the browser has painted the
 * prerendered page. On a slow phone the page then shows before the app's scripts take the main
 * thread, even when they arrive quickly. The build writes the links (src/app/preloadChunksPlugin.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** Where no paint comes (a tab in the background), the scripts start after this long all the same. */
export const AFTER_PAINT_FALLBACK_MS = 1000;

/** Calls `then` once the page has painted: its paint timing entry, else the task after a frame. */
function afterFirstPaint(win: Window, then: () => void): void {
  const Observer = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      win.setTimeout(then, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // The frame callback runs just before the paint; the task it queues, just after.
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
}

export function runScriptsAfterPaint(doc: Document = document, win: Window = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`)) {
      const script = doc.createElement('script');
      script.src = link.href;
      // Dynamically added scripts run as they arrive; these must run in the page's order.
      script.async = false;
      doc.head.append(script);
    }
  };
  try {
    afterFirstPaint(win, start);
  } catch {
    // Neither paint entries nor frames here: the fallback below starts them.
  }
  win.setTimeout(start, AFTER_PAINT_FALLBACK_MS);
}
