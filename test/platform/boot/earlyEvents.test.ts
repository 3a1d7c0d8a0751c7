import vm from 'node:vm';
import { captureEarlyEvents, earlyEventsScript } from '../../../src/platform/boot/earlyEvents';
import {
  EARLY_BUSY_WAIT_MS,
  EARLY_EVENTS_KEY,
  EARLY_GIVE_UP_MS,
  EARLY_HOLD_MS,
  EARLY_REPLAY_MARK,
  EARLY_WAITING_ATTRIBUTE,
  freshContainer,
  holdEarlyEvents,
  replayEarlyEvents,
} from '../../../src/platform/boot/earlyHandOver';

const fragment = (html: string) => document.createRange().createContextualFragment(html);
const setBody = (html: string) => document.body.replaceChildren(fragment(html));

/** The prerendered page: controls inside #root, as the build writes them. */
function paintPage() {
  setBody(`
    <div id="root">
      <button type="button" data-testid="pay">Pagar</button>
      <button type="button" id="captcha">Cambiar imagen</button>
      <button type="button" disabled>Enviar</button>
      <a href="#contact">Contacto</a>
      <label><input type="checkbox" name="agree" /> Acepto</label>
      <label>Teléfono <input name="phone" /></label>
      <form aria-label="Registro"><input name="code" /><button type="submit">Solicitar</button></form>
    </div>
    <button type="button" id="outside">Fuera</button>`);
  const root = document.getElementById('root') as HTMLElement;
  const get = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  return { root, get };
}

/** What React's root listener would see once hydrated: the controls' clicks and the form's submits. */
function listenLikeReact(root: HTMLElement) {
  const seen: string[] = [];
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const control = target.closest('button, a, input, label');
    seen.push(`click ${control?.textContent?.trim() || control?.getAttribute('name')}`);
  });
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push('submit');
  });
  return seen;
}

const tap = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** The replay runs once the app's effects are done (a microtask after the take-over). */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Takes over as the app does, and waits for the replay. */
async function takeOver(): Promise<number> {
  const count = replayEarlyEvents(window);
  await settled();
  return count;
}

/** jsdom's performance has no User Timing: the marks the replay sets. */
const mark = jest.fn();
beforeEach(() => {
  mark.mockClear();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
});
afterEach(() => {
  // A test's inline script stops listening, as the app's replay makes it.
  replayEarlyEvents(window);
  Reflect.deleteProperty(window, EARLY_EVENTS_KEY);
  Reflect.deleteProperty(performance, 'mark');
});

