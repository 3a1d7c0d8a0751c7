import type { Clock } from '../clock/types';

/** The bridge's own timers (time-outs, the queue's poll): injected so tests run on a virtual clock. */
export interface BridgeTimers {
  set(fire: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The global setTimeout (looked up at each call, so Jest's fake timers apply too). */
export const globalTimers: BridgeTimers = {
  set: (fire, ms) => setTimeout(fire, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Timers on a Clock (e.g. the virtual clock of the tests): a cleared timer's sleep ends unheard. */
export function clockTimers(clock: Clock): BridgeTimers {
  return {
    set(fire, ms) {
      const timer = { live: true };
      void clock.sleep(ms).then(() => {
        if (timer.live) fire();
      });
      return timer;
    },
    clear(handle) {
      if (typeof handle === 'object' && handle !== null && 'live' in handle) handle.live = false;
    },
  };
}
