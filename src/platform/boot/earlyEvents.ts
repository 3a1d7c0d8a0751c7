/**
 * Taps made before the page's scripts run (the event contract of Angular's event replay and React's
 * replay of discrete events, for the time before React is there at all). A prerendered page paints
 * its controls long before its scripts take them over (about 2 s on a slow phone): a small inline
 * script, `captureEarlyEvents`, in the head of every built page, keeps each tap on a control (a click,
 * Enter or Space on a button, a form's implicit submit by Enter) from doing nothing or the browser's
 * default, and the app replays them, in order, once its first page is hydrated with its effects run
 * (`replayEarlyEvents`, src/app/mount.tsx and the website's entry). Until then the page is marked busy
 * (`aria-busy` on the body, outside React's markup) and shows a thin progress bar. Each control replays
 * at most once, so a burst of taps on a money-moving submit is one submit. Typed text needs nothing
 * here: the fields keep it and the forms take it at hydration (src/ui/form).
 *
 * Plain links are left to the browser (they work before any script), and a file picker cannot be
 * opened by a replayed tap (the browser wants the user's own gesture): those controls are shown not
 * ready until hydrated instead (src/ui/form).
 */

/** The window property the inline script leaves for the app. */
export const EARLY_EVENTS_KEY = '__cuotaEarlyEvents';

/** The attribute the inline script sets on <body> while taps wait for the app (theme.css draws it). */
export const EARLY_WAITING_ATTRIBUTE = 'data-early-taps';

/** The performance mark set when the app takes over the kept taps (the end of the page's inert time). */
export const EARLY_REPLAY_MARK = 'cuota:early-taps-replayed';

/**
 * How long after the page's load event the inline script waits for the app before it lets go: a page
 * whose scripts failed stays usable as plain HTML (its links, its fields) and does not look busy forever.
 */
export const EARLY_GIVE_UP_MS = 10_000;

/** One kept tap: a control's click or a form's submit. */
export interface EarlyEvent {
  kind: 'click' | 'submit';
  target: Element;
  /** The control's `data-testid`, `id` or `name`: where it is found again if its markup was replaced. */
  locator: string | null;
  /** Where it sat under #root (child indexes): where it is found again when it has no locator. */
  path: number[];
  /** Its tag, classes and type (`signatureOf`): a control found again must be the same kind. */
  signature: string;
}

/** What a control found again in new markup must share with the one tapped (the inline script's own). */
export const signatureOf = (el: Element): string =>
  `${el.tagName}|${el.getAttribute('class') ?? ''}|${el.getAttribute('type') ?? ''}`;

/** What the inline script leaves on the window. */
export interface EarlyEvents {
  /** Stops keeping taps and hands over those kept, in order. */
  take(): EarlyEvent[];
}

declare global {
  interface Window {
    /** The inline script's keeper (`captureEarlyEvents`), on every built page. */
    [EARLY_EVENTS_KEY]?: EarlyEvents;
  }
}

/**
 * The inline script. The build writes this function's own source into each page's head (build/
 * preloadChunksPlugin.ts), so it names nothing outside itself: the key and attribute are the constants
 * above, written out (test/platform/boot/earlyEvents.test.ts holds them equal); when the app has not
 * taken the taps `EARLY_GIVE_UP_MS` after the load event (its scripts failed), it lets go of them. A link with an address
 * is left alone (it works without scripts); a label is kept only when it toggles a box.
 */
