import type { Page, Request } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';

jest.setTimeout(120_000);

/**
 * Issue 38, item 1 (session fixation): a link that carries another session, opened in a tab that holds
 * the borrower's, is held. The page shows the choice before it asks the server anything; keeping the
 * tab's session opens the page with it, the link's session loads the page again with that one. The
 * session parameters leave the address at once.
 */
const ATTACKER = 'sessionId=ATTACKER&userId=6666';
const bindCard = (session: string) => `${baseUrl}/bank-card/bind?orderId=1174&${session}`;

interface Sent {
  path: string;
  /** The session the request carried in its query and in its header. */
  query: string | null;
  header: string | undefined;
}

/** Every API request the page sends from now on (the server's /plays and /api paths). */
function watchApi(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(plays|api)\//.test(url.pathname)) return;
    sent.push({
      path: url.pathname,
      query: url.searchParams.get('sessionId'),
      header: request.headers()['x-session-id'],
    });
  });
  return sent;
}

const sessionsOf = (sent: Sent[]) => [...new Set(sent.flatMap((s) => [s.query, s.header]))];

/** The page holds no session parameter in its address. */
function expectCleanAddress(page: Page) {
  const query = new URL(page.url()).searchParams;
  for (const key of ['sessionId', 'userId', 'deviceId', 'clientType', 'merchantId'])
    expect({ key, value: query.get(key) }).toEqual({ key, value: null });
  expect(query.get('orderId')).toBe('1174');
}

async function borrowerTab(page: Page) {
  await page.goto(bindCard(demoSession));
  await page.locator('[data-testid="bc-bank"]').first().waitFor();
  expectCleanAddress(page);
}

async function choiceShown(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Enlace de otra sesión' }).waitFor();
  // Long enough for a page's first request to have gone, were it going to.
  await page.waitForTimeout(1_000);
}

describe("a link with another session in the borrower's tab", () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await fetch(`${baseUrl}/__demo/reset`, { method: 'POST' });
  });
  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('asks first, sends nothing meanwhile, and keeping opens the page with the borrower session', async () => {
    const sent = watchApi(page);
    await borrowerTab(page);
    expect(sessionsOf(sent)).toEqual(['e2e-session']);
    sent.length = 0;

    await page.goto(bindCard(ATTACKER));
    await choiceShown(page);
    expect(sent).toEqual([]);
    expectCleanAddress(page);
    expect(
      await page
        .getByText('Este enlace pertenece a otra sesión, no a la que usa en esta página.')
        .isVisible(),
    ).toBe(true);
    const keep = page.getByRole('button', { name: 'Seguir con mi sesión' });
    const use = page.getByRole('button', { name: 'Usar la sesión del enlace' });
    for (const button of [keep, use]) {
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'session-link-choice', { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);

    await keep.click();
    await page.locator('[data-testid="bc-bank"]').first().waitFor();
    // The borrower's own cards, with the borrower's session only.
    await page.getByText('**** 1234').first().waitFor();
    expect(sent.length).toBeGreaterThan(0);
    expect(sessionsOf(sent)).toEqual(['e2e-session']);
    expectCleanAddress(page);
    // A reload keeps the borrower's session and asks nothing.
    sent.length = 0;
    await page.reload();
    await page.locator('[data-testid="bc-bank"]').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Enlace de otra sesión' }).count()).toBe(0);
    expect(sessionsOf(sent)).toEqual(['e2e-session']);
    expect(errors).toEqual([]);
  });

  it("using the link's session loads the page again with it, and only then", async () => {
    const sent = watchApi(page);
    await borrowerTab(page);
    sent.length = 0;

    await page.goto(bindCard(ATTACKER));
    await choiceShown(page);
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Usar la sesión del enlace' }).click();
    await page.waitForLoadState('load');
    await page.locator('[data-testid="bc-bank"]').first().waitFor();
    expect(sent.length).toBeGreaterThan(0);
    expect(sessionsOf(sent)).toEqual(['ATTACKER']);
    // The link's account: not the borrower's cards.
    expect(await page.getByText('**** 1234').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Enlace de otra sesión' }).count()).toBe(0);
    expectCleanAddress(page);
    await screenshot(page, 'session-link-used');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the same session (a reload with the params, another language) opens the page silently', async () => {
    const sent = watchApi(page);
    await borrowerTab(page);
    sent.length = 0;
    await page.goto(bindCard(`${demoSession}&lang=en`));
    await page.getByRole('heading', { level: 1, name: 'Link a bank card' }).waitFor();
    expect(sessionsOf(sent)).toEqual(['e2e-session']);
    expectCleanAddress(page);
    expect(errors).toEqual([]);
  });
});
