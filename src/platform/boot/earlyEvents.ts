/**
 * Taps and typing before the page's scripts run (the event contract of Angular's event replay and
 * React's replay of discrete events, for the time before React is there at all). A prerendered page
 * paints its controls long before its scripts take them over (seconds on a slow phone): a small inline
 * script, `captureEarlyEvents`, in the head of every built page, keeps each tap on a control (a click,
 * Enter or Space on a button, a form's implicit submit by Enter) from doing nothing or the browser's
 * default, and hands them to the app, in order, once its first page is hydrated with its effects run
 * (`replayEarlyEvents`, src/runtime/mount.tsx and the website's entry). Until then the page is marked busy
 * (`aria-busy` on the body, outside React's markup) and shows a thin progress bar. Each control replays
 * at most once, so a burst of taps on a money-moving submit is one submit. Text typed into the
 * prerendered fields is handed over too, as if typed again into the app's field (its formatter, its
 * length, the caret where it was, the focus kept).
 *
 * The keeper holds as long as the app is on its way, however slow the phone: the app says it has
 * started (`holdEarlyEvents`, the first thing its boot does), and the keeper lets go only when it never
 * started (`EARLY_GIVE_UP_MS` after the load event: its scripts failed) or never took over
 * (`EARLY_HOLD_MS` after it started). A page the app renders afresh (another language, brand or path)
 * stays on screen, its taps kept and its fields taking what is typed, until the app's first page is
 * ready (`freshContainer`): no loading state replaces a form the borrower is typing in.
 *
 * Links to other pages are left to the browser (they work before any script); a link to an anchor in
 * the page jumps there at once, as the app's do. A file picker cannot be opened by a replayed tap (the
 * browser wants the user's own gesture): those controls are shown not ready until hydrated instead
 * (src/ui/form).
 */

import type { EarlyEvent, EarlyEvents } from './earlyHandOver';

/**
 * The inline script. The build writes this function's own source into each page's head (build/
 * preloadChunksPlugin.ts), so it names nothing outside itself: the key, attribute, mark and times are
 * the constants of earlyHandOver.ts, written out (test/platform/boot/earlyEvents.test.ts holds them equal). A link to
 * another page is left alone (it works without scripts), one to an anchor in the page jumps there; a
 * label is kept only when it toggles a box; a control the app has drawn since the page was parsed is
 * the app's at once.
 */
