import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
  setScenario,
} from './support/browser';
import { gpsFingerprint, jpegSize, twelveMegapixelPhoto } from './support/photos';

jest.setTimeout(120_000);

const ENTRY = `${baseUrl}/complaint?orderId=1174&${demoSession}`;
const TEXT = 'Me llamaron nueve veces en un día antes de la fecha de pago.';

/**
 * The bytes behind each uploaded tile's image: right after the upload the tile shows the JPEG that was
 * sent (a data: URL); after a reload, the picture the server stored, at its url.
 */
async function tilePhotos(page: Page): Promise<Buffer[]> {
  const sources = await page
    .locator('button[aria-label^="Ver foto"] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  return Promise.all(
    sources.map(async (src) =>
      src.startsWith('data:image/jpeg;base64,')
        ? Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')
        : Buffer.from(await (await page.request.get(src)).body()),
    ),
  );
}

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, name);
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('complaints in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('walks entry -> type -> sub-type -> form with two photos -> reload -> send -> list -> detail', async () => {
    await page.goto(ENTRY);
    await page.getByRole('button', { name: 'Cobranza' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Quejas');
    await expectAccessible(page, 'complaints-entry');

    await page.getByRole('button', { name: 'Cobranza' }).click();
    await page.getByRole('button', { name: 'Llamadas excesivas' }).click();
    await page.waitForURL(/\/complainPageNext\?problemType=1&problemSonType=11&orderNo=1174/);
    await page.getByText('Llamadas excesivas').waitFor();

    // Send with nothing written: the spec's message, no request.
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect(await page.getByRole('alert').first().textContent()).toContain(
      'Por favor, rellene sus comentarios y sugerencias',
    );

    const description = page.getByLabel('Descripción');
    await description.fill(TEXT);
    await page.getByText(`${TEXT.length}/200`).waitFor();

    // A 12-megapixel phone photo with GPS in its EXIF, and a small one.
    const big = await twelveMegapixelPhoto(page);
    expect(big.length).toBeGreaterThan(2_000_000);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles([
      { name: 'IMG_0012.jpg', mimeType: 'image/jpeg', buffer: big },
      { name: 'IMG_0013.jpg', mimeType: 'image/jpeg', buffer: big.subarray(0, big.length) },
    ]);
    await page.getByRole('button', { name: 'Ver foto 1' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ver foto 2' }).waitFor({ timeout: 30_000 });
    const uploads = await tilePhotos(page);
    expect(uploads).toHaveLength(2);
    for (const jpeg of uploads) {
      expect(jpeg.length).toBeLessThanOrEqual(400 * 1024);
      expect(jpeg.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(jpeg.includes(gpsFingerprint())).toBe(false);
      // Orientation 6 applied: the landscape sensor image is upright (portrait), longest side 1600.
      expect(jpegSize(jpeg)).toEqual({ width: 1200, height: 1600 });
    }
    console.log(
      `12-MP photo: ${big.length} bytes in, ${uploads.map((u) => u.length).join(' and ')} bytes uploaded`,
    );
    await expectAccessible(page, 'complaints-form-uploaded');

    // A reload in the middle of writing keeps the text and the uploaded photos.
    await page.reload();
    await page.getByRole('button', { name: 'Ver foto 2' }).waitFor();
    expect(await page.getByLabel('Descripción').inputValue()).toBe(TEXT);
    // The server stored exactly the pictures that were sent.
    expect(await tilePhotos(page)).toEqual(uploads);
    await expectAccessible(page, 'complaints-form');

    await page.getByRole('button', { name: 'Ver foto 1' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'complaints-photo-preview');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog').getByText('Queja enviada').waitFor();
    await expectAccessible(page, 'complaints-sent');
    await page.waitForURL(/\/complaint\?orderId=1174/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('Draft'))),
    ).toEqual([]);

    await page.getByRole('link', { name: 'Mis quejas' }).click();
    await page.waitForURL(/\/complaintList/);
    const item = page.getByRole('link', { name: new RegExp(TEXT.slice(0, 20)) });
    await item.waitFor();
    await expectAccessible(page, 'complaints-list');

    await item.click();
    await page.waitForURL(/\/complainDetails\?problemId=/);
    await page.getByText(TEXT).waitFor();
    await page.getByText(`${TEXT.length}/200`).waitFor();
    expect(await page.getByRole('button', { name: /Ampliar la imagen/ }).count()).toBe(2);
    await expectAccessible(page, 'complaints-detail');
    expect(errors).toEqual([]);
  });

  it('refuses the collection type for an order that does not support it, and stays', async () => {
    await page.goto(`${baseUrl}/complaint?orderId=1021&${demoSession}`);
    await page.getByRole('button', { name: 'Cobranza' }).click();
    await page.getByText('El pedido seleccionado no admite quejas de tipo cobranza').waitFor();
    expect(page.url()).toContain('/complaint?orderId=1021');
    expect(await page.getByRole('button', { name: 'Llamadas excesivas' }).count()).toBe(0);
    await expectAccessible(page, 'complaints-collection-refused');
  });

  it('shows an answered complaint with its reply, then asks for a score once', async () => {
    await page.goto(`${baseUrl}/complainDetails?problemId=5002&${demoSession}`);
    await page.getByText('Resultado de la atención').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Califique la atención de su queja').waitFor({ timeout: 10_000 });
    await expectAccessible(page, 'complaints-score');
    await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).check();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('¡Gracias por su calificación!').waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('shows the list failure with a retry that recovers', async () => {
    await setScenario('problemListFail');
    await page.goto(`${baseUrl}/complaintList?${demoSession}`);
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    await expectAccessible(page, 'complaints-list-failed');
    await setScenario('ok');
    await retry.click();
    await page.getByRole('tab').first().waitFor();
  });
});
