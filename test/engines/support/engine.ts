import fs from 'node:fs';
import path from 'node:path';
import { EARLY_REPLAY_MARK } from '../../../src/platform/boot/earlyHandOver';

/**
 * The engine-neutral page the WebKit and Gecko smoke journeys drive (test/engines/support/journeys.ts):
 * a handful of primitives each engine implements over its own protocol (classic W3C WebDriver for
 * WebKit, WebDriver BiDi through puppeteer-core for Gecko), and the waits and finders built on them here.
 */

/** What a journey looks for, found in the page by `locate` below (roughly as a user or a screen reader would). */
export interface Query {
  /** A CSS selector. */
  css?: string;
  /** A role: the native elements that have it and those that say it with `role=`. */
  role?: 'button' | 'link' | 'checkbox' | 'radio' | 'heading' | 'dialog' | 'img';
  /** The accessible name with `role`: the exact text, or a pattern's source. */
  name?: string | { re: string };
  /** A form field by its label (a <label>, aria-label or aria-labelledby). */
  label?: string;
  /** The innermost element whose text contains this. */
  text?: string;
  /** Only inside the visible elements matching this selector (e.g. 'dialog[open]'). */
  within?: string;
  /** Also an element that is not shown (a visually hidden file input). */
  hidden?: boolean;
}

/** What `locate` returns: the element, or one of its properties. */
export type Read = 'element' | 'tap' | 'text' | 'disabled' | 'checked' | 'value';

/**
 * Runs in the page (its source is sent to the engine, so it names nothing outside itself): the first
 * element matching `q`, shown unless `q.hidden`, or `read` of it (null when there is none). 'tap': the
 * element a finger touches, a tiny native radio or checkbox (drawn by its card) swapped for its label.
 */