export function captureEarlyEvents(doc: Document, win: Window): void {
  const kept: EarlyEvent[] = [];
  const seen = new Set<Element>();
  const CONTROLS =
    'button,[role="button"],[role="tab"],[role="radio"],[role="checkbox"],[role="switch"],' +
    '[role="option"],[role="menuitem"],input[type="checkbox"],input[type="radio"],' +
    'input[type="submit"],input[type="button"],summary,label,a';
  const rootOf = () => doc.getElementById('root');
  // The page's own markup, once parsed: the app's scripts run after that.
  let prerendered: WeakSet<Element> | null = null;
  doc.addEventListener('DOMContentLoaded', () => {
    prerendered = new WeakSet(rootOf()?.querySelectorAll('*') ?? []);
  });
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
  const busy = (on: boolean) => {
    for (const name of ['aria-busy', 'data-early-taps'])
      if (on) doc.body.setAttribute(name, name === 'aria-busy' ? 'true' : '');
      else doc.body.removeAttribute(name);
  };
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
    busy(true);
  };
  const inPage = (el: Element) => !!rootOf()?.contains(el) && (!prerendered || prerendered.has(el));
  const onClick = (event: Event) => {
    const from = event.target;
    const control = from instanceof Element ? from.closest(CONTROLS) : null;
    if (!control || !inPage(control)) return;
    const href = control.getAttribute('href');
    if (control instanceof HTMLAnchorElement && href) {
      // An anchor in the page jumps at once, as the app's do (focus on its heading, the address
      // unchanged: no history entry for the app's router to take in while it hydrates the page).
      let to: HTMLElement | null = null;
      try {
        to = href[0] === '#' ? doc.getElementById(decodeURIComponent(href.slice(1))) : null;
      } catch {
        // Not an address: the browser's.
      }
      if (!to) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      to.scrollIntoView({ block: 'start' });
      to.focus({ preventScroll: true });
      return;
    }
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
  let keeping = true;
  let timer = 0;
  let fresh: HTMLElement | null = null;
  const letGo = () => {
    keeping = false;
    win.clearTimeout(timer);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    busy(false);
    return kept.splice(0);
  };
  const giveUpIn = (ms: number) => {
    win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      letGo();
      // An app rendering afresh that never got to its first page shows what it has.
      if (fresh) early.take();
    }, ms);
  };
  /** A kept control again in `root`: itself, else by its locator or its place, if the same kind. */
  const foundAgain = (root: Element, event: EarlyEvent): Element | null => {
    if (event.target.isConnected) return event.target;
    let found: Element | null | undefined = event.locator
      ? root.querySelector(event.locator)
      : root;
    if (!event.locator) for (const step of event.path) found = found?.children[step];
    return found && signatureOf(found) === event.signature ? found : null;
  };
  /** Replays the taps from `index` on, in order; one on a busy control waits for it to be ready. */
  const replay = (events: EarlyEvent[], targets: (Element | null)[], index: number): void => {
    for (let i = index; i < events.length; i += 1) {
      const target = targets[i];
      if (!target?.isConnected) continue;
      if ((target as HTMLButtonElement).disabled) {
        let waiting = true;
        const go = (next: number) => {
          if (!waiting) return;
          waiting = false;
          watch.disconnect();
          replay(events, targets, next);
        };
        const watch = new MutationObserver(() => {
          if (!(target as HTMLButtonElement).disabled) go(i);
        });
        watch.observe(target, { attributeFilter: ['disabled'] });
        win.setTimeout(() => go(i + 1), 10000);
        return;
      }
      if (events[i].kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  };
  let taken = false;
  const early: EarlyEvents = {
    hold() {
      if (keeping) giveUpIn(60000);
    },
    aside(root) {
      fresh = root.cloneNode() as HTMLElement;
      fresh.hidden = true;
      root.after(fresh);
      return fresh;
    },
    take() {
      if (taken) return 0;
      taken = true;
      const page = rootOf();
      const root = fresh ?? page;
      const focused = doc.activeElement;
      // What was typed, read before anything moves: each field the browser holds a value of its own
      // in, and the one with the focus.
      const typed = [
        ...(page?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input,textarea') ?? []),
      ]
        .filter((field) => field.value !== field.defaultValue || field === focused)
        .map((field) => {
          let caret: [number | null, number | null] = [null, null];
          try {
            caret = [field.selectionStart, field.selectionEnd];
          } catch {
            // A field with no caret (an e-mail input in some engines).
          }
          return { field, value: field.value, caret };
        });
      if (fresh && page) {
        page.remove();
        fresh.hidden = false;
        fresh = null;
      }
      // Each typed field's own in the page shown: itself, or the one of its name rendered afresh.
      const into = typed.map(({ field }) =>
        root === page
          ? field
          : [...(root?.querySelectorAll<typeof field>(field.tagName) ?? [])].find(
              (other) => other.name === field.name,
            ),
      );
      const events = keeping ? letGo() : [];
      const targets = events.map((event) => (root ? foundAgain(root, event) : null));
      try {
        win.performance.mark('cuota:early-taps-replayed', { detail: { kept: events.length } });
      } catch {
        // A browser without User Timing marks: nothing but the figure is lost.
      }
      // Once the app's effects are done (React takes typing in then, as from a finger), the text
      // typed again into each field, then the taps, whose handlers read it.
      win.queueMicrotask(() => {
        typed.forEach(({ field, value, caret }, index) => {
          const input = into[index];
          if (!input) return;
          // React's change tracking believed the field empty: the typed text is a change to it.
          input.value = '';
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(
            input,
            value,
          );
          if (field === focused) {
            input.focus();
            try {
              input.setSelectionRange(caret[0], caret[1]);
            } catch {
              // A field with no caret.
            }
          }
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });
        replay(events, targets, 0);
      });
      return targets.filter((target) => target?.isConnected).length;
    },
  };
  Object.defineProperty(win, '__cuotaEarlyEvents', { value: early, configurable: true });
  // No app by 10 s after the load event: its scripts failed; the page is plain HTML again.
  win.addEventListener('load', () => {
    if (keeping && timer === 0) giveUpIn(10000);
  });
}

/** The inline script's text: the function above, called on the page's document and window. */
export function earlyEventsScript(): string {
  return `(${captureEarlyEvents.toString()})(document, window);`;
}
