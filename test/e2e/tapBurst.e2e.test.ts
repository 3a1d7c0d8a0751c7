import type { Locator, Page } from 'playwright-core';
import { resolveEndpoints, type EndpointKey } from '../../src/platform/api/endpoints';
import { baseUrl, browserSuite, demoSession, setScenario } from './support/browser';
import { SUBMIT_REARM_MS } from '../../src/config/constants';

// Issue 10 item 7: every submit that moves money sends exactly one request for a burst of 10 taps
// within the re-arm time (500 ms), for touch, mouse and keyboard input, for a fast success and a fast
// failure answer.

jest.setTimeout(60_000);

const TAPS = 10;
/**
 * A burst counts when it ends within the submit's re-arm time (a failed submit re-arms after it): longer, a
 * second request would be a new tap, not a repeat. Bursts take 18-130 ms on an idle machine.
 */
const BURST_LIMIT_MS = SUBMIT_REARM_MS;
/** How many times a flow whose burst outlasted the re-arm time is taken again. */
const BURST_RETAKES = 2;
/** After the outcome shows, how long stray requests of the burst get to appear. */
const SETTLE_MS = 500;
/** The generic 'fail' scenario's message (server/i18n.ts COMMON.unavailable), shown as is. */
const FAILURE_TEXT = 'Servicio no disponible, inténtelo más tarde';

type Submit = 'loan push' | 'repayment commit' | 'repayment confirm' | 'alternative payment';
type Input = 'touch' | 'mouse' | 'keyboard';
type Answer = 'success' | 'failure';

/** The event each input raises once per tap, click or press (disabled buttons get no mousedown). */
const INPUT_EVENT: Record<Input, string> = {
  touch: 'touchstart',
  mouse: 'pointerdown',
  keyboard: 'keydown',
};

interface Row {
  submit: Submit;
  input: Input;
  answer: Answer;
  burstMs: number;
  /** Inputs the page received, null when the document was replaced. */
  seen: number | null;
  requests: number;
}

const repaymentUrl =
  `${baseUrl}/repayment/choose?${demoSession}` +
  '&orderId=1174&productId=1&amount=359160&couponId=';

/** The code the demo server printed for the last commit (demo-only endpoint). */
async function lastSmsCode(): Promise<string> {
  const res = await fetch(`${baseUrl}/__demo/last-sms`);
  const body = (await res.json()) as { code?: string };
  if (!res.ok || !body.code) throw new Error('no SMS code printed');
  return body.code;
}

interface Flow {
  /** The endpoint the burst must call once (its key in the app's endpoint table). */
  endpoint: EndpointKey;
  /** Opens the page and brings it to the submit; returns the submit control. */
  prepare: (page: Page, secrets: string[]) => Promise<Locator>;
  /** Waits for what the user sees after the answer. */
  outcome: (page: Page, answer: Answer) => Promise<void>;
}

async function chooseMethod(page: Page, method: RegExp): Promise<Locator> {
  await page.goto(repaymentUrl);
  await page.getByRole('radio', { name: method }).check();
  return page.getByRole('button', { name: 'Pagar' });
}

const toast = (page: Page) => page.getByRole('status').getByText(FAILURE_TEXT).waitFor();
const smsDialog = (page: Page) => page.getByRole('dialog', { name: 'Verificación por SMS' });

const flows: Record<Submit, Flow> = {
  'loan push': {
    endpoint: 'loanDetailPush',
    prepare: async (page) => {
      await page.goto(`${baseUrl}/loan/confirm?productId=1&${demoSession}`);
      await page.locator('[data-testid="lc-amount"]').waitFor();
      await page.getByRole('checkbox').check();
      return page.getByRole('button', { name: 'Confirmar y solicitar' });
    },
    outcome: (page, answer) =>
      answer === 'success' ? page.waitForURL(/\/loan\/details\?/) : toast(page),
  },
  'repayment commit': {
    endpoint: 'repaymentCommit',
    prepare: (page) => chooseMethod(page, /BBVA/),
    outcome: (page, answer) => (answer === 'success' ? smsDialog(page).waitFor() : toast(page)),
  },
  'repayment confirm': {
    endpoint: 'repaymentConfirm',
    prepare: async (page, secrets) => {
      await (await chooseMethod(page, /BBVA/)).click();
      const dialog = smsDialog(page);
      await dialog.waitFor();
      // The right code in both cases: the failure comes from the scenario alone.
      const code = await lastSmsCode();
      secrets.push(code);
      await dialog.getByLabel('Código de verificación').fill(code);
      return dialog.getByRole('button', { name: 'Confirmar pago' });
    },
    outcome: (page, answer) =>
      answer === 'success'
        ? page.waitForURL(/\/loan\/details\?/)
        : smsDialog(page).getByTestId('cr-sms-message').getByText(FAILURE_TEXT).waitFor(),
  },
  'alternative payment': {
    endpoint: 'repaymentHuichao',
    prepare: (page) => chooseMethod(page, /Otro método de pago/),
    outcome: (page, answer) =>
      answer === 'success' ? page.waitForURL(/\/carpmm\?paid=1$/) : toast(page),
  },
};

