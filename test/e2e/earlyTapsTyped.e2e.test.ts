import type { Page } from 'playwright-core';
import { EARLY_REPLAY_MARK } from '../../src/platform/boot/earlyHandOver';
import { baseUrl, browserSuite, screenshot } from './support/browser';

/**
 * Text typed into a prerendered field before the app takes the page over survives the take-over
 * (src/platform/boot/earlyEvents.ts): every script of the page held back 2.5 s, so the borrower types
 * on the prerendered page; afterwards each field shows what was typed through its own formatter, the
 * caret where it was, the focus where it was, no error under a field not left, the form's state holds
 * the values (its submit uses them), and at no moment did a loading state stand in for the form.
 */

jest.setTimeout(120_000);

/** How long each of the page's scripts is held back (the measurement). */
const SCRIPT_DELAY_MS = 2_500;

/** One field typed into on the prerendered page. */
interface TypedField {
  /** Its label on the prerendered (Spanish) page. */
  label: string;
  /** What the finger types. */
  text: string;
  /** Its label once the app has the page (another language: the page rendered afresh). */
  labelAfter?: string;
  /** What it shows once the app has it. */
  shown: string;
}

interface TypedCase {
  name: string;
  path: string;
  /** Typed in order; the last one keeps the focus. */
  fields: TypedField[];
  /** Left-arrow presses in the last field once typed: the caret moved back into the text. */
  caretBack?: number;
  /** Where the caret stands in the last field once the app has it (null: a field with no caret). */
  caret: number | null;
  /** What the form does with the values once the app has it: they are its state, not only the DOM's. */
  then(page: Page): Promise<void>;
}

const LANDING = '/promotion?id=1&app_from=cuota&user_from=e2e&utm_tag=spring';

/** The landing's three fields: the phone with dashes, the captcha, a code with a letter in it. */
const landingFields = (english: boolean): TypedField[] => [
  {
    label: 'Número de celular',
    text: '139-1234-5678',
    labelAfter: english ? 'Mobile number' : undefined,
    shown: '139 1234 5678',
  },
  {
    label: 'Código de la imagen',
    text: 'ab12',
    labelAfter: english ? 'Image captcha' : undefined,
    shown: 'ab12',
  },
  {
    label: 'Código SMS',
    text: '12a34',
    labelAfter: english ? 'SMS code' : undefined,
    shown: '1234',
  },
];

/** The landing's get-code sends the typed phone (digits only) and captcha: the form holds them. */
const sendsTheTypedPhone = (getCode: string) => async (page: Page) => {
  const [request] = await Promise.all([
    page.waitForRequest(/\/get-sms/),
    page.getByRole('button', { name: getCode }).tap(),
  ]);
  const body = request.postData() ?? '';
  expect(body).toContain('13912345678');
  expect(body).toContain('ab12');
};

/** The website's form answers its success: every field counted as filled. */
const succeeds = (submit: string, success: string) => async (page: Page) => {
  await page.getByRole('button', { name: submit, exact: true }).tap();
  await page.getByText(success).first().waitFor();
};

const CASES: TypedCase[] = [
  {
    // The caret moved back two digits: it stays between the same digits in the grouped display.
    name: 'landing: phone, captcha and SMS code, then back in the phone',
    path: LANDING,
    fields: [...landingFields(false).slice(1), landingFields(false)[0]],
    caretBack: 2,
    caret: '139 1234 56'.length,
    then: sendsTheTypedPhone('Obtener código'),
  },
  {
    // The spec's channel link opens the same registration: it hydrates too.
    name: 'landing at the channel link (#/downloadTemplate)',
    path: '/promotion#/downloadTemplate?id=3',
    fields: landingFields(false),
    caret: '1234'.length,
    then: sendsTheTypedPhone('Obtener código'),
  },
  {
    // Rendered afresh in English next to the Spanish page, which stays until the English one is ready.
    name: 'landing in English (rendered afresh)',
    path: `${LANDING}&lang=en`,
    fields: [...landingFields(true).slice(1), landingFields(true)[0]],
    caret: '139 1234 5678'.length,
    then: sendsTheTypedPhone('get code'),
  },
  {
    name: 'website: contact form',
    path: '/Contact',
    fields: [
      { label: 'Nombre', text: 'Ana Pérez', shown: 'Ana Pérez' },
      { label: 'Teléfono', text: '55 1234 5678', shown: '551 2345 678' },
      { label: 'Correo electrónico', text: 'ana@example.com', shown: 'ana@example.com' },
      { label: 'Mensaje', text: 'Hola, quiero saber más.', shown: 'Hola, quiero saber más.' },
    ],
    caretBack: 6,
    caret: 'Hola, quiero saber más.'.length - 6,
    then: succeeds('Enviar', '¡Operación exitosa!'),
  },
  {
    name: 'website: e-mail sign-up',
    path: '/',
    fields: [{ label: 'Correo electrónico', text: 'ana@example.com', shown: 'ana@example.com' }],
    // An e-mail field has no caret to read.
    caret: null,
    then: succeeds('Suscribirse', '¡Operación exitosa!'),
  },
  {
    name: 'website in English: contact form (rendered afresh)',
    path: '/Contact?lang=en',
    fields: [
      { label: 'Nombre', text: 'Ana Pérez', labelAfter: 'Name', shown: 'Ana Pérez' },
      { label: 'Teléfono', text: '5512345678', labelAfter: 'Telephone', shown: '551 2345 678' },
      {
        label: 'Correo electrónico',
        text: 'ana@example.com',
        labelAfter: 'E-mail',
        shown: 'ana@example.com',
      },
      { label: 'Mensaje', text: 'Hola', labelAfter: 'Message', shown: 'Hola' },
    ],
    caret: 'Hola'.length,
    then: succeeds('Send', 'Successful!'),
  },
];

