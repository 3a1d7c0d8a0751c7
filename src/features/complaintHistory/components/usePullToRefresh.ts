import { useRef, useState, type TouchEvent } from 'react';

/** How far (px) a pull from the top of the page must go before releasing it refreshes. */
export const PULL_THRESHOLD_PX = 64;
/** The indicator stops growing here, however far the finger goes. */
const PULL_MAX_PX = 120;

function atTop(): boolean {
  const scroller = document.scrollingElement ?? document.documentElement;
  return scroller.scrollTop <= 0 && window.scrollY <= 0;
}

/**
 * Pull to refresh on touch screens: a touch that starts with the page scrolled to the top and moves down
 * more than PULL_THRESHOLD_PX arms it (the page shows its indicator); releasing it then calls `onRefresh`.
 * The page's own Refresh button serves mouse and keyboard users.
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
