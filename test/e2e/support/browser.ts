import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import flags from '../../../scripts/chrome-flags.json';
import { storageLeaks } from './storageAudit';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
/**
 * Chromium's flags for every test browser: the shared ones, and with E2E_TLS=1 (scripts/e2e.js) the one
 * that has it trust the server's throwaway certificate.
 */
export const browserFlags = [
  ...flags,
  ...(process.env.E2E_CHROME_TRUST ? [process.env.E2E_CHROME_TRUST] : []),
];
const screenshotDir = path.resolve(__dirname, '../../../test-results/screenshots');

/** The native app's query parameters, as a web view would pass them. */
export const demoSession =
  'deviceId=e2e-device&userId=1001&sessionId=e2e-session&clientType=android&merchantId=1';

/** A fresh Chromium profile at a 375x812 phone viewport. */
export async function openBrowser(): Promise<BrowserContext> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-chrome-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: browserFlags,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
  });
}

/** Saves a screenshot (full page unless told) of the current screen under test-results/screenshots. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** axe-core's script, as each frame of a page takes it. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The page's side of a check: axe's run, reduced to the violations (only they cross the wire). */
interface AxeWindow {
  axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/**
 * Runs axe-core on the page and returns the violations (ids with their node targets) for a readable
 * failure. axe's own run over the page and its frames of the same origin (appShell's probe proves it
 * reaches a frame), as @axe-core/playwright's legacy mode runs it, without that builder's overheads:
 * it evaluated axe's 550 KB script twice in the page at every check (1.5 s a check on a busy run of
 * six suites here, 108 s of their 259 s); here a frame takes the script once per document, and only the
 * violations come back.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    try {
      const has = await frame.evaluate(
        () => typeof (window as unknown as Partial<AxeWindow>).axe?.run === 'function',
      );
      if (!has)
        await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
    } catch {
      // A frame of another origin or one gone meanwhile: axe's run leaves it out, as the builder did.
    }
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** Sets the demo backend's server-wide scenario. */
export async function setScenario(name: string): Promise<void> {
  const res = await fetch(`${baseUrl}/__demo/scenario?name=${encodeURIComponent(name)}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`could not set scenario ${name}: ${res.status}`);
}

/** Fails the test on any console error or uncaught page error, which usually means a broken screen. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export interface BrowserSuite {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Values a test learned that must not be stored either (an SMS code it typed). */
  secrets: string[];
}

/**
 * Registers the lifecycle every browser suite shares: one Chromium per suite, a fresh page per test
 * with page errors collected, and the demo backend's scenario reset to 'ok' around each test.
 */
export function browserSuite(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.context = await openBrowser();
  });
  afterAll(async () => {
    await setScenario('ok');
    await suite.context.close();
  });
  beforeEach(async () => {
    await setScenario('ok');
    suite.page = await suite.context.newPage();
    suite.errors = collectPageErrors(suite.page);
    suite.secrets = [];
  });
  afterEach(async () => {
    // The storage audit of every flow: no card number, SMS code, phone, name or address is kept.
    const leaks = await storageLeaks(suite.page, suite.context, suite.secrets);
    await suite.page.close();
    expect(leaks).toEqual([]);
  });
  return suite;
}