/**
 * Watches the page from its first byte: each change of whether a loading state shows (the page's
 * loading screen, the loading overlay) or a form is on screen, and any "Cargando…" inside a form.
 */
async function watchLoading(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const states: string[] = [];
    Object.defineProperty(window, '__typedStates', { value: states });
    let last = '';
    const check = () => {
      if (!document.body) return;
      const shown = (el: Element) => el.getClientRects().length > 0;
      const loading = [...document.querySelectorAll('.page-loading, .loading-overlay')].some(shown);
      const forms = [...document.querySelectorAll('form')].filter(shown);
      const inForm = forms.some((form) => /Cargando…|Loading…/.test(form.textContent ?? ''));
      const state = `forms ${forms.length}${loading ? ', loading' : ''}${inForm ? ', loading in a form' : ''}`;
      if (state === last) return;
      last = state;
      states.push(`${Math.round(performance.now())} ms: ${state}`);
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => [...(Reflect.get(window, '__typedStates') as string[])]);
}

const tookOver = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length > 0, EARLY_REPLAY_MARK);

describe('text typed into a prerendered field before the app takes over survives it (scripts held back 2.5 s)', () => {
  const suite = browserSuite();

  for (const c of CASES) {
    it(`${c.name}: the values, the caret and the focus stay; no loading state stands in for the form`, async () => {
      const { page } = suite;
      const states = await watchLoading(page);
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
        await route.continue();
      });
      await page.goto(`${baseUrl}${c.path}`, { waitUntil: 'commit' });
      for (const field of c.fields) {
        const input = page.getByLabel(field.label, { exact: true });
        await input.tap();
        await page.keyboard.type(field.text);
      }
      for (let i = 0; i < (c.caretBack ?? 0); i += 1) await page.keyboard.press('ArrowLeft');
      // All of it typed on the prerendered page: the app was not there yet.
      expect(await tookOver(page)).toBe(false);

      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
        EARLY_REPLAY_MARK,
      );
      // React renders what was handed over, and the page's first requests settle.
      await page.waitForTimeout(500);
      for (const field of c.fields) {
        const input = page.getByLabel(field.labelAfter ?? field.label, { exact: true });
        expect(await input.inputValue()).toBe(field.shown);
        // No error under a field the borrower has not left (nor under any other yet).
        expect(await input.getAttribute('aria-invalid')).toBeNull();
      }
      const last = c.fields[c.fields.length - 1];
      const focused = page.getByLabel(last.labelAfter ?? last.label, { exact: true });
      const caret = await focused.evaluate((el) => ({
        focused: el === document.activeElement,
        at: (el as HTMLInputElement).selectionStart,
        to: (el as HTMLInputElement).selectionEnd,
      }));
      expect(caret).toEqual({ focused: true, at: c.caret, to: c.caret });
      expect(await page.locator('form [role="alert"]').count()).toBe(0);
      await screenshot(page, `early-typed-${c.name.replace(/[^a-z]+/gi, '-')}`, {
        fullPage: false,
      });

      // From the form's first paint on, a form was on screen and no loading state.
      const seen = await states();
      const firstForm = seen.findIndex((state) => !/forms 0/.test(state));
      expect(firstForm).toBeGreaterThanOrEqual(0);
      expect(seen.slice(firstForm).filter((state) => /forms 0|loading/.test(state))).toEqual([]);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await c.then(page);
      expect(suite.errors).toEqual([]);
    });
  }
});
