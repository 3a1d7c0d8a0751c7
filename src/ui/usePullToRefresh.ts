import { useRef, useState, type TouchEvent } from 'react';

/**
 * How far (px) a pull from the top of the page must go (strictly more) before releasing it refreshes.
 * The spec sets no number (section 9: pull-to-refresh values are widget defaults, not product limits).
 */
export const PULL_THRESHOLD_PX = 64;
/** The pull stops growing here, however far the finger goes. */
export const PULL_MAX_PX = 120;

function atTop(): boolean {
  const scroller = document.scrollingElement ?? document.documentElement;
  return scroller.scrollTop <= 0 && window.scrollY <= 0;
}

/**
 * Pull to refresh on touch screens, the one way of the app: a one-finger touch that starts with the page
 * scrolled to the top and moves down more than PULL_THRESHOLD_PX arms it (`armed`: the page shows its
 * indicator); releasing it then calls `onRefresh`, a cancelled touch does nothing. Spread `handlers` on
 * the pulled area. The page keeps a Refresh or Retry button for mouse and keyboard users.
 */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);

  const reset = () => {
    start.current = null;
    setPull(0);
  };

  const handlers = {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 && atTop() ? touch.clientY : null;
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      if (start.current === null || !touch) return;
      setPull(Math.max(0, Math.min(PULL_MAX_PX, touch.clientY - start.current)));
    },
    onTouchEnd() {
      const armed = start.current !== null && pull > PULL_THRESHOLD_PX;
      reset();
      if (armed) onRefresh();
    },
    onTouchCancel() {
      reset();
    },
  };

  return { pull, armed: pull > PULL_THRESHOLD_PX, handlers };
}
