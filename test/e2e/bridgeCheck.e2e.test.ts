import type { Page } from 'playwright-core';
import { BRIDGE_ACTIONS, FIRE_AND_FORGET_ACTIONS } from '../../src/platform/bridge/actions';
import { BRIDGE_EVENTS } from '../../src/platform/bridge/events';
import { CONSENT_ACTIONS } from '../../src/qa/bridgeCheck/samples';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';
import {
  emitFromHost,
  installHost,
  received,
  V1_HOSTS,
  type HostKind,
} from './support/simulatedHost';

jest.setTimeout(120_000);

/**
 * The bridge check page (/bridge-check, issue 28) as a host team runs it: inside the simulated hosts
 * of the guide's three transports, the automatic checks, every Run, the seven events sent the way the
 * hosts send them, the child frame and the foreign page. Its results are read from the DOM
 * (`data-check`, `data-result`), as a host's own test would.
 */

const PAGE = `${baseUrl}/bridge-check?${demoSession}`;
const HANDLED = BRIDGE_ACTIONS.filter((action) => action !== 'hello');

/** The host as the page meets it: it answers the handshake with every action it handles. */
async function host(page: Page, kind: HostKind) {
  await installHost(
    page,
    { kind, answers: { hello: { mode: 'ok', result: { ok: true, value: { actions: HANDLED } } } } },
    { fireAndForget: FIRE_AND_FORGET_ACTIONS, actions: BRIDGE_ACTIONS },
  );
}

/**
 * The simulated host is injected into every frame and answers whatever frame posts to it. The guide's
 * hosts take messages from the main frame only (react-native-webview's isTopFrame, WKFrameInfo
 * isMainFrame, addWebMessageListener's isMainFrame): in a child frame their object may be there
 * (react-native-webview on Android and addJavascriptInterface inject into every frame) but what it gets
 * is dropped. Registered after the host, this does the same to it in child frames.
 */
async function mainFrameOnly(page: Page) {
  await page.addInitScript(() => {
    if (window.top === window) return;
    const w = window as unknown as Record<string, unknown> & {
      webkit?: { messageHandlers?: Record<string, unknown> };
    };
    const mute = (target: unknown) => {
      if (typeof target === 'object' && target !== null && 'postMessage' in target)
        Object.assign(target, { postMessage: () => undefined });
    };
    mute(w.ReactNativeWebView);
    mute(w.webkit?.messageHandlers?.cuota);
    mute(w.CuotaNative);
  });
}

/** The host's navigation policy for a foreign page: the web view cancels it (the host opens it outside). */
async function foreignOpensOutside(page: Page) {
  await page.route('https://example.org/**', (route) => route.abort('aborted'));
}

const check = (page: Page, id: string) => page.locator(`[data-check="${id}"]`);
const resultOf = (page: Page, id: string) => check(page, id).getAttribute('data-result');
async function waitResult(page: Page, id: string, result: string, timeout = 30_000) {
  await page.locator(`[data-check="${id}"][data-result="${result}"]`).waitFor({ timeout });
}

/** The report as the tester copies it: the first line, then JSON. */
async function report(page: Page) {
  const text = await page.locator('#bc-report-text').inputValue();
  const [first, ...json] = text.split('\n');
  const body = JSON.parse(json.join('\n')) as {
    overall: string;
    transport: string;
    checks: {
      id: string;
      result: string;
      outcome: string | null;
      detail?: string;
      warning?: string;
    }[];
  };
  return { text, first, body, result: (id: string) => body.checks.find((c) => c.id === id) };
}

