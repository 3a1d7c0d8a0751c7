import type { Clock } from './types';

/** The browser's clock. Sagas never call setTimeout directly: they call clock.sleep through context. */
export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/**
 * A virtual clock for tests and QA replay: sleep resolves only when time is advanced.
 * `advance(ms)` fires every timer due within the window, in order, letting promise
 * continuations run between firings so sagas can schedule their next sleep.
 */
export interface VirtualClock extends Clock {
  advance(ms: number): Promise<void>;
  /** Number of sleeps waiting to fire. */
  pending(): number;
}

export function createVirtualClock(start = 0): VirtualClock {
  let current = start;
  let seq = 0;
  let timers: { at: number; seq: number; resolve: () => void }[] = [];
  const flush = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  return {
    now: () => current,
    sleep(ms: number) {
      return new Promise<void>((resolve) => {
        seq += 1;
        timers.push({ at: current + Math.max(0, ms), seq, resolve });
      });
    },
    pending: () => timers.length,
    async advance(ms: number) {
      const target = current + ms;
      await flush();
      for (;;) {
        const due = timers
          .filter((t) => t.at <= target)
          .sort((a, b) => a.at - b.at || a.seq - b.seq);
        const next = due[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        current = next.at;
        next.resolve();
        await flush();
      }
      current = target;
    },
  };
}