describe('taps before the scripts run', () => {
  it('keeps a tap on a control from doing anything yet, and marks the page busy', () => {
    const { root, get } = paintPage();
    const seen = listenLikeReact(root);
    captureEarlyEvents(document, window);
    const pay = get('[data-testid="pay"]');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    pay.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    expect(document.body.hasAttribute(EARLY_WAITING_ATTRIBUTE)).toBe(true);
  });

  it('replays the kept taps in order once the app is there, each control once', async () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    tap(get('#captcha'));
    tap(get('[data-testid="pay"]'));
    tap(get('[data-testid="pay"]'));
    tap(get('[data-testid="pay"]'));
    const seen = listenLikeReact(root);
    expect(await takeOver()).toBe(2);
    expect(seen).toEqual(['click Cambiar imagen', 'click Pagar']);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    expect(document.body.hasAttribute(EARLY_WAITING_ATTRIBUTE)).toBe(false);
    expect(mark).toHaveBeenCalledWith(EARLY_REPLAY_MARK, { detail: { kept: 2 } });
    // From now on the app takes taps itself: nothing is kept or replayed twice.
    tap(get('#captcha'));
    expect(seen).toEqual(['click Cambiar imagen', 'click Pagar', 'click Cambiar imagen']);
    expect(await takeOver()).toBe(0);
    expect(seen).toHaveLength(3);
  });

  it("keeps a form's submit by Enter and submits it once, through the form's own handler", async () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    const form = get<HTMLFormElement>('form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const seen = listenLikeReact(root);
    expect(await takeOver()).toBe(1);
    expect(seen).toEqual(['submit']);
  });

  it('toggles a box through its label after the app is there, not before', async () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    const box = get<HTMLInputElement>('input[name="agree"]');
    tap(box.closest('label') as Element);
    expect(box.checked).toBe(false);
    const seen = listenLikeReact(root);
    await takeOver();
    expect(box.checked).toBe(true);
    expect(seen).toContain('click Acepto');
  });

  it('leaves links, text fields, disabled buttons and what is outside the page alone', async () => {
    const { get } = paintPage();
    captureEarlyEvents(document, window);
    const untouched = [
      get('a'),
      get('input[name="phone"]'),
      get('input[name="phone"]').closest('label') as Element,
      get('button[disabled]'),
      document.getElementById('outside') as Element,
    ];
    for (const el of untouched) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    expect(await takeOver()).toBe(0);
  });

  it('jumps to an anchor in the page at once, as the app does, the address unchanged', () => {
    const { root } = paintPage();
    root.append(fragment('<h2 id="arco" tabindex="-1">8. Derechos ARCO</h2>'));
    root.prepend(fragment('<a href="#arco">8. Derechos ARCO</a>'));
    const scrolled: string[] = [];
    const heading = document.getElementById('arco') as HTMLElement;
    heading.scrollIntoView = () => scrolled.push('arco');
    captureEarlyEvents(document, window);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a[href="#arco"]')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scrolled).toEqual(['arco']);
    expect(document.activeElement).toBe(heading);
    expect(window.location.hash).toBe('');
    // Nothing kept: the page is not busy.
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a control the app has drawn since the page was parsed to the app (an error screen)', () => {
    const { root } = paintPage();
    captureEarlyEvents(document, window);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    root.append(fragment('<button type="button" id="retry">Reintentar</button>'));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    (document.getElementById('retry') as Element).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    // The page's own controls are still kept.
    const pay = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('[data-testid="pay"]')?.dispatchEvent(pay);
    expect(pay.defaultPrevented).toBe(true);
  });

  it('replays a tap on a control busy at the take-over once it is ready, then the next ones', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const { root, get } = paintPage();
      captureEarlyEvents(document, window);
      tap(get('#captcha'));
      tap(get('[data-testid="pay"]'));
      const seen = listenLikeReact(root);
      // The app's first render: the captcha's image loads, its refresh button busy.
      get<HTMLButtonElement>('#captcha').disabled = true;
      expect(await takeOver()).toBe(2);
      expect(seen).toEqual([]);
      get<HTMLButtonElement>('#captcha').disabled = false;
      await settled();
      expect(seen).toEqual(['click Cambiar imagen', 'click Pagar']);
    } finally {
      jest.useRealTimers();
    }
  });

  it(`drops a tap whose control stays busy ${EARLY_BUSY_WAIT_MS / 1000} s, and replays the next ones`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const { root, get } = paintPage();
      captureEarlyEvents(document, window);
      tap(get('#captcha'));
      tap(get('[data-testid="pay"]'));
      const seen = listenLikeReact(root);
      get<HTMLButtonElement>('#captcha').disabled = true;
      await takeOver();
      jest.advanceTimersByTime(EARLY_BUSY_WAIT_MS);
      expect(seen).toEqual(['click Pagar']);
      get<HTMLButtonElement>('#captcha').disabled = false;
      await settled();
      expect(seen).toEqual(['click Pagar']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('finds a control again by its test id or id when the page was rendered afresh, and drops the rest', async () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    tap(get('[data-testid="pay"]'));
    tap(get('#captcha'));
    tap(get('input[name="agree"]'));
    // The app rendered another language: new nodes, the same ids.
    root.replaceChildren(
      fragment(
        '<button type="button" data-testid="pay">Pay</button><button type="button" id="captcha">Change image</button>',
      ),
    );
    const seen = listenLikeReact(root);
    expect(await takeOver()).toBe(2);
    expect(seen).toEqual(['click Pay', 'click Change image']);
  });

  it('finds a control with no id again at its place, only when it is the same kind of control', async () => {
    const code = '<div class="row"><input name="code" /><button type="button" class="get-code">';
    setBody(
      `<div id="root">${code}Obtener código</button></div><p><button type="button">Otro</button></p></div>`,
    );
    const root = document.getElementById('root') as HTMLElement;
    captureEarlyEvents(document, window);
    tap(root.querySelector('.get-code') as Element);
    tap(root.querySelector('p button') as Element);
    // Rendered afresh in English: the code button where it was; a link where the other button was.
    root.replaceChildren(fragment(`${code}Get code</button></div><p><a href="#x">Other</a></p>`));
    const seen = listenLikeReact(root);
    expect(await takeOver()).toBe(1);
    expect(seen).toEqual(['click Get code']);
  });

  it('lets go of the taps when the app has not started 10 s after the page loaded (its scripts failed)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const { get } = paintPage();
      captureEarlyEvents(document, window);
      tap(get('[data-testid="pay"]'));
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EARLY_GIVE_UP_MS - 1);
      expect(document.body.getAttribute('aria-busy')).toBe('true');
      jest.advanceTimersByTime(1);
      expect(document.body.hasAttribute('aria-busy')).toBe(false);
      expect(document.body.hasAttribute(EARLY_WAITING_ATTRIBUTE)).toBe(false);
      // The page is plain HTML again: a tap goes through, and a late app replays nothing.
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      get('#captcha').dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(await takeOver()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds the taps for an app that has started, however long after the load event its first page comes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const { root, get } = paintPage();
      captureEarlyEvents(document, window);
      tap(get('[data-testid="pay"]'));
      // The app's scripts run before the load event; its first page, on a slow phone, long after.
      holdEarlyEvents(window);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EARLY_HOLD_MS - 1);
      expect(document.body.getAttribute('aria-busy')).toBe('true');
      const seen = listenLikeReact(root);
      expect(await takeOver()).toBe(1);
      expect(seen).toEqual(['click Pagar']);
    } finally {
      jest.useRealTimers();
    }
  });

  it(`lets go ${EARLY_HOLD_MS / 1000} s after the app started when it never takes over (it hung)`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const { get } = paintPage();
      captureEarlyEvents(document, window);
      tap(get('[data-testid="pay"]'));
      holdEarlyEvents(window);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EARLY_HOLD_MS);
      expect(document.body.hasAttribute('aria-busy')).toBe(false);
      expect(await takeOver()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('replays nothing and throws nothing on a page built without the inline script', async () => {
    paintPage();
    expect(await takeOver()).toBe(0);
    expect(() => holdEarlyEvents(window)).not.toThrow();
    const root = document.getElementById('root') as HTMLElement;
    // The page rendered afresh without the keeper: #root emptied for it.
    expect(freshContainer(root, window)).toBe(root);
    expect(root.childNodes).toHaveLength(0);
  });
});

