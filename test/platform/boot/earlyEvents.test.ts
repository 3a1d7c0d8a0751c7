import vm from 'node:vm';
import {
  captureEarlyEvents,
  EARLY_EVENTS_KEY,
  EARLY_GIVE_UP_MS,
  EARLY_REPLAY_MARK,
  EARLY_WAITING_ATTRIBUTE,
  earlyEventsScript,
  replayEarlyEvents,
} from '../../../src/platform/boot/earlyEvents';

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

/** jsdom's performance has no User Timing: the marks the replay sets. */
const mark = jest.fn();
beforeEach(() => {
  mark.mockClear();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
});
afterEach(() => {
  // A test's inline script stops listening, as the app's replay makes it.
  const early: unknown = Reflect.get(window, EARLY_EVENTS_KEY);
  if (early && typeof Reflect.get(early, 'take') === 'function')
    Reflect.get(early, 'take').call(early);
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

  it('replays the kept taps in order once the app is there, each control once', () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    tap(get('#captcha'));
    tap(get('[data-testid="pay"]'));
    tap(get('[data-testid="pay"]'));
    tap(get('[data-testid="pay"]'));
    const seen = listenLikeReact(root);
    expect(replayEarlyEvents(document, window)).toBe(2);
    expect(seen).toEqual(['click Cambiar imagen', 'click Pagar']);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    expect(document.body.hasAttribute(EARLY_WAITING_ATTRIBUTE)).toBe(false);
    expect(mark).toHaveBeenCalledWith(EARLY_REPLAY_MARK, { detail: { kept: 2 } });
    // From now on the app takes taps itself: nothing is kept or replayed twice.
    tap(get('#captcha'));
    expect(seen).toEqual(['click Cambiar imagen', 'click Pagar', 'click Cambiar imagen']);
    expect(replayEarlyEvents(document, window)).toBe(0);
  });

  it("keeps a form's submit by Enter and submits it once, through the form's own handler", () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    const form = get<HTMLFormElement>('form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const seen = listenLikeReact(root);
    expect(replayEarlyEvents(document, window)).toBe(1);
    expect(seen).toEqual(['submit']);
  });

  it('toggles a box through its label after the app is there, not before', () => {
    const { root, get } = paintPage();
    captureEarlyEvents(document, window);
    const box = get<HTMLInputElement>('input[name="agree"]');
    tap(box.closest('label') as Element);
    expect(box.checked).toBe(false);
    const seen = listenLikeReact(root);
    replayEarlyEvents(document, window);
    expect(box.checked).toBe(true);
    expect(seen).toContain('click Acepto');
  });

  it('leaves links, text fields, disabled buttons and what is outside the page alone', () => {
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
    expect(replayEarlyEvents(document, window)).toBe(0);
  });

  it('finds a control again by its test id or id when the page was rendered afresh, and drops the rest', () => {
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
    expect(replayEarlyEvents(document, window)).toBe(2);
    expect(seen).toEqual(['click Pay', 'click Change image']);
  });

  it('finds a control with no id again at its place, only when it is the same kind of control', () => {
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
    expect(replayEarlyEvents(document, window)).toBe(1);
    expect(seen).toEqual(['click Get code']);
  });

  it('lets go of the taps when the app is not there 10 s after the page loaded (its scripts failed)', () => {
    jest.useFakeTimers();
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
      expect(replayEarlyEvents(document, window)).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the taps when the app takes them in time', () => {
    jest.useFakeTimers();
    try {
      const { root, get } = paintPage();
      captureEarlyEvents(document, window);
      tap(get('[data-testid="pay"]'));
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EARLY_GIVE_UP_MS - 1);
      const seen = listenLikeReact(root);
      expect(replayEarlyEvents(document, window)).toBe(1);
      jest.advanceTimersByTime(EARLY_GIVE_UP_MS);
      expect(seen).toEqual(['click Pagar']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('replays nothing and throws nothing on a page built without the inline script', () => {
    paintPage();
    expect(replayEarlyEvents(document, window)).toBe(0);
    Object.defineProperty(window, EARLY_EVENTS_KEY, { value: { take: 'no' }, configurable: true });
    expect(replayEarlyEvents(document, window)).toBe(0);
  });
});

describe('the inline script the build writes', () => {
  it('names nothing outside itself and leaves the same contract on the window', () => {
    const script = earlyEventsScript();
    expect(script).toContain(`'${EARLY_EVENTS_KEY}'`);
    expect(script).toContain(`'${EARLY_WAITING_ATTRIBUTE}'`);
    expect(script).toContain(`}, ${EARLY_GIVE_UP_MS})`);
    const { root, get } = paintPage();
    // Only the page's globals: the written-out source must run without this module.
    const page = {
      document,
      window,
      Set,
      Element,
      HTMLAnchorElement,
      HTMLLabelElement,
      HTMLInputElement,
      HTMLFormElement,
      setTimeout,
    };
    vm.runInNewContext(script, page);
    tap(get('[data-testid="pay"]'));
    const seen = listenLikeReact(root);
    expect(replayEarlyEvents(document, window)).toBe(1);
    expect(seen).toEqual(['click Pagar']);
  });
});
