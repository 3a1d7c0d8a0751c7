import type { BrowserContext, Page } from 'playwright-core';

/** Lighthouse's CPU slowdown (its `mobileSlow4G` settings). */
const LIGHTHOUSE_CPU_RATE = 4;

/**
 * Lighthouse's mobile throttling (its `mobileSlow4G` settings): the CPU 4x slower, a 150 ms round
 * trip, 1.6 Mbit/s down and 750 kbit/s up, applied to `page` through the DevTools protocol before it
 * loads anything. `cpuRate` stands for a slower phone (8: a low-end Android phone; 16: an old one
 * on a busy main thread) on the same network.
 */
export async function throttleLikeLighthouse(
  context: BrowserContext,
  page: Page,
  cpuRate = LIGHTHOUSE_CPU_RATE,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A first visit, as Lighthouse measures it: nothing from an earlier test's cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

/** The page's interactions as the Event Timing API measures them (INP's source). */
export interface Interactions {
  /** The longest interaction so far (its slowest event), in ms; 0 when there was none. */
  worst(): Promise<number>;
}

/** Records every event of an interaction (`interactionId` set) from the page's first script on. */
export async function watchInteractions(page: Page): Promise<Interactions> {
  await page.addInitScript(() => {
    const durations: number[] = [];
    Object.defineProperty(window, '__interactionDurations', { value: durations });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if ((entry as PerformanceEventTiming).interactionId) durations.push(entry.duration);
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    } catch {
      // No Event Timing: worst() answers 0 and the figure says so.
    }
  });
  return {
    worst: () =>
      page.evaluate(() => {
        const durations = Reflect.get(window, '__interactionDurations') as number[] | undefined;
        return Math.max(0, ...(durations ?? []));
      }),
  };
}
