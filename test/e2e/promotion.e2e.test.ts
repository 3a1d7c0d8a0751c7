import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  screenshot,
  setScenario,
} from './support/browser';

jest.setTimeout(90_000);

const LANDING = `${baseUrl}/promotion?id=1&app_from=cuota&user_from=e2e&utm_tag=spring`;
/** The phone the demo seeds as registered. */
const SEEDED_PHONE = '13912345678';

/** A phone no run has registered yet: 11 digits, 1 then 3-9 (spec section 5). */
const newPhone = () => `15${String(Date.now()).slice(-9)}`;

async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The captcha text the demo server drew for the image on the page (demo-only endpoint). */
async function captchaText(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: 'Imagen con el código a escribir' });
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.promo-captcha-img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  const src = (await image.getAttribute('src')) ?? '';
  const sid = new URL(src, baseUrl).searchParams.get('sid') ?? '';
  const res = await fetch(`${baseUrl}/__demo/last-captcha?sid=${sid}`);
  const body = (await res.json()) as { text?: string };
  if (!res.ok || !body.text) throw new Error('no captcha drawn');
  return body.text;
}

/** The SMS code the demo server printed for the phone (demo-only endpoint, never in API answers). */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/__demo/last-sms?phone=${phone}`);
  const body = (await res.json()) as { code?: string };
  if (!res.ok || !body.code) throw new Error('no SMS code printed');
  return body.code;
}

async function askForCode(page: Page, phone: string) {
  await page.getByLabel('Número de celular').fill(phone);
  await page.getByLabel('Código de la imagen').fill(await captchaText(page));
  await page.getByRole('button', { name: 'Obtener código' }).click();
}

describe('promotion landing in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(async () => {
    ({ page, errors } = suite);
    await setScenario('ok');
  });

  it('registers a new phone end to end and lands on the download page', async () => {
    const phone = newPhone();
    suite.secrets.push(phone);
    await page.goto(LANDING);
    await page
      .getByRole('heading', { level: 1, name: 'Préstamos de hasta $3,000 en minutos' })
      .waitFor();
    const banner = page.getByRole('img', { name: 'Un celular con una palomita y monedas' });
    expect((await banner.boundingBox())?.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'promotion-landing');
    await expectAccessible(page);

    // Validation first: the spec's messages under the fields.
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.getByText('Ingrese el número de celular correcto').waitFor();
    await screenshot(page, 'promotion-landing-errors');
    await expectAccessible(page);

    await askForCode(page, phone);
    await page.getByText('Código de verificación enviado, revise su teléfono').waitFor();
    await page.getByRole('button', { name: /Reenviar código en \d+ s/ }).waitFor();
    expect(await page.getByLabel('Número de celular').inputValue()).toBe(
      `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
    );
    const code = await smsCode(phone);
    suite.secrets.push(code);
    await page.getByLabel('Código SMS').fill(code);
    await screenshot(page, 'promotion-landing-filled', { fullPage: false });
    await expectAccessible(page);
    // 44 px touch targets.
    for (const control of [
      page.getByRole('button', { name: 'Solicitar ahora' }),
      page.getByRole('button', { name: 'Cambiar imagen' }),
      page.getByRole('button', { name: /Reenviar código en/ }),
      page.getByRole('link', { name: 'Acuerdo de registro' }),
    ]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }

    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.waitForURL(/#\/download\?/);
    expect(new URL(page.url()).pathname).toBe('/promotion');
    await page.getByRole('heading', { level: 1, name: 'Descargue la app' }).waitFor();
    await page.getByText('Registro exitoso').waitFor();
    await page.getByRole('button', { name: 'Descargar para Android' }).waitFor();
    await screenshot(page, 'promotion-download');
    await expectAccessible(page);
    // The device id is kept in its persistent cookie. It is written to expire at the end of 9999
    // (test/promotion/helpers.test.ts); Chromium caps any cookie at 400 days.
    const cookie = (await suite.context.cookies()).find((c) => c.name === 'cuota_device_id');
    expect(cookie?.value).toMatch(/^[a-z]{24}$/);
    expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 390 * 24 * 3600 * 1000);
    expect(errors).toEqual([]);
  });

  it('an already registered phone: "Ya está registrado" and the download page', async () => {
    await page.goto(LANDING);
    await page.getByLabel('Número de celular').waitFor();
    await askForCode(page, SEEDED_PHONE);
    await page.waitForURL(/#\/download\?/);
    await page.getByText('Ya está registrado, descargue la app e inicie sesión').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Descargue la app' }).waitFor();
    await screenshot(page, 'promotion-already-registered');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a wrong captcha draws a new image; the agreement opens and the form keeps what was typed', async () => {
    await page.goto(LANDING);
    await page.getByLabel('Número de celular').fill('13700001111');
    const image = page.getByRole('img', { name: 'Imagen con el código a escribir' });
    await captchaText(page);
    const before = await image.getAttribute('src');
    await page.getByLabel('Código de la imagen').fill('1111');
    await page.getByRole('button', { name: 'Obtener código' }).click();
    await page.getByText('Código de la imagen incorrecto').waitFor();
    await page.waitForFunction(
      (old) => document.querySelector('.promo-captcha-img')?.getAttribute('src') !== old,
      before,
    );

    await page.getByRole('link', { name: 'Acuerdo de registro' }).click();
    await page.waitForURL(/#\/agreementTemplate\?/);
    await page.getByRole('heading', { level: 1, name: 'Acuerdo de registro' }).waitFor();
    await screenshot(page, 'promotion-agreement');
    await expectAccessible(page);
    await page.getByRole('link', { name: /Volver al registro/ }).click();
    await page.getByLabel('Número de celular').waitFor();
    expect(await page.getByLabel('Número de celular').inputValue()).toBe('137 0000 1111');
    expect(errors).toEqual([]);
  });

  it("the spec's channel link #/downloadTemplate?id=… shows the registration form and reports the visit", async () => {
    const visited = page.waitForRequest((request) =>
      request.url().includes('/promotion/track-visit'),
    );
    await page.goto(`${baseUrl}/promotion#/downloadTemplate?id=1&user_from=e2e&links_id=7`);
    await page.getByLabel('Número de celular').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Descargue la app' }).count()).toBe(0);
    const visit = new URL((await visited).url()).searchParams;
    expect([visit.get('page_id'), visit.get('page_type'), visit.get('links_id')]).toEqual([
      '1',
      '1',
      '7',
    ]);
    expect(errors).toEqual([]);
  });

  it('inside WhatsApp the download page says to open the system browser', async () => {
    const cdp = await suite.context.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent:
        'Mozilla/5.0 (Linux; Android 12; SM-A525M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 WhatsApp/2.23.20',
    });
    await page.goto(`${baseUrl}/promotion?id=2#/download?id=2`);
    await page
      .getByRole('heading', { level: 2, name: 'Abra esta página en su navegador' })
      .waitFor();
    await page.getByRole('button', { name: 'Descargar para Android' }).waitFor();
    await screenshot(page, 'promotion-download-whatsapp');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