describe('text typed before the scripts run', () => {
  /** What React's change handling would see of a field: each input event's value and caret. */
  function listenToTyping(field: HTMLInputElement | HTMLTextAreaElement) {
    const typed: string[] = [];
    field.addEventListener('input', () => {
      typed.push(`${field.value}|${field.selectionStart ?? ''}`);
    });
    return typed;
  }

  it('hands what was typed to the hydrated field as typing, caret and focus where they were', async () => {
    const { get } = paintPage();
    captureEarlyEvents(document, window);
    const code = get<HTMLInputElement>('input[name="code"]');
    const phone = get<HTMLInputElement>('input[name="phone"]');
    code.value = '12a3';
    phone.value = '13912345678';
    phone.focus();
    phone.setSelectionRange(5, 5);
    const typedCode = listenToTyping(code);
    const typedPhone = listenToTyping(phone);
    await takeOver();
    expect(typedCode).toEqual(['12a3|4']);
    expect(typedPhone).toEqual(['13912345678|5']);
    expect(document.activeElement).toBe(phone);
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([5, 5]);
  });

  it('keeps the prerendered page on screen while the app renders afresh, then hands its fields over', async () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    tap(get('[data-testid="pay"]'));
    const fresh = freshContainer(root, window);
    expect(fresh).not.toBe(root);
    expect(fresh.hidden).toBe(true);
    expect(root.isConnected).toBe(true);
    // Typed into the prerendered page while the app renders the other language next to it.
    fresh.append(
      fragment(
        '<button type="button" data-testid="pay">Pay</button><label>Phone <input name="phone" /></label>',
      ),
    );
    const phone = get<HTMLInputElement>('input[name="phone"]');
    phone.value = '139123';
    phone.focus();
    const english = fresh.querySelector('input[name="phone"]') as HTMLInputElement;
    const typed = listenToTyping(english);
    const seen = listenLikeReact(fresh);
    expect(await takeOver()).toBe(1);
    expect(root.isConnected).toBe(false);
    expect(fresh.hidden).toBe(false);
    expect(document.getElementById('root')).toBe(fresh);
    expect(typed).toEqual(['139123|6']);
    expect(document.activeElement).toBe(english);
    expect(seen).toEqual(['click Pay']);
  });
});

describe('the inline script the build writes', () => {
  it('names nothing outside itself and leaves the same contract on the window', async () => {
    const script = earlyEventsScript();
    expect(script).toContain(`'${EARLY_EVENTS_KEY}'`);
    expect(script).toContain(`'${EARLY_WAITING_ATTRIBUTE}'`);
    expect(script).toContain(`'${EARLY_REPLAY_MARK}'`);
    expect(script).toContain(`giveUpIn(${EARLY_GIVE_UP_MS})`);
    expect(script).toContain(`giveUpIn(${EARLY_HOLD_MS})`);
    expect(script).toContain(`go(i + 1), ${EARLY_BUSY_WAIT_MS})`);
    const { root, get } = paintPage();
    // Only the page's globals: the written-out source must run without this module.
    const page = {
      document,
      window,
      Set,
      WeakSet,
      Event,
      Element,
      HTMLElement,
      HTMLAnchorElement,
      HTMLLabelElement,
      HTMLInputElement,
      HTMLFormElement,
      MutationObserver,
      Object,
      Array,
    };
    vm.runInNewContext(script, page);
    tap(get('[data-testid="pay"]'));
    const seen = listenLikeReact(root);
    expect(await takeOver()).toBe(1);
    expect(seen).toEqual(['click Pagar']);
  });
});
