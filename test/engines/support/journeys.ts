import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EARLY_REPLAY_MARK,
  EARLY_WAITING_ATTRIBUTE,
} from '../../../src/platform/boot/earlyHandOver';
import type { EnginePage } from './engine';
import type { EngineProxy } from './proxy';
import { app, smokePages } from './routes';

/**
 * The smoke journeys, the same in every engine (test/engines/*.engines.ts): every page renders its
 * content, the loan confirmation, the card repayment's SMS step, a complaint with a photo, the landing's
 * registration, the language switch and the early-tap keeper. Each fails on a page error.
 */

/** What an engine's file gives the journeys. */
export interface EngineSetup {
  page: EnginePage;
  /** The origin the pages are opened at (the demo server, or a proxy in front of it). */
  base: string;
  /** A fresh origin in front of the same server that holds the app's scripts until released. */
  slowOrigin(): Promise<EngineProxy>;
  close(): Promise<void>;
}

const LANDING = '/promotion?id=1&app_from=cuota&user_from=engines&utm_tag=spring';
const COMPLAINT = 'Me llamaron nueve veces en un día antes de la fecha de pago.';
const MOBILE_MESSAGE = 'Ingrese el número de celular correcto';

/** A 1x1 PNG for the complaint's photo: the picker's answer reaching the form is what counts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A demo-only endpoint's answer (never part of the product API). */
async function demo<T>(server: string, pathAndQuery: string): Promise<T> {
  const res = await fetch(`${server}${pathAndQuery}`);
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status}`);
  return (await res.json()) as T;
}

/** The smoke suite of one engine against its own demo server (scripts/engines.js starts one per engine). */
export function smokeSuite(title: string, server: string, start: () => Promise<EngineSetup>): void {
  describe(`${title}: smoke journeys`, () => {
    let setup: EngineSetup;
    let page: EnginePage;
    let base: string;

    beforeAll(async () => {
      setup = await start();
      ({ page, base } = setup);
    });

    afterAll(async () => {
      await setup?.close();
    });

    afterEach(async () => {
      if (!page) return; // the engine did not start: beforeAll's error says why
      // Reports of the last page may still be on their way (WebKit's hook beacons them).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await page.takeErrors()).toEqual([]);
    });

    it('every page renders its content', async () => {
      const problems: string[] = [];
      for (const { route, url, title: heading, text } of smokePages()) {
        await page.goto(`${base}${url}`);
        try {
          // The app took the page over and shows its heading and content (its data, where it loads any).
          await page.waitUntil(
            `showing ${route}`,
            (mark: string, h: string, t: string) =>
              performance.getEntriesByName(mark, 'mark').length > 0 &&
              document.querySelector('h1')?.textContent?.trim() === h &&
              (document.body.textContent ?? '').replace(/\s+/g, ' ').includes(t),
            [EARLY_REPLAY_MARK, heading, text],
          );
        } catch (error) {
          const shown = await page.evaluate(
            (mark: string) => ({
              live: performance.getEntriesByName(mark, 'mark').length > 0,
              h1: document.querySelector('h1')?.textContent ?? null,
            }),
            EARLY_REPLAY_MARK,
          );
          problems.push(`${route}: ${(error as Error).message}: ${JSON.stringify(shown)}`);
        }
        const name = route === '/' ? 'home' : route === '*' ? 'not-found' : route.slice(1);
        if (
          process.env.ENGINES_ROUTE_SHOTS === '1' ||
          problems.some((p) => p.startsWith(`${route}:`))
        )
          await page.screenshot(`route-${name.replace(/[^a-z0-9]+/gi, '-')}`);
        for (const error of await page.takeErrors()) problems.push(`${route}: ${error}`);
      }
      expect(problems).toEqual([]);
    });

    it('loan confirmation: the agreement gates the submit, the submit reaches the loan details', async () => {
      await page.goto(`${base}${app('/loan/confirm?productId=1')}`);
      await page.appLive();
      expect(await page.textOf({ css: '[data-testid="lc-amount"]' })).toBe('$3,000.00');
      const agreement = { role: 'checkbox' } as const;
      const submit = { role: 'button', name: 'Confirmar y solicitar' } as const;
      if ((await page.property(agreement, 'checked')) === true) await page.click(agreement);
      expect(await page.property(agreement, 'checked')).toBe(false);
      expect(await page.property(submit, 'disabled')).toBe(true);
      await page.screenshot('loan-confirm-unchecked');
      await page.click(agreement);
      expect(await page.property(agreement, 'checked')).toBe(true);
      expect(await page.property(submit, 'disabled')).toBe(false);
      await page.click(submit);
      const url = await page.waitForUrl(/\/loan\/details\?/);
      expect(url.searchParams.get('productId')).toBe('1');
      expect(url.searchParams.get('from')).toBe('confirm');
      await page.find({ role: 'heading', name: 'Solicitud en revisión' });
      await page.screenshot('loan-confirm-to-details');
    });

    it('card repayment: the SMS step with its countdown, a short code refused, the right one pays', async () => {
      await page.goto(
        `${base}${app('/repayment/choose?orderId=1174&productId=1&amount=359160&couponId=')}`,
      );
      await page.appLive();
      await page.waitUntil(
        'showing two cards',
        () => document.querySelectorAll('[data-testid="cr-card"]').length === 2,
        [],
      );
      expect(await page.textOf({ css: '[data-testid="cr-amount"]' })).toBe('$3,591.60');
      const pay = { role: 'button', name: 'Pagar' } as const;
      await page.click(pay);
      await page.find({ text: 'Primero seleccione una tarjeta bancaria' });
      await page.click({ role: 'radio', name: { re: 'BBVA' } });
      expect(await page.property({ role: 'radio', name: { re: 'BBVA' } }, 'checked')).toBe(true);
      await page.click(pay);
      await page.find({ role: 'dialog', name: 'Verificación por SMS' });
      const resend = { css: '[data-testid="cr-resend"]', within: 'dialog[open]' };
      const seconds = async () =>
        Number(/Reenviar en (\d+) s/.exec(await page.textOf(resend))?.[1] ?? NaN);
      const first = await seconds();
      expect(first).toBeGreaterThan(0);
      expect(await page.property(resend, 'disabled')).toBe(true);
      await page.screenshot('card-repayment-sms');
      // The countdown runs.
      const deadline = Date.now() + 4_000;
      while ((await seconds()) >= first && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await seconds()).toBeLessThan(first);

      const code = { label: 'Código de verificación', within: 'dialog[open]' };
      const confirm = { role: 'button', name: 'Confirmar pago', within: 'dialog[open]' } as const;
      await page.fill(code, '123');
      await page.click(confirm);
      await page.find({ text: 'Ingrese el código correcto', within: 'dialog[open]' });
      const { code: right } = await demo<{ code: string }>(server, '/__demo/last-sms');
      await page.fill(code, right);
      expect(await page.property(code, 'value')).toBe(right);
      await page.click(confirm);
      const url = await page.waitForUrl(/\/loan\/details\?/);
      expect(url.searchParams.get('orderId')).toBe('1174');
      await page.screenshot('card-repayment-to-details');
    });

    it('complaint: empty send refused, the counter counts, a photo is added, the complaint is sent', async () => {
      await page.goto(`${base}${app('/complaint?orderId=1174')}`);
      await page.appLive();
      await page.click({ role: 'button', name: 'Cobranza' });
      await page.click({ role: 'button', name: 'Llamadas excesivas' });
      await page.waitForUrl(/\/complainPageNext\?problemType=1&problemSonType=11&orderNo=1174/);
      await page.appLive();
      await page.click({ role: 'button', name: 'Enviar' });
      expect(await page.textOf({ css: '[role="alert"]' })).toContain(
        'Por favor, rellene sus comentarios y sugerencias',
      );
      await page.fill({ label: 'Descripción' }, COMPLAINT);
      await page.find({ text: `${COMPLAINT.length}/200` });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-photo-'));
      const photo = path.join(dir, 'foto.png');
      fs.writeFileSync(photo, PNG);
      try {
        await page.setFiles({ css: 'input[type="file"]' }, [photo]);
        await page.find({ role: 'button', name: 'Ver foto 1' }, { timeout: 20_000 });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      await page.screenshot('complaint-form');
      await page.click({ role: 'button', name: 'Enviar' });
      await page.find({ text: 'Queja enviada', within: 'dialog[open]' });
      await page.screenshot('complaint-sent');
      await page.waitForUrl(/\/complaint\?orderId=1174/);
    });

    it('landing: a new phone registers with captcha and SMS code and lands on the download page', async () => {
      // A phone no run has registered: 11 digits, 1 then 3-9 (the spec's rule), one per engine and run.
      const phone = `1${title.startsWith('W') ? 5 : 6}${String(Date.now()).slice(-9)}`;
      await page.goto(`${base}${LANDING}`);
      await page.appLive();
      await page.click({ role: 'button', name: 'Solicitar ahora' });
      await page.find({ text: MOBILE_MESSAGE });
      await page.fill({ label: 'Número de celular' }, phone);
      const sid = await page.waitUntil(
        'showing the captcha image',
        () => {
          const img = document.querySelector<HTMLImageElement>('.promo-captcha-img');
          return img?.complete && img.naturalWidth > 0
            ? new URL(img.src, location.href).searchParams.get('sid')
            : null;
        },
        [],
      );
      const { text: captcha } = await demo<{ text: string }>(
        server,
        `/__demo/last-captcha?sid=${sid}`,
      );
      await page.fill({ label: 'Código de la imagen' }, captcha);
      await page.click({ role: 'button', name: 'Obtener código' });
      await page.find({ text: 'Código de verificación enviado, revise su teléfono' });
      await page.find({ role: 'button', name: { re: 'Reenviar código en \\d+ s' } });
      expect(await page.property({ label: 'Número de celular' }, 'value')).toBe(
        `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
      );
      const { code } = await demo<{ code: string }>(server, `/__demo/last-sms?phone=${phone}`);
      await page.fill({ label: 'Código SMS' }, code);
      await page.screenshot('landing-filled');
      await page.click({ role: 'button', name: 'Solicitar ahora' });
      await page.waitForUrl(/\/promotion\?[^#]*#\/download\?/);
      await page.find({ role: 'heading', name: 'Descargue la app' });
      await page.find({ text: 'Registro exitoso' });
      await page.screenshot('landing-download');
    });

    it('the language switch: English from the settings, kept on the next page, then Spanish again', async () => {
      await page.goto(`${base}${app('/settings')}`);
      await page.appLive();
      await page.click({ role: 'radio', name: 'English' });
      await page.find({ role: 'heading', name: 'Settings' });
      await page.appLive();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.screenshot('settings-english');
      await page.click({ text: 'About us' });
      await page.find({ role: 'heading', name: 'About us' });
      await page.goto(`${base}${app('/settings')}`);
      await page.appLive();
      await page.click({ role: 'radio', name: 'Español (México)' });
      await page.find({ role: 'heading', name: 'Configuración' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX');
    });

    it('the early-tap keeper: taps made before the app scripts run are kept and replayed', async () => {
      const cases = [
        {
          name: 'landing',
          url: LANDING,
          control: { role: 'button', name: 'Obtener código' },
          effect: MOBILE_MESSAGE,
        },
        // The language choice reloads the page in English.
        {
          name: 'settings',
          url: app('/settings'),
          control: { role: 'radio', name: 'English' },
          effect: 'Settings',
        },
      ] as const;
      for (const { name, url, control, effect } of cases) {
        // A fresh origin each time (nothing of it cached) that holds the app's scripts until released.
        const slow = await setup.slowOrigin();
        try {
          await page.startGoto(`${slow.url}${url}`);
          // The prerendered control, tapped while the app is not there.
          await page.click(control);
          const held = await page.evaluate(
            (attribute: string, mark: string) => ({
              kept: document.body.hasAttribute(attribute),
              live: performance.getEntriesByName(mark, 'mark').length > 0,
            }),
            EARLY_WAITING_ATTRIBUTE,
            EARLY_REPLAY_MARK,
          );
          // The page keeps the tap (and shows that it waits) ...
          expect({ name, ...held }).toEqual({ name, kept: true, live: false });
          slow.release();
          // ... and the app, once there, acts on it: no second tap.
          await page.find({ text: effect }, { timeout: 15_000 });
          await page.screenshot(`early-tap-${name}`);
        } finally {
          await slow.close();
        }
      }
    });
  });
}
