import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { EnginePage, locate, type Query } from './engine';

/**
 * Gecko: Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (no geckodriver needed).
 * Page errors are BiDi log events: console errors and uncaught exceptions.
 */
export class GeckoPage extends EnginePage<ElementHandle> {
  readonly engine = 'gecko';
  private errors: string[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly profile: string,
  ) {
    super();
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      this.errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** A fresh Firefox profile in Spanish (Mexico) at a 375x812 phone viewport. */
  static async open(executablePath: string): Promise<GeckoPage> {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-gecko-'));
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      userDataDir: profile,
      extraPrefsFirefox: { 'intl.accept_languages': 'es-MX, es' },
    });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2 });
      return new GeckoPage(browser, page, profile);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'domcontentloaded' });
  }

  protected async navigateSoon(url: string): Promise<void> {
    await this.page.evaluate((u: string) => {
      setTimeout(() => {
        location.href = u;
      }, 0);
    }, url);
  }

  async url(): Promise<string> {
    return this.page.evaluate(() => location.href).catch(() => this.page.url());
  }

  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.page.evaluate(fn as never, ...(args as unknown as never[]))) as Awaited<R>;
  }

  protected async locateHandle(q: Query, read: 'element' | 'tap'): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(locate, q, read);
    const element = handle.asElement() as ElementHandle | null;
    if (!element) await handle.dispose();
    return element;
  }

  protected async clickHandle(handle: ElementHandle): Promise<void> {
    await handle.click();
  }

  protected async fillHandle(handle: ElementHandle, text: string): Promise<void> {
    // Focused with its text selected, the keys typed replace it (Backspace empties it).
    await handle.evaluate((el) => {
      (el as HTMLElement).focus();
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.select();
    });
    if (text) await this.page.keyboard.type(text);
    else await this.page.keyboard.press('Backspace');
  }

  protected async setFilesHandle(handle: ElementHandle, files: string[]): Promise<void> {
    await (handle as ElementHandle<HTMLInputElement>).uploadFile(...files);
  }

  protected async screenshotPng(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async takeErrors(): Promise<string[]> {
    return this.errors.splice(0);
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    fs.rmSync(this.profile, { recursive: true, force: true });
  }
}
