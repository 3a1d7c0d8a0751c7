/**
 * Issue 27, "Done when": against a backend that answers in the spec's shapes (only the fields spec section 3
 * lists, flags absent, '1' as text, code '0'), the complaint entry, the photo upload (stored at an absolute
 * https url), the complaint detail with isNeedScore 2, loan details and the loan offer without their optional
 * flags all work in the browser. The built app is served by the demo server relaying the API to that backend
 * (API_TARGET), as an operator deploys it; Chromium at 375x812, es-MX.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import {
  accessibilityViolations,
  collectPageErrors,
  demoSession,
  openBrowser,
  screenshot,
} from './support/browser';
import { drawPhoto } from './support/photos';
import {
  CDN_URL,
  formFields,
  pathOf,
  SPEC_ANSWERS,
  SPEC_PAGES,
  startSpecDeployment,
  type SpecDeployment,
} from './support/specBackend';

jest.setTimeout(120_000);

const UNEXPECTED = 'Respuesta inesperada del servidor';
const TEXT = 'Me llaman varias veces al día, también de noche.';

let deployment: SpecDeployment;
let context: BrowserContext;
let page: Page;
let errors: string[];

const open = (route: string) =>
  page.goto(`${deployment.url}${route}${route.includes('?') ? '&' : '?'}${demoSession}`);

/** What the backend received at one endpoint. */
const received = (key: EndpointKey) =>
  deployment.fake.requests.filter((r) => r.path === pathOf(key));

/**
 * Waits for the page's content or its failure (a failure block, "unexpected answer"): a page that refused
 * the answer fails here at once, with what it shows.
 */
async function expectLoaded(content: Locator) {
  const failure = page.locator('.load-failed').or(page.getByText(UNEXPECTED));
  await content.or(failure).first().waitFor();
  expect(await failure.allTextContents()).toEqual([]);
}

/** The page works: no failure block, no "unexpected answer", no console error, axe clean. */
async function expectWorking(name: string) {
  await screenshot(page, `spec-backend-${name}`);
  expect(await page.getByText(UNEXPECTED).count()).toBe(0);
  expect(await page.locator('.load-failed').count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}

beforeAll(async () => {
  deployment = await startSpecDeployment();
  context = await openBrowser();
});

afterAll(async () => {
  await context?.close();
  await deployment?.close();
});

beforeEach(async () => {
  page = await context.newPage();
  errors = collectPageErrors(page);
});

afterEach(async () => {
  await page.close();
  // The app called only endpoints this backend serves (anything else answered 404).
  const served = [SPEC_PAGES, SPEC_ANSWERS].flatMap((d) => Object.keys(d) as EndpointKey[]);
  const known = served.map(pathOf);
  expect(deployment.fake.hits.filter((p) => !known.includes(p))).toEqual([]);
});

describe('the app against a backend that answers in the spec shapes', () => {
  it('complaint entry -> type -> form -> photo at an https url -> send: problemImage carries that url', async () => {
    await open('/complaint?orderId=1174');
    await expectLoaded(page.getByRole('button', { name: 'Cobranza' }));
    await page.getByText('Cuota Express').first().waitFor();
    await expectWorking('complaint-entry');

    await page.getByRole('button', { name: 'Cobranza' }).click();
    await page.getByRole('button', { name: 'Llamadas excesivas' }).click();
    await page.waitForURL(/\/complainPageNext\?problemType=1&problemSonType=11&orderNo=ORD-1174/);
    await page.getByLabel('Descripción').fill(TEXT);

    const photo = await drawPhoto(page, { width: 1600, height: 1200 });
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    const tile = page.getByRole('button', { name: 'Ver foto 1' });
    await tile.waitFor({ timeout: 30_000 });
    // The preview is the local picture; the CDN url is kept to be sent back, never loaded here.
    expect(await tile.locator('img').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await page.locator(`img[src="${CDN_URL}"]`).count()).toBe(0);
    const uploads = received('uploadProblemImg');
    expect(uploads).toHaveLength(1);
    expect(uploads[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0].body.includes('name="problemImage"')).toBe(true);
    expect(uploads[0].body.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    await expectWorking('complaint-form-uploaded');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog').getByText('Queja enviada').waitFor();
    await screenshot(page, 'spec-backend-complaint-sent');
    await page.waitForURL(/\/complaint\?orderId=1174/);
    expect(received('problemSave').map(formFields)).toEqual([
      {
        problemType: '1',
        problemSonType: '11',
        problemDetail: TEXT,
        problemImage: CDN_URL,
        orderNo: 'ORD-1174',
      },
    ]);
    await page.getByRole('button', { name: 'Cobranza' }).waitFor();
    await expectWorking('complaint-entry-after-send');
  });

  it('complaint detail with isNeedScore 2: the complaint shows, then the score modal opens', async () => {
    await open('/complainDetails?problemId=5001');
    await expectLoaded(page.getByText('Me llaman varias veces al día.'));
    await page.getByText('Hablamos con el área de cobranza.').waitFor();
    const score = page.getByRole('dialog', { name: 'Califique la atención de su queja' });
    await score.waitFor({ timeout: 10_000 });
    expect(formFields(received('problemDetail')[0])).toMatchObject({ problemId: '5001' });
    await expectWorking('complaint-detail-score');
  });

  it('loan details without isScore and isDelay: the status, the rows and Pay; no rating, no extension', async () => {
    await open('/loan/details?productId=1&orderId=1174');
    await expectLoaded(page.getByRole('heading', { name: 'Pendiente de pago' }));
    await page.getByText('Fecha de vencimiento').first().waitFor();
    await page.getByRole('button', { name: 'Pagar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Extensión' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectWorking('loan-details');
  });

  it('loan offer without isNeedPop: the amount, the plan and an enabled submit; no reload modal', async () => {
    await open('/loan/confirm?productId=1');
    const amount = page.getByTestId('lc-amount');
    await expectLoaded(amount);
    expect(await amount.textContent()).toContain('3,000.00');
    await page.getByText('Cuota 1').first().waitFor();
    expect(await page.getByRole('button', { name: 'Confirmar y solicitar' }).isEnabled()).toBe(
      true,
    );
    expect(await page.getByRole('dialog', { name: 'Un momento' }).count()).toBe(0);
    await expectWorking('loan-offer');
  });
});
