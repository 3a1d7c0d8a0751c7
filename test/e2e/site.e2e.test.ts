import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserFlags,
  collectPageErrors,
  screenshot,
} from './support/browser';

jest.setTimeout(120_000);

/** The company website's sections, their paths and their Spanish headings (the default locale). */
const SECTIONS = [
  ['home', '/', 'Préstamos personales, rápidos y claros'],
  ['about', '/About', 'Acerca de nosotros'],
  ['policy', '/Policy', 'Política de privacidad'],
  ['loan', '/Loan', 'Términos y condiciones del préstamo'],
  ['contact', '/Contact', 'Contáctenos'],
  ['user', '/User', 'Área de usuarios'],
] as const;

const VIEWPORTS = [
  ['phone', { width: 375, height: 812 }, true],
  ['desktop', { width: 1280, height: 800 }, false],
] as const;

async function openContext(
  viewport: { width: number; height: number },
  mobile: boolean,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-site-')), {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: browserFlags,
    viewport,
    deviceScaleFactor: mobile ? 2 : 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'es-MX',
  });
}

/** Waits until React owns the page (hydrated, or rendered afresh in another language). */
async function ready(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('.site-menu-button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

/** The calls the site must never make (spec section 4: nothing leaves the browser). */
function appCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(plays|api)(\/|$)/.test(pathname)) calls.push(pathname);
  });
  return calls;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(VIEWPORTS)('company website on a %s', (name, viewport, mobile) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let calls: string[];

  beforeAll(async () => {
    context = await openContext(viewport, mobile);
  });
  afterAll(() => context.close());
  beforeEach(async () => {
    page = await context.newPage();
    errors = collectPageErrors(page);
    calls = appCalls(page);
  });
  afterEach(async () => {
    await page.close();
    expect(calls).toEqual([]);
  });

  it.each(SECTIONS)('%s at %s: prerendered, hydrated, accessible', async (section, url, title) => {
    // The served HTML already holds the section: a search engine and a first paint need no script.
    const html = await (await fetch(`${baseUrl}${url}`)).text();
    expect(html).toContain(`class="site-title">${title}</h1>`);
    await page.goto(`${baseUrl}${url}`);
    await ready(page);
    if (section === 'policy') await page.locator('article').waitFor();
    // Mexico's market publishes no loan terms: the section says so (India's: markets.e2e.test.ts).
    if (section === 'loan') await page.getByTestId('legal-not-in-market').waitFor();
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX');
    expect(await noHorizontalScroll(page)).toBe(true);
    await screenshot(page, `site-${section}-${name}`, {
      fullPage: section !== 'policy' && section !== 'loan',
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    // No hydration mismatch, no failed load.
    expect(errors).toEqual([]);
  });

  it('tabs switch sections and paths; Back and Forward follow', async () => {
    await page.goto(`${baseUrl}/`);
    await ready(page);
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    const menu = page.getByRole('button', { name: 'Menú' });
    expect(await menu.isVisible()).toBe(mobile);
    // About us and Privacy Policy: Mexico's market publishes no loan terms, so it has no tab.
    expect(await nav.getByRole('link', { name: SECTIONS[3][2] }).count()).toBe(0);
    for (const [, url, title] of SECTIONS.slice(1, 3)) {
      if (mobile) await menu.click();
      await nav.getByRole('link', { name: title }).click();
      await page.waitForURL(`${baseUrl}${url}`);
      expect(await page.locator('h1').textContent()).toBe(title);
    }
    await page.goBack();
    await page.waitForURL(`${baseUrl}/About`);
    expect(await page.locator('h1').textContent()).toBe('Acerca de nosotros');
    await page.goForward();
    await page.waitForURL(`${baseUrl}/Policy`);
    expect(await page.locator('h1').textContent()).toBe('Política de privacidad');
    if (mobile) {
      await menu.click();
      await screenshot(page, `site-menu-open-${name}`, { fullPage: false });
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the forms answer in the browser only', async () => {
    await page.goto(`${baseUrl}/?lang=en`);
    await ready(page);
    const box = page.getByRole('region', { name: 'Get our news' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    expect(await box.getByRole('alert').textContent()).toBe('Please provide complete information!');
    await box.getByLabel('E-mail').fill('ana@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    expect(await box.getByRole('status').textContent()).toBe('Successful!');
    expect(await page.getByText('Join 6,000+ other user.').count()).toBe(1);

    await page.goto(`${baseUrl}/Contact?lang=en`);
    await ready(page);
    await page.getByLabel('Name').fill('Ana López');
    await page.getByLabel('Telephone').fill('5512345678');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Please provide complete information!',
    );
    await screenshot(page, `site-contact-incomplete-${name}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Message').fill('Quisiera saber más.');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByRole('status').textContent()).toBe('Successful!');
    expect(errors).toEqual([]);
  });
});

describe('company website languages', () => {
  let context: BrowserContext;
  let page: Page;
  let calls: string[];

  beforeAll(async () => {
    context = await openContext({ width: 375, height: 812 }, true);
  });
  afterAll(() => context.close());
  beforeEach(async () => {
    page = await context.newPage();
    calls = appCalls(page);
  });
  afterEach(async () => {
    await page.close();
    expect(calls).toEqual([]);
  });

  it.each([
    ['?lang=en', 'en', 'Privacy Policy', 'en'],
    ['?languageType=1', 'en', 'Privacy Policy', 'en'],
    ['?lang=zh-CN', 'zh-CN', '隐私政策', 'es-MX'],
  ])('%s reads in %s; the notice in its rule', async (query, lang, title, noticeLang) => {
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/Policy${query}`);
    await ready(page);
    await page.locator('article').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('article').getAttribute('lang')).toBe(noticeLang);
    await screenshot(page, `site-policy-${lang}${query.includes('languageType') ? '-type1' : ''}`, {
      fullPage: false,
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