/**
 * 10 raw inputs at the control's centre; returns the elapsed ms. They are dispatched together:
 * awaited one by one they take 20-35 ms each while the page renders (over 300 ms in all).
 * Playwright still delivers them in order, each a whole tap (touchStart, touchEnd), click
 * (move, down, up) or press (keydown, keyup).
 */
async function burst(page: Page, control: Locator, input: Input): Promise<number> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the submit control has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (input === 'keyboard') await control.focus();
  // Counts the inputs the page receives (the window survives the app's in-app navigations).
  await page.evaluate((type) => {
    const w = window as typeof window & { burstInputs?: number };
    w.burstInputs = 0;
    addEventListener(type, () => (w.burstInputs = (w.burstInputs ?? 0) + 1), { capture: true });
  }, INPUT_EVENT[input]);
  const once = (): Promise<unknown>[] => {
    if (input === 'touch') return [page.touchscreen.tap(x, y)];
    if (input === 'mouse') return [page.mouse.click(x, y)];
    return [page.keyboard.down('Enter'), page.keyboard.up('Enter')];
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: TAPS }, once).flat());
  return Date.now() - start;
}

const submits = Object.keys(flows) as Submit[];
const inputs: Input[] = ['touch', 'mouse', 'keyboard'];
const answers: Answer[] = ['success', 'failure'];
const cases = submits.flatMap((submit) =>
  inputs.flatMap((input) => answers.map((answer) => ({ submit, input, answer }))),
);

function table(rows: Row[]): string {
  const head = ['submit', 'input', 'answer', 'burst ms', 'inputs seen', 'requests'];
  const body = rows.map((r) => [
    r.submit,
    r.input,
    r.answer,
    String(r.burstMs),
    r.seen === null ? '-' : String(r.seen),
    String(r.requests),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const pad = (c: string, i: number) => (i >= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]));
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

describe('one request per tap burst on every submit that moves money', () => {
  const suite = browserSuite();
  const rows: Row[] = [];

  afterAll(() => {
    console.log(
      `Tap bursts: ${TAPS} inputs at the control's centre, dispatched together, in order\n` +
        table(rows),
    );
  });

  it.each(cases)(
    '$submit, $input, fast $answer: one request',
    async ({ submit, input, answer }) => {
      const { page } = suite;
      const flow = flows[submit];
      await setScenario(answer === 'success' ? 'ok' : `${flow.endpoint}:fail`);
      const path = resolveEndpoints()[flow.endpoint].path;
      let burstMs = Infinity;
      let seen: number | null = null;
      let requests = 0;
      // A burst is 10 taps within the re-arm time: one that this machine's other work stretched past
      // it is not a burst (a late tap is a new request by design), so the flow is taken again, up to
      // twice, on a fresh page.
      for (let take = 0; take <= BURST_RETAKES && burstMs >= BURST_LIMIT_MS; take += 1) {
        const tab = take === 0 ? page : await suite.context.newPage();
        try {
          const control = await flow.prepare(tab, suite.secrets);
          await control.waitFor();
          expect(await control.isEnabled()).toBe(true);
          let sent = 0;
          tab.on('request', (request) => {
            if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) {
              sent += 1;
            }
          });
          burstMs = await burst(tab, control, input);
          await flow.outcome(tab, answer);
          await tab.waitForTimeout(SETTLE_MS);
          seen = await tab.evaluate(
            () => (window as typeof window & { burstInputs?: number }).burstInputs ?? null,
          );
          requests = sent;
        } finally {
          if (take > 0) await tab.close();
        }
      }
      rows.push({ submit, input, answer, burstMs, seen, requests });

      expect(burstMs).toBeLessThan(BURST_LIMIT_MS);
      if (seen !== null) expect(seen).toBe(TAPS);
      expect(requests).toBe(1);
    },
  );
});