describe('the bridge check page in the simulated hosts', () => {
  const suite = browserSuite();

  it.each(V1_HOSTS)(
    '%s: handshake, actions, events, frame and foreign page all pass',
    async (kind) => {
      const { page, errors } = suite;
      await host(page, kind);
      await mainFrameOnly(page);
      await foreignOpensOutside(page);
      await page.goto(PAGE);
      await page.getByRole('heading', { level: 1, name: 'Comprobación del puente' }).waitFor();

      // The automatic checks: where it runs, the handshake, track, the child frame.
      await waitResult(page, 'hello', 'pass');
      await waitResult(page, 'action:track', 'pass');
      expect(await check(page, 'transport').getAttribute('data-outcome')).toBe(kind);
      expect(await check(page, 'in-app').getAttribute('data-result')).toBe('pass');
      await waitResult(page, 'frame', 'pass');
      // The app's boot said hello, then the page its own; nothing with a native screen ran by itself.
      const sent = received(page).map((r) => r.action);
      expect(sent.filter((a) => a === 'hello')).toHaveLength(2);
      expect(sent.filter((a) => CONSENT_ACTIONS.some((c) => c === a))).toEqual([]);

      // Each Run, with consent: the host answers or takes each.
      for (const action of CONSENT_ACTIONS) {
        await page.getByRole('button', { name: `Ejecutar ${action}`, exact: true }).click();
        await waitResult(page, `action:${action}`, 'pass');
      }
      expect(await check(page, 'action:locate').getAttribute('data-outcome')).toBe('answered');
      expect(await check(page, 'action:closeWebView').getAttribute('data-outcome')).toBe('sent');

      // The foreign page: the web view does not load it, the page stays.
      await page.getByRole('link', { name: 'Abrir example.org' }).click();
      await waitResult(page, 'foreign', 'pass');

      // The seven events as the hosts send them; back is held (the page stays), languageChanged reloads.
      for (const event of BRIDGE_EVENTS.filter((e) => e !== 'languageChanged')) {
        await emitFromHost(page, event, null);
        await waitResult(page, `event:${event}`, 'pass');
      }
      // The page stayed (its address lost the session parameters at load).
      expect(page.url()).toBe(`${baseUrl}/bridge-check`);
      await emitFromHost(page, 'languageChanged', { locale: 'en' });
      await page.getByRole('heading', { level: 1, name: 'Bridge check' }).waitFor();
      await waitResult(page, 'event:languageChanged', 'pass');
      await waitResult(page, 'hello', 'pass');
      await waitResult(page, 'frame', 'pass');
      await waitResult(page, 'summary', 'pass');

      // What a reload kept, and the report a host team copies.
      for (const event of BRIDGE_EVENTS)
        expect(await resultOf(page, `event:${event}`)).toBe('pass');
      for (const action of CONSENT_ACTIONS)
        expect(await resultOf(page, `action:${action}`)).toBe('pass');
      expect(await resultOf(page, 'foreign')).toBe('pass');
      const { first, body, result, text } = await report(page);
      expect(first).toBe('Cuota bridge check: PASS');
      expect(body.transport).toBe(kind);
      for (const id of [
        'hello',
        'action:track',
        ...BRIDGE_EVENTS.map((e) => `event:${e}`),
        'frame',
      ])
        expect([id, result(id)?.result]).toEqual([id, 'pass']);
      expect(result('event:languageChanged')?.detail).toBe('count=1 payload={"locale":"en"}');
      // The frame saw the host's object (injected into every frame) and got no answer: a note, no failure.
      expect(result('frame')?.warning).toBe('objectsVisible');
      // No session value in the report.
      for (const secret of ['e2e-session', 'e2e-device', '19.4326', '-99.1332'])
        expect(text).not.toContain(secret);

      expect(await accessibilityViolations(page)).toEqual([]);
      // A phone's width, every control a 44 px touch target.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const small = await page
        .locator('main button, main a, main summary')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.getBoundingClientRect().height < 44)
            .map((node) => node.textContent ?? ''),
        );
      expect(small).toEqual([]);
      await screenshot(page, `bridge-check-${kind}`);
      expect(errors).toEqual([]);
    },
  );

  it('fails the frame check against a host that answers every frame, and says so in the report', async () => {
    const { page, errors } = suite;
    await host(page, 'android');
    await page.goto(PAGE);
    await waitResult(page, 'hello', 'pass');
    await waitResult(page, 'frame', 'fail');
    expect(await check(page, 'frame').getAttribute('data-outcome')).toBe('answered');
    await waitResult(page, 'summary', 'fail');
    const { result } = await report(page);
    expect(result('frame')).toMatchObject({ result: 'fail', outcome: 'answered' });
    expect(result('frame')?.detail).toMatch(/^found=CuotaNative answer=ok=true handledBy=app/);
    // The frame's hello reached the host (its record runs in every frame).
    expect(received(page).filter((r) => r.action === 'hello').length).toBeGreaterThanOrEqual(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'bridge-check-frame-answered');
    expect(errors).toEqual([]);
  });

  it('fails the foreign page check when the web view loads the foreign page', async () => {
    const { page, errors } = suite;
    await host(page, 'react-native');
    await mainFrameOnly(page);
    await page.route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Example</title><h1>Example</h1>' }),
    );
    await page.goto(PAGE);
    await waitResult(page, 'hello', 'pass');
    await page.getByRole('link', { name: 'Abrir example.org' }).click();
    await page.waitForURL('https://example.org/');
    await page.goBack();
    await waitResult(page, 'foreign', 'fail');
    expect(await check(page, 'foreign').getAttribute('data-outcome')).toBe('left');
    await waitResult(page, 'summary', 'fail');
    expect(errors).toEqual([]);
  });

  it('outside the app: no host, every check says so', async () => {
    const { page, errors } = suite;
    await page.goto(PAGE);
    await waitResult(page, 'hello', 'fallback');
    expect(await check(page, 'hello').getAttribute('data-outcome')).toBe('outside');
    await waitResult(page, 'summary', 'notInApp');
    expect(await check(page, 'transport').getAttribute('data-outcome')).toBe('none');
    await waitResult(page, 'frame', 'pass');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'bridge-check-browser');
    expect(errors).toEqual([]);
  });
});
