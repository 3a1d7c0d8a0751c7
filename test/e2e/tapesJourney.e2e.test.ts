import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { splitPages, type Tape } from '../../src/qa/tape';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';
import { replayHeadless, takeTape } from './support/tapes';

jest.setTimeout(90_000);

/** Values of the demo data that are personal: none may reach a tape or the tab's storage. */
const PII = [
  'María López Hernández',
  // The card numbers as the demo hands them out (masked; the contract's card is the first one).
  '415231******1234',
  '557907******5678',
  'Av. Paseo de la Reforma 100',
  'e2e-device',
  'e2e-session',
];

function expectNoPii(text: string, more: readonly string[] = []) {
  for (const value of [...PII, ...more])
    expect({ value, found: text.includes(value) }).toEqual({ value, found: false });
}

/**
 * In the app each page of the journey opens through the bridge (a new page load of the web view); in a
 * plain browser the router moves instead. The test loads the page the router went to, as the web view
 * would: a full page load of the same tab.
 */
async function openAsNewPage(page: Page, url: RegExp) {
  await page.waitForURL(url);
  await page.reload();
}

/** The tab's kept tape, as it waits between two page loads (written on pagehide). */
async function keptTape(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
    return sessionStorage.getItem('cuota:qaTapePages');
  });
}

describe('a QA tape across full page loads', () => {
  const suite = browserSuite();

  it('records confirm, details, repay, card and SMS, details as one tape that replays page by page', async () => {
    const { page } = suite;
    await page.goto(`${baseUrl}/loan/confirm?productId=1&qaTape=1&${demoSession}`);
    await page.locator('[data-testid="lc-amount"]').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
    // The server's lendDetailsUrl: a full page load, the recording goes on.
    await page.waitForURL(/\/loan\/details\?.*from=confirm/);
    await page.getByRole('heading', { name: 'Solicitud en revisión' }).waitFor();

    // Between two loads the tape waits in sessionStorage, redacted like the exported tape.
    const kept = await keptTape(page);
    expect(kept).not.toBeNull();
    expectNoPii(kept ?? '');
    expect(kept).toContain('"kind":"page"');

    // The app opens the overdue loan's repayment (the order just made is under review: nothing to repay).
    await page.goto(`${baseUrl}/repayment?${demoSession}&productId=1&orderId=1174`);
    await page.getByTestId('rp-amount').waitFor();
    await page.getByRole('button', { name: 'Pagar con tarjeta bancaria' }).click();
    await openAsNewPage(page, /\/repayment\/choose\?/);

    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await dialog.waitFor();
    const res = await fetch(`${baseUrl}/__demo/last-sms`);
    const { code } = (await res.json()) as { code: string };
    suite.secrets.push(code);
    await dialog.getByLabel('Código de verificación').fill(code);
    await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
    await openAsNewPage(page, /\/loan\/details\?.*orderId=1174/);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.waitFor();
    await rating.getByRole('button', { name: 'Ahora no' }).click();
    await page.getByRole('heading', { name: 'Pago pendiente' }).waitFor();

    const { text, tape } = await takeTape(page, 'journey-confirm-to-details');
    expectNoPii(text, [`"${code}"`]);
    const pages = splitPages(tape);
    expect(pages.map((p) => [p.index, p.path])).toEqual([
      [0, '/loan/confirm'],
      [1, '/loan/details'],
      [2, '/repayment'],
      [3, '/repayment/choose'],
      [4, '/loan/details'],
    ]);
    expect(tape.entries.map((e) => e.seq)).toEqual(tape.entries.map((_e, i) => i + 1));
    const endpoints = (p: { tape: Tape }) =>
      p.tape.entries.flatMap((e) => (e.kind === 'apiCall' ? [e.endpoint] : []));
    expect(endpoints(pages[0])).toContain('loanDetailPush');
    expect(endpoints(pages[2])).toContain('loanPlayDetail');
    expect(endpoints(pages[3])).toContain('repaymentConfirm');

    // The page on screen holds its tape in memory: nothing waits in storage while it lives.
    expect(await page.evaluate(() => sessionStorage.getItem('cuota:qaTapePages'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('cuota:qaTape'))).toBe('1');

    const report = await replayHeadless(tape);
    expect(report).toMatchObject({ ok: true, pages: 5 });
    expect(suite.errors).toEqual([]);
  });

  it("plays the journey tape in the test page's player, its page loads listed", async () => {
    const { page } = suite;
    const file = path.resolve(__dirname, '../replays/journey-confirm-to-details.tape.json');
    await page.goto(`${baseUrl}/testPreview?${demoSession}&productId=1&orderId=1174`);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    await page.getByLabel('O pegue el JSON de la cinta').fill(fs.readFileSync(file, 'utf8'));
    await page.getByRole('button', { name: 'Cargar la cinta' }).click();
    const player = page.getByRole('region', { name: 'Reproductor de la cinta' });
    const marks = player.getByRole('list', { name: 'Páginas' }).getByRole('listitem');
    expect(await marks.allTextContents()).toEqual([
      '1 /loan/confirm',
      '2 /loan/details',
      '3 /repayment',
      '4 /repayment/choose',
      '5 /loan/details',
    ]);
    expect(await marks.first().getAttribute('aria-current')).toBe('step');
    await player.getByLabel('Velocidad').selectOption('4');
    await player.getByRole('button', { name: 'Reproducir' }).click();
    await player.getByText('Reproducción completa, sin divergencias.').waitFor({ timeout: 30_000 });
    expect(await marks.last().getAttribute('aria-current')).toBe('step');
    await page.getByTestId('tp-screen').getByRole('heading', { name: 'Pago pendiente' }).waitFor();
    await screenshot(page, 'devtools-player-pages');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(suite.errors).toEqual([]);
  });
});