export function captureEarlyEvents(doc: Document, win: Window): void {
  const kept: EarlyEvent[] = [];
  const seen = new Set<Element>();
  const CONTROLS =
    'button,[role="button"],[role="tab"],[role="radio"],[role="checkbox"],[role="switch"],' +
    '[role="option"],[role="menuitem"],input[type="checkbox"],input[type="radio"],' +
    'input[type="submit"],input[type="button"],summary,label,a';
  const locatorOf = (el: Element): string | null => {
    for (const name of ['data-testid', 'id', 'name']) {
      const value = el.getAttribute(name);
      if (value) return `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;
    }
    return null;
  };
  const pathOf = (el: Element): number[] => {
    const path: number[] = [];
    for (let node = el; node.parentElement && node.id !== 'root'; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return path;
  };
  const signatureOf = (el: Element) =>
    `${el.tagName}|${el.getAttribute('class') ?? ''}|${el.getAttribute('type') ?? ''}`;
  const keep = (event: Event, kind: EarlyEvent['kind'], target: Element) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (seen.has(target)) return;
    seen.add(target);
    kept.push({
      kind,
      target,
      locator: locatorOf(target),
      path: pathOf(target),
      signature: signatureOf(target),
    });
    doc.body.setAttribute('aria-busy', 'true');
    doc.body.setAttribute('data-early-taps', '');
  };
  const inPage = (el: Element) => !!doc.getElementById('root')?.contains(el);
  const onClick = (event: Event) => {
    const from = event.target;
    const control = from instanceof Element ? from.closest(CONTROLS) : null;
    if (!control || !inPage(control)) return;
    if (control instanceof HTMLAnchorElement && control.getAttribute('href')) return;
    if (control instanceof HTMLLabelElement) {
      const box = control.control;
      if (!(box instanceof HTMLInputElement) || !/^(checkbox|radio)$/.test(box.type)) return;
    }
    if ('disabled' in control && control.disabled === true) return;
    keep(event, 'click', control);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && inPage(form)) keep(event, 'submit', form);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  let taken = false;
  const early: EarlyEvents = {
    take() {
      taken = true;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      return kept.splice(0);
    },
  };
  Object.defineProperty(win, '__cuotaEarlyEvents', { value: early, configurable: true });
  win.addEventListener('load', () =>
    win.setTimeout(() => {
      if (taken) return;
      early.take();
      doc.body.removeAttribute('aria-busy');
      doc.body.removeAttribute('data-early-taps');
    }, 10000),
  );
}

/** The inline script's text: the function above, called on the page's document and window. */
export function earlyEventsScript(): string {
  return `(${captureEarlyEvents.toString()})(document, window);`;
}

/**
 * The control of `event` in markup rendered afresh: by its locator, else where it sat; only when it is
 * the same kind of control (a structure that moved finds something else, which is dropped).
 */
function foundAgain(root: Element | null, event: EarlyEvent): Element | null {
  if (!root) return null;
  let found: Element | null | undefined = event.locator ? root.querySelector(event.locator) : root;
  if (!event.locator) for (const step of event.path) found = found?.children[step];
  return found && signatureOf(found) === event.signature ? found : null;
}

/**
 * Replays the taps kept before the app was there, in order, and ends the waiting: called once the
 * first page is hydrated and its effects have run. A control whose markup was replaced (the page
 * rendered afresh in another language) is found again by its locator or its place, when it is the same
 * kind of control; one not found is dropped.
 * Returns how many taps were replayed.
 */
export function replayEarlyEvents(doc: Document, win: Window): number {
  // Left by the inline script (a page built without it has none: nothing was kept).
  const early: Partial<EarlyEvents> | undefined = win[EARLY_EVENTS_KEY];
  if (typeof early?.take !== 'function') return 0;
  const events = early.take();
  try {
    win.performance.mark(EARLY_REPLAY_MARK, { detail: { kept: events.length } });
  } catch {
    // A browser without User Timing marks: nothing but the figure is lost.
  }
  // Where each one lands, decided before any runs: a replayed tap may open another page.
  const targets = events.map((event) => {
    if (event.target.isConnected) return event.target;
    return foundAgain(doc.getElementById('root'), event);
  });
  doc.body.removeAttribute('aria-busy');
  doc.body.removeAttribute(EARLY_WAITING_ATTRIBUTE);
  let replayed = 0;
  events.forEach((event, index) => {
    const target = targets[index];
    if (!target?.isConnected) return;
    if (event.kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
    else return;
    replayed += 1;
  });
  return replayed;
}
