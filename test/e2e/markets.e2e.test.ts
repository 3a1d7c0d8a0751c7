/**
 * Both markets from one build (issue 37): the default demo server serves Mexico, a second one started
 * here with MARKET=IN serves India (its config.js says `market: 'IN'`). What a borrower sees: the
 * legal documents, the languages, money and mobile numbers of the deployment's own market only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  collectPageErrors,
  demoSession,
  openBrowser,
  screenshot,
} from './support/browser';

const lib = jest.requireActual<{
  freePort: () => Promise<number>;
  startServer: (o: {
    port: number;
    dataFile: string;
    quiet: boolean;
    env: Record<string, string>;
  }) => Promise<{ child: ChildProcess; url: string }>;
}>('../../scripts/lib');

jest.setTimeout(120_000);

let india: { child: ChildProcess; url: string };
/** India again, its build folder holding the deployment's own privacy notice (config.js `legal`). */
let supplied: { child: ChildProcess; url: string };

/** The deployment's privacy notice in English, with markup that must stay text. */
const SUPPLIED_NOTICE = [
  '# Privacy notice',
  '',
  'Last updated: 1 December 2026',
  '',
  '## 1. Data we keep',
  '',
  '- Your mobile number',
  '- <script>window.hacked = true</script>',
  '',
  '<img src=x onerror="window.hacked = true">',
  '',
].join('\n');
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-india-'));
  india = await lib.startServer({
    port: await lib.freePort(),
    dataFile: path.join(dir, 'db.json'),
    quiet: true,
    env: { MARKET: 'IN' },
  });
  // A copy of the build with the deployment's config.js and legal file.
  const dist = process.env.DIST
    ? path.resolve(process.env.DIST)
    : path.resolve(__dirname, '../../dist');
  const own = path.join(dir, 'dist');
  fs.cpSync(dist, own, { recursive: true });
  fs.writeFileSync(
    path.join(own, 'config.js'),
    "window.__CUOTA_CONFIG__ = { legal: { privacy: ['en'] } };\n",
  );
  fs.mkdirSync(path.join(own, 'legal'));
  fs.writeFileSync(path.join(own, 'legal', 'privacy.en.md'), SUPPLIED_NOTICE);
  supplied = await lib.startServer({
    port: await lib.freePort(),
    dataFile: path.join(dir, 'supplied.json'),
    quiet: true,
    env: { MARKET: 'IN', DIST: own },
  });
  context = await openBrowser();
});

afterAll(async () => {
  await context.close();
  india.child.kill('SIGTERM');
  supplied.child.kill('SIGTERM');
});

beforeEach(async () => {
  page = await context.newPage();
  errors = collectPageErrors(page);
});

afterEach(async () => {
  await page.close();
});

const bodyText = async () => (await page.locator('body').textContent()) ?? '';

describe('India (config.js market IN)', () => {
  it('opens in English; the privacy notice is not published: the notice with customer service', async () => {
    await page.goto(`${india.url}/privacy?${demoSession}`);
    await page.getByTestId('legal-not-in-market').waitFor();
    const text = await bodyText();
    expect(text).toContain('This document does not apply in your country.');
    // The India lender's own contact (the demo's config.js brand), not Mexico's.
    expect(text).toContain('1800 123 4567');
    expect(text).not.toContain('soporte@cuota.mx');
    expect(text).not.toMatch(/ARCO|Aviso de privacidad|INAI/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'markets-india-privacy');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('publishes the loan terms', async () => {
    await page.goto(`${india.url}/loan-terms?${demoSession}`);
    await page.getByRole('heading', { name: '7. Late fees' }).waitFor();
    expect(await bodyText()).toContain('Rs.1,000 for new clients');
    expect(await page.getByTestId('legal-not-in-market').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('offers English and Chinese in the settings, and links the loan terms only', async () => {
    await page.goto(`${india.url}/settings?${demoSession}`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    const radios = page.getByRole('radio');
    expect(await radios.evaluateAll((all) => all.map((r) => r.getAttribute('value')))).toEqual([
      'en',
      'zh-CN',
    ]);
    expect(await page.getByRole('button', { name: /Loan terms and conditions/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Privacy notice/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows rupees in lakh grouping, and no dollar sign', async () => {
    await page.goto(
      `${india.url}/repayment/choose?${demoSession}&orderId=1174&productId=1&amount=12345678&couponId=`,
    );
    await page.getByText('₹1,23,456.78').first().waitFor();
    expect(await bodyText()).not.toContain('$');
    await screenshot(page, 'markets-india-card-repayment');
    expect(errors).toEqual([]);
  });

  it('the landing takes an Indian mobile and refuses a Mexican one', async () => {
    await page.goto(`${india.url}/promotion?id=1&app_from=cuota&user_from=e2e`);
    const mobile = page.getByLabel('Mobile number');
    await mobile.waitFor();
    await mobile.fill('5512345678');
    await page.getByRole('button', { name: 'get code' }).click();
    await page
      .getByText('Please enter the correct 10-digit mobile number starting with 6, 7, 8 or 9')
      .first()
      .waitFor();
    await mobile.fill('9876543210');
    await page.getByRole('button', { name: 'get code' }).click();
    // The Indian number passes the rule: its message goes away.
    await page
      .getByText('Please enter the correct 10-digit mobile number starting with 6, 7, 8 or 9')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it('the website has the loan terms tab and footer link, not the privacy policy', async () => {
    await page.goto(`${india.url}/`);
    const nav = page.getByRole('navigation', { name: /./ }).first();
    await nav.waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('link', { name: 'Loan terms and conditions' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(0);
    await page.goto(`${india.url}/Policy`);
    await page.getByTestId('legal-not-in-market').waitFor();
    expect(await bodyText()).not.toMatch(/ARCO/);
    await screenshot(page, 'markets-india-site-policy');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("a deployment's own legal document (config.js legal, legal/privacy.en.md)", () => {
  it('India shows the supplied privacy notice as text, never as HTML', async () => {
    await page.goto(`${supplied.url}/privacy?${demoSession}`);
    await page.getByRole('heading', { name: '1. Data we keep' }).waitFor();
    const text = await bodyText();
    expect(text).toContain('<script>window.hacked = true</script>');
    expect(text).toContain('<img src=x onerror="window.hacked = true">');
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    expect(await page.locator('article script, article img').count()).toBe(0);
    expect(await page.getByTestId('legal-not-in-market').count()).toBe(0);
    expect(text).not.toMatch(/ARCO/);
    await screenshot(page, 'markets-india-supplied-privacy');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('Mexico (the default)', () => {
  it('publishes no Indian loan terms: the notice, no Rs.', async () => {
    await page.goto(`${baseUrl}/loan-terms?${demoSession}`);
    await page.getByTestId('legal-not-in-market').waitFor();
    const text = await bodyText();
    expect(text).toContain('Este documento no aplica en tu país.');
    expect(text).not.toMatch(/Rs\.|Governing law|Ley aplicable/);
    await screenshot(page, 'markets-mexico-loan-terms');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the website has no loan terms tab, and its /Loan says it does not apply', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Política de privacidad' }).first().waitFor();
    expect(
      await page.getByRole('link', { name: 'Términos y condiciones del préstamo' }).count(),
    ).toBe(0);
    await page.goto(`${baseUrl}/Loan`);
    await page.getByTestId('legal-not-in-market').waitFor();
    expect(await bodyText()).not.toMatch(/Rs\./);
    expect(errors).toEqual([]);
  });
});
