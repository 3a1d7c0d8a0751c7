/**
 * The hand-over between the inline keeper of taps and typing on a prerendered page (earlyEvents.ts,
 * written into each page's head) and the app that takes the page over: the names both sides use, what
 * the keeper leaves on the window, and the app's three calls to it (started, rendering afresh, ready).
 */

/** The window property the inline script leaves for the app. */
export const EARLY_EVENTS_KEY = '__cuotaEarlyEvents';

/** The attribute the inline script sets on <body> while taps wait for the app (theme.css draws it). */
export const EARLY_WAITING_ATTRIBUTE = 'data-early-taps';

/** The performance mark set when the app takes over the kept taps (the end of the page's inert time). */
export const EARLY_REPLAY_MARK = 'cuota:early-taps-replayed';

/**
 * How long after the page's load event the inline script waits for the app to start before it lets
 * go: the page's scripts run before its load event, so an app that has not started by then will not (its
 * scripts failed to load or to parse); the page stays usable as plain HTML (its links, its fields) and
 * does not look busy forever.
 */
export const EARLY_GIVE_UP_MS = 10_000;

/**
 * How long after the app started the inline script waits for its first page before it lets go: far
 * more than the slowest phone needs (the app live 20-30 s after the navigation at CPU 16x on a busy
 * machine), so only an app that hangs (a chunk that never comes) is given up on.
 */
export const EARLY_HOLD_MS = 60_000;

/**
 * How long a kept tap waits for its control to be ready again when the app's first render made it
 * busy (a captcha image loading under its refresh button): then it is replayed, or dropped after this.
 */
export const EARLY_BUSY_WAIT_MS = 10_000;

/** One kept tap: a control's click or a form's submit. */
export interface EarlyEvent {
  kind: 'click' | 'submit';
  target: Element;
  /** The control's `data-testid`, `id` or `name`: where it is found again if its markup was replaced. */
  locator: string | null;
  /** Where it sat under #root (child indexes): where it is found again when it has no locator. */
  path: number[];
  /** Its tag, classes and type: a control found again must be the same kind. */
  signature: string;
}

/** What the inline script leaves on the window. */
export interface EarlyEvents {
  /** The app has started: the keeper waits for its first page (up to `EARLY_HOLD_MS`). */
  hold(): void;
  /**
   * The app renders the page afresh: the container it renders into, hidden next to the prerendered
   * page, which stays on screen until the app's first page is ready (`take` swaps them).
   */
  aside(root: HTMLElement): HTMLElement;
  /**
   * The app's first page is ready: shows it (in place of the prerendered one it was rendered aside),
   * hands it the text typed so far, stops keeping taps and replays those kept, in order, once React
   * has taken the typed text in. Returns how many taps it replays (the first call only).
   */
  take(): number;
}

declare global {
  interface Window {
    /** The inline script's keeper (`captureEarlyEvents`), on every built page. */
    [EARLY_EVENTS_KEY]?: Partial<EarlyEvents>;
  }
}

/**
 * The app has started (the first thing its boot does): the inline script holds the taps for its first
 * page however slow the phone, instead of letting go 10 s after the load event.
 */
export function holdEarlyEvents(win: Window): void {
  win[EARLY_EVENTS_KEY]?.hold?.();
}

/**
 * Where the app renders a page it does not hydrate (another language, brand or path): a container
 * next to the prerendered page, hidden until its first page is ready, the prerendered page staying on
 * screen and usable meanwhile. Without the inline script, #root emptied.
 */
export function freshContainer(container: HTMLElement, win: Window): HTMLElement {
  const aside = win[EARLY_EVENTS_KEY]?.aside;
  if (container.firstChild && aside) return aside(container);
  container.replaceChildren();
  return container;
}

/**
 * The app's first page is hydrated (or rendered) with its effects run: the prerendered page gives way
 * to it, the text typed so far is handed to its fields, and the kept taps are replayed in order (a
 * control found again by its locator or place when its markup was replaced, one not found dropped).
 * Returns how many taps are replayed.
 */
export function replayEarlyEvents(win: Window): number {
  return win[EARLY_EVENTS_KEY]?.take?.() ?? 0;
}
