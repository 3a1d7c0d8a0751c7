import { useEffect } from 'react';

let shown = false;
let waiting: (() => void)[] = [];

/** Runs `listener` once the entry's first page is on screen with its effects run (at once if it is). */
export function onFirstPageShown(listener: () => void): void {
  if (shown) listener();
  else waiting.push(listener);
}

function pageShown(): void {
  if (shown) return;
  shown = true;
  const listeners = waiting;
  waiting = [];
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // One listener's failure does not keep the others from running.
    }
  }
}

/**
 * Placed after a page inside its Suspense boundary: its effect runs once the page has mounted and run its
 * own effects (its `pageOpened`), never while the boundary shows its fallback. The native handshake waits
 * for it, so an event the host held until `hello` reaches a page that is open and can act on it.
 */
export function PageShown() {
  useEffect(() => pageShown(), []);
  return null;
}
