import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { Tape } from '../../src/qa/tape';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
  setScenario,
} from './support/browser';
import { replayHeadless } from './support/tapes';

jest.setTimeout(90_000);

const testPage = `${baseUrl}/testPreview?${demoSession}&productId=1&orderId=1174`;

/** The telephone as the tape holds it (redacted at capture). */
function tapeTelephone(tape: Tape): string {
  for (const entry of tape.entries) {
    if (entry.kind !== 'action') continue;
    const action = entry.action as { type?: string; payload?: { va?: string } };
    if (action.type === 'customerService/loadSucceeded' && action.payload?.va)
      return action.payload.va;
  }
  throw new Error('the tape has no customer service answer');
}

async function tapeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const tape = window.__CUOTA_TAPE__;
    if (!tape) throw new Error('the page is not recording a QA tape');
    return tape.exportJson();
  });
}

describe('test page (screen 18) in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('logs in by itself and offers the fields and links, accessibly', async () => {
    await page.goto(testPage);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Página de prueba');
    expect(await page.getByLabel('ID del dispositivo').inputValue()).toBe('e2e-device');
    expect(await page.getByLabel('ID de sesión').inputValue()).toBe('e2e-session');
    expect(await page.getByLabel('ID del pedido').inputValue()).toBe('1174');
    await page.getByLabel('ID del pedido').fill('1180');
    const repay = new URL(
      (await page.getByRole('link', { name: 'Pago', exact: true }).getAttribute('href')) ?? '',
      baseUrl,
    );
    expect(repay.pathname).toBe('/repayment');
    expect(Object.fromEntries(repay.searchParams)).toMatchObject({
      deviceId: 'e2e-device',
      sessionId: 'e2e-session',
      userId: '1001',
      productId: '1',
      orderId: '1180',
    });
    expect(await page.getByRole('link').count()).toBe(10);
    const box = await page.getByRole('link', { name: 'Servicio al cliente' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'devtools');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens a page through its link with the edited fields', async () => {
    await page.goto(testPage);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    await page.getByLabel('ID del pedido').fill('1180');
    await page.getByRole('link', { name: 'Detalles del préstamo' }).click();
    await page.waitForURL(/\/loan\/details\?.*orderId=1180/);
    await page.getByText('Pago vencido').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a failed login with the server message, and retries', async () => {
    await setScenario('smsCodeLogin:fail');
    await page.goto(testPage);
    await page
      .getByText('No se pudo iniciar sesión: Servicio no disponible, inténtelo más tarde')
      .waitFor();
    await screenshot(page, 'devtools-login-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await setScenario('ok');
    await page.getByRole('button', { name: 'Reintentar el inicio de sesión' }).click();
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
  });

  it('photo, contact and location show what they got and keep nothing', async () => {
    await suite.context.grantPermissions(['geolocation'], { origin: baseUrl });
    await suite.context.setGeolocation({ latitude: 19.4326, longitude: -99.1332, accuracy: 20 });
    try {
      await page.goto(testPage);
      await page.getByText('Sesión iniciada como 13800138000').waitFor();
      await page.getByLabel('Foto', { exact: true }).setInputFiles({
        name: 'recibo.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(12697),
      });
      await page.getByText('recibo.png (12.4 KB)').waitFor();
      const contact = page.getByLabel('Teléfono de contacto');
      await contact.pressSequentially('13800138000');
      expect(await contact.inputValue()).toBe('138 0013 8000');
      await page.getByRole('button', { name: 'Obtener ubicación' }).click();
      await page.getByText('Latitud 19.43260, longitud -99.13320 (±20 m)').waitFor();
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain('13800138000');
      expect(stored).not.toContain('19.43');
      await screenshot(page, 'devtools-extras');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await suite.context.clearPermissions();
    }
  });

  it('records from the panel across a link and back, downloads the tape, then stops', async () => {
    await page.goto(testPage);
    await page.getByText('Grabación desactivada').waitFor();
    await page.getByRole('button', { name: 'Iniciar grabación' }).click();
    await page.getByText('Grabación activa').waitFor();
    expect(page.url()).toContain('/testPreview');
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    // While recording, links open in the same page load, so the tape goes on.
    await page.getByRole('link', { name: 'Servicio al cliente' }).click();
    await page.locator('a[href^="tel:"]').waitFor();
    await page.goBack();
    await page.getByText('Grabación activa').waitFor();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    expect(await page.getByTestId('tp-tape-size').textContent()).toMatch(
      /^\d+(\.\d)? (B|KB) · \d+ entradas$/,
    );
    await screenshot(page, 'devtools-recording');
    expect(await accessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cuota-tape-[\dT-]+\.json$/);
    const file = await download.path();
    const tape = JSON.parse(fs.readFileSync(file, 'utf8')) as Tape;
    expect(tape.header.format).toBe(1);
    const routes = tape.entries.flatMap((e) => (e.kind === 'route' ? [e.location] : []));
    expect(routes.some((r) => r.startsWith('/customer-service?'))).toBe(true);
    expect(routes.filter((r) => r.startsWith('/testPreview'))).toHaveLength(2);
    const text = JSON.stringify(tape);
    for (const secret of ['e2e-session', 'e2e-device', '13800138000', '123456', '800 953 4210'])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    // The tape replays headless (real reducers and sagas, no network) ...
    const report = await replayHeadless(tape);
    expect(report.ok).toBe(true);
    // ... and in this page's player, the test page itself shown as not replayed.
    await page.getByLabel('O pegue el JSON de la cinta').fill(fs.readFileSync(file, 'utf8'));
    await page.getByRole('button', { name: 'Cargar la cinta' }).click();
    const player = page.getByRole('region', { name: 'Reproductor de la cinta' });
    await player.getByLabel('Velocidad').selectOption('4');
    await player.getByRole('button', { name: 'Reproducir' }).click();
    await player.getByText('Reproducción completa, sin divergencias.').waitFor({ timeout: 20_000 });
    await page
      .getByTestId('tp-screen')
      .getByText('La página de prueba no se muestra dentro del reproductor.')
      .waitFor();
    await player.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Detener grabación' }).click();
    await page.getByText('Grabación desactivada').waitFor();
    expect(errors).toEqual([]);
  });

  it('replays a tape recorded on the customer service page in the player', async () => {
    await page.goto(`${baseUrl}/customer-service?qaTape=1&${demoSession}`);
    await page.locator('a[href^="tel:"]').waitFor();
    const text = await tapeText(page);
    const telephone = tapeTelephone(JSON.parse(text) as Tape);

    await page.goto(testPage);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    await page.getByLabel('O pegue el JSON de la cinta').fill(text);
    await page.getByRole('button', { name: 'Cargar la cinta' }).click();
    const player = page.getByRole('region', { name: 'Reproductor de la cinta' });
    await player.waitFor();
    await player.getByLabel('Velocidad').selectOption('4');
    await player.getByRole('button', { name: 'Reproducir' }).click();
    await player.getByText('Reproducción completa, sin divergencias.').waitFor();
    const tel = page.getByTestId('tp-screen').locator('a[href^="tel:"]');
    await tel.waitFor();
    expect(await tel.textContent()).toContain(telephone);
    // The tools (and their h1) are hidden: the replayed screen's title is the page's only one.
    expect(await page.locator('h1:visible').allTextContents()).toEqual(['Servicio al cliente']);
    await screenshot(page, 'devtools-player');
    expect(await accessibilityViolations(page)).toEqual([]);

    await player.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('heading', { name: 'Reproducir una cinta' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('steps a tape one entry at a time', async () => {
    await page.goto(`${baseUrl}/customer-service?qaTape=1&${demoSession}`);
    await page.locator('a[href^="tel:"]').waitFor();
    const text = await tapeText(page);
    const total = (JSON.parse(text) as Tape).entries.length;
    await page.goto(testPage);
    await page.getByLabel('O pegue el JSON de la cinta').fill(text);
    await page.getByRole('button', { name: 'Cargar la cinta' }).click();
    const player = page.getByRole('region', { name: 'Reproductor de la cinta' });
    await player.getByText(`Entrada 0 de ${total}`).waitFor();
    await player.getByRole('button', { name: 'Paso' }).click();
    await player.getByText(`Entrada 1 de ${total}`).waitFor();
    await page
      .getByTestId('tp-screen')
      .getByRole('heading', { name: 'Servicio al cliente' })
      .waitFor();
    await screenshot(page, 'devtools-player-step');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