export function locate(q: Query, read: Read): Element | Json {
  const ROLES: Record<string, string> = {
    button: 'button,[role="button"],input[type="button"],input[type="submit"]',
    link: 'a[href],[role="link"]',
    checkbox: 'input[type="checkbox"],[role="checkbox"]',
    radio: 'input[type="radio"],[role="radio"]',
    heading: 'h1,h2,h3,h4,h5,h6,[role="heading"]',
    dialog: 'dialog[open],[role="dialog"],[role="alertdialog"]',
    img: 'img,[role="img"]',
  };
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return clean(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const aria = el.getAttribute('aria-label');
    if (aria) return clean(aria);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return clean(
        Array.from(labels)
          .map((l) => l.textContent)
          .join(' '),
      );
    if (el instanceof HTMLImageElement) return clean(el.alt);
    return clean(el.textContent);
  };
  const named = (el: Element, want: string | { re: string }) => {
    const name = nameOf(el);
    return typeof want === 'string' ? name === want : new RegExp(want.re).test(name);
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const roots: Element[] = q.within
    ? Array.from(document.querySelectorAll(q.within)).filter(shown)
    : [document.body];
  const found: Element[] = [];
  for (const root of roots) {
    if (q.css) found.push(...Array.from(root.querySelectorAll(q.css)));
    else if (q.role) {
      const want = q.name;
      found.push(
        ...Array.from(root.querySelectorAll(ROLES[q.role])).filter(
          (el) => want === undefined || named(el, want),
        ),
      );
    } else if (q.label) {
      const label = q.label;
      found.push(
        ...Array.from(root.querySelectorAll('input,textarea,select')).filter(
          (el) => nameOf(el) === label,
        ),
      );
    } else if (q.text) {
      const text = q.text;
      const has = (el: Element) => clean(el.textContent).includes(text);
      found.push(
        ...Array.from(root.querySelectorAll('*')).filter(
          (el) =>
            !/^(SCRIPT|STYLE|TEMPLATE)$/.test(el.tagName) &&
            has(el) &&
            !Array.from(el.children).some(has),
        ),
      );
    }
  }
  const el = found.find((candidate) => q.hidden || shown(candidate)) ?? null;
  if (!el) return null;
  if (read === 'text') return clean(el.textContent);
  if (read === 'disabled' || read === 'checked' || read === 'value')
    return (el as unknown as Record<string, Json>)[read] ?? null;
  if (read === 'tap' && el instanceof HTMLInputElement && /^(radio|checkbox)$/.test(el.type)) {
    const box = el.getBoundingClientRect();
    const label = el.labels?.[0];
    if ((box.width < 8 || box.height < 8) && label) return label;
  }
  return el;
}

/** JSON-like values that cross into the page and back. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

export const screenshotDir = path.resolve(__dirname, '../../../test-results/screenshots/engines');

export class WaitTimeout extends Error {}

/**
 * One browser tab of one engine. `H` is the engine's element handle. Subclasses give the primitives;
 * the finders and waits are shared.
 */
export abstract class EnginePage<H = unknown> {
  abstract readonly engine: 'webkit' | 'gecko';

  /** Opens `url` and waits for the document (WebKit: its load event; Gecko: DOMContentLoaded), not for the app. */
  abstract goto(url: string): Promise<void>;
  /** Starts opening `url` from the current page and returns at once. */
  protected abstract navigateSoon(url: string): Promise<void>;
  abstract url(): Promise<string>;
  /** Runs `fn` in the page (its source: it names nothing outside) with JSON arguments; its awaited JSON result. */
  abstract evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The element `locate(q, 'element' | 'tap')` finds, or null. */
  protected abstract locateHandle(q: Query, read: 'element' | 'tap'): Promise<H | null>;
  /** A click with the engine's own pointer input, at the element's middle. */
  protected abstract clickHandle(handle: H): Promise<void>;
  /** Replaces the field's text by typing `text` (key by key) over it. */
  protected abstract fillHandle(handle: H, text: string): Promise<void>;
  /** Gives a file input these files as if picked. */
  protected abstract setFilesHandle(handle: H, files: string[]): Promise<void>;
  protected abstract screenshotPng(): Promise<Buffer>;
  /** Page errors (console errors, uncaught exceptions, rejections) since the last call. */
  abstract takeErrors(): Promise<string[]>;
  abstract close(): Promise<void>;

  /**
   * Opens `url` without waiting for its load: returns once the new document is there (the old one,
   * marked first, is gone), painted or not.
   */
  async startGoto(url: string): Promise<void> {
    await this.evaluate(() => {
      (window as unknown as Record<string, boolean>).__cuotaEnginesLeft = true;
    });
    await this.navigateSoon(url);
    await this.waitUntil(
      `on ${url}`,
      (origin: string) =>
        !(window as unknown as Record<string, boolean>).__cuotaEnginesLeft &&
        location.href.startsWith(origin) &&
        !!document.body,
      [new URL(url).origin],
    );
  }

  /** Waits until the page has an element for `q` and returns it. */
  async find(q: Query, { timeout = 10_000, tap = false } = {}): Promise<H> {
    return this.poll(
      `showing ${JSON.stringify(q)}`,
      () => this.locateHandle(q, tap ? 'tap' : 'element'),
      timeout,
    );
  }

  /**
   * Calls `attempt` every 100 ms until it gives a truthy value, and returns that. An error (the page
   * navigating away under the call) counts as not yet; the last one is named on timeout.
   */
  private async poll<T>(
    what: string,
    attempt: () => Promise<T | null | undefined>,
    timeout: number,
  ): Promise<T> {
    const deadline = Date.now() + timeout;
    let failure = '';
    for (;;) {
      try {
        const value = await attempt();
        if (value) return value;
      } catch (error) {
        failure = ` (last error: ${(error as Error).message})`;
      }
      if (Date.now() > deadline)
        throw new WaitTimeout(`${this.engine}: still not ${what} after ${timeout} ms${failure}`);
      await sleep(100);
    }
  }

  async click(q: Query, options: { timeout?: number } = {}): Promise<void> {
    await this.clickHandle(await this.find(q, { ...options, tap: true }));
  }

  async fill(q: Query, text: string): Promise<void> {
    await this.fillHandle(await this.find(q), text);
  }

  async setFiles(q: Query, files: string[]): Promise<void> {
    await this.setFilesHandle(await this.find({ ...q, hidden: true }), files);
  }

  /** Waits until `fn` in the page returns a truthy value, and returns it. */
  waitUntil<A extends unknown[], R>(
    what: string,
    fn: (...args: A) => R,
    args: A,
    timeout = 10_000,
  ): Promise<Awaited<R>> {
    return this.poll(what, () => this.evaluate(fn, ...args), timeout);
  }

  /** Waits until the address matches. */
  async waitForUrl(pattern: RegExp, timeout = 10_000): Promise<URL> {
    let last = '';
    try {
      return await this.poll(
        `at an address matching ${pattern}`,
        async () => {
          last = await this.url();
          return pattern.test(last) ? new URL(last) : null;
        },
        timeout,
      );
    } catch (error) {
      throw new WaitTimeout(`${(error as Error).message}; at ${last}`);
    }
  }

  /** The text of the element for `q` (whitespace collapsed), once there is one. */
  async textOf(q: Query): Promise<string> {
    await this.find(q);
    return String(await this.evaluate(locate, q, 'text'));
  }

  /** A property of the element for `q` (disabled, checked, value), once there is one. */
  async property(q: Query, name: 'disabled' | 'checked' | 'value'): Promise<Json> {
    await this.find(q);
    return (await this.evaluate(locate, q, name)) as Json;
  }

  /** Waits until the app has taken over the page (its first page shown: the early-tap keeper's mark). */
  async appLive(timeout = 15_000): Promise<void> {
    await this.waitUntil(
      'taken over by the app',
      (mark: string) => performance.getEntriesByName(mark, 'mark').length > 0,
      [EARLY_REPLAY_MARK],
      timeout,
    );
  }

  /** Saves the visible screen under test-results/screenshots/engines/<engine>-<name>.png. */
  async screenshot(name: string): Promise<string> {
    fs.mkdirSync(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, `${this.engine}-${name}.png`);
    fs.writeFileSync(file, await this.screenshotPng());
    return file;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
