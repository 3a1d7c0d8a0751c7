import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import { BRIDGE_ACTIONS, FIRE_AND_FORGET_ACTIONS } from '../../src/platform/bridge/actions';
import { baseUrl, browserSuite, demoSession, screenshot } from './support/browser';
import {
  answerFromHost,
  emitFromHost,
  hostScript,
  installHost,
  received,
  receivedAction,
  type HostKind,
  type HostOptions,
} from './support/simulatedHost';

jest.setTimeout(120_000);

const lists = { fireAndForget: FIRE_AND_FORGET_ACTIONS, actions: BRIDGE_ACTIONS };
const root = path.resolve(__dirname, '../..');
const testPage = `/testPreview?${demoSession}&productId=1&orderId=1174`;
/** The browser's own position, which the page asks for when the host's does not come in time. */
const BROWSER_POSITION = { latitude: 20.6597, longitude: -103.3496, accuracy: 30 };
const BROWSER_POSITION_TEXT = 'Latitud 20.65970';
/** A short locate time-out (config.js bridge.timeouts) so the fallback shows within a test's seconds. */
const LOCATE_MS = 3000;

/** src/platform/bridge bundled alone (webpack, as the app builds it), exposing createBridge to the page. */
async function bridgeBundle(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-bridge-'));
  const entry = path.join(dir, 'entry.js');
  const bridgeModule = path.join(root, 'src/platform/bridge/bridge.ts');
  fs.writeFileSync(entry, `window.__bridgeModule = require(${JSON.stringify(bridgeModule)});\n`);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: root,
    entry,
    output: { path: dir, filename: 'bridge.js' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      // One script the page evaluates: the lazily loaded parts (the geolocation fallback) come with it.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: 'tsconfig.json' },
          },
        },
      ],
    },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return fs.readFileSync(path.join(dir, 'bridge.js'), 'utf8');
}

/** The sample call of each action, made in the page (as a string: it runs in the browser). */
const CALLS = `{
  hello: (b) => b.hello(),
  openPage: (b) => b.openPage('repay', { orderId: '1174' }),
  openPageVariant: (b) => b.openPageVariant('repayDelay', { orderId: '1174' }),
  closeWebView: (b) => b.closeWebView(),
  goProductPage: (b) => b.goProductPage({ productId: '1' }),
  goHome: (b) => b.goHome(),
  goMine: (b) => b.goMine(),
  goLogin: (b) => b.goLogin(true),
  callTelephone: (b) => b.callTelephone('800 953 4210'),
  rateApp: (b) => b.rateApp(),
  track: (b) => b.track('confirm', { productId: '1' }),
  startBankFlow: (b) => b.startBankFlow({ orderId: '1174' }),
  endBankFlow: (b) => b.endBankFlow({ orderId: '1174', cardId: '9' }),
  shareTape: (b) => b.shareTape('{"entries":[]}'),
  locate: (b) => b.locate(),
}`;

describe('the bridge protocol in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];
  let bundle = '';

  beforeAll(async () => {
    bundle = await bridgeBundle();
  });
  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it.each<HostKind>(['react-native', 'webkit', 'android', 'legacy-android', 'legacy-ios'])(
    'all 15 actions round-trip through the bridge module inside a %s host',
    async (kind) => {
      await installHost(page, { kind }, lists);
      await page.goto('about:blank');
      await page.evaluate(hostScript, {
        kind,
        ...lists,
        fireAndForget: [...FIRE_AND_FORGET_ACTIONS],
        actions: [...BRIDGE_ACTIONS],
      });
      await page.evaluate(bundle);
      const results = (await page.evaluate(`(async () => {
        const bridge = window.__bridgeModule.createBridge({ win: window, debug: () => {} });
        const calls = ${CALLS};
        const out = {};
        for (const action of Object.keys(calls)) out[action] = await calls[action](bridge);
        return { inApp: bridge.isInApp(), out };
      })()`)) as {
        inApp: boolean;
        out: Record<string, { ok: boolean; handledBy: string; value?: unknown }>;
      };
      expect(results.inApp).toBe(true);
      expect(received(page).map((r) => r.action)).toEqual([...BRIDGE_ACTIONS]);
      for (const message of received(page)) {
        expect(message.transport).toBe(kind);
        expect(message.raw).toBe('string');
        if (!kind.startsWith('legacy'))
          expect(message).toMatchObject({ v: 1, id: expect.any(String) });
      }
      expect(received(page).find((r) => r.action === 'openPage')?.payload).toEqual({
        page: 'repay',
        orderId: '1174',
      });
      for (const action of BRIDGE_ACTIONS) {
        expect({ action, ...results.out[action] }).toMatchObject({
          action,
          ok: true,
          handledBy: 'app',
        });
      }
      expect(results.out.locate.value).toEqual({
        latitude: 19.4326,
        longitude: -99.1332,
        accuracy: 12,
      });
    },
  );

  /** Opens the test page inside the host and presses the location button; returns when it was pressed. */
  async function locateOnTestPage(options: HostOptions) {
    await installHost(page, options, lists);
    await page.goto(`${baseUrl}${testPage}`);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    await page.getByRole('button', { name: 'Obtener ubicación' }).click();
    return Date.now();
  }

  const locationText = () => page.getByTestId('tp-location').textContent();

  it('queue before ready: a call made before the host is ready is sent on ready() and answered', async () => {
    const pressed = await locateOnTestPage({
      kind: 'android',
      readyAfterMs: 2500,
      config: { transport: 'android' },
    });
    const message = await receivedAction(page, 'locate');
    expect(message.at).toBeGreaterThanOrEqual(message.readyAt ?? Infinity);
    expect(Date.now() - pressed).toBeLessThan(5000);
    await page.getByText('Latitud 19.43260').waitFor();
    await screenshot(page, 'bridge-queue-ready');
    expect(errors).toEqual([]);
  });

  /** The browser grants this origin its position, as a borrower who allows location would. */
  async function allowBrowserPosition() {
    await suite.context.grantPermissions(['geolocation'], { origin: baseUrl });
    await suite.context.setGeolocation(BROWSER_POSITION);
  }

  it('queue time-out: the host never gets ready; at the locate time-out the browser position shows', async () => {
    await allowBrowserPosition();
    const pressed = await locateOnTestPage({
      kind: 'webkit',
      config: { transport: 'webkit', timeouts: { locate: LOCATE_MS } },
      readyAfterMs: 60_000,
    });
    await page.getByText(BROWSER_POSITION_TEXT).waitFor({ timeout: 10_000 });
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(LOCATE_MS - 500);
    expect(received(page).filter((r) => r.action === 'locate')).toEqual([]);
    expect(await page.getByRole('button', { name: 'Obtener ubicación' }).isEnabled()).toBe(true);
    await screenshot(page, 'bridge-queue-timeout');
  });

  it.each<HostKind>(['react-native', 'webkit', 'android'])(
    '%s host that never answers locate: the browser position shows at the time-out, not before',
    async (kind) => {
      await allowBrowserPosition();
      const pressed = await locateOnTestPage({
        kind,
        answers: { locate: { mode: 'never' } },
        config: { timeouts: { locate: LOCATE_MS } },
      });
      await receivedAction(page, 'locate');
      expect(await locationText()).toBe('Obteniendo ubicación…');
      await page.getByText(BROWSER_POSITION_TEXT).waitFor({ timeout: 10_000 });
      expect(Date.now() - pressed).toBeGreaterThanOrEqual(LOCATE_MS - 500);
      expect(await page.getByRole('button', { name: 'Obtener ubicación' }).isEnabled()).toBe(true);
    },
  );

  it('an answer after the time-out is ignored: the browser position stays', async () => {
    await allowBrowserPosition();
    await locateOnTestPage({
      kind: 'react-native',
      answers: { locate: { mode: 'late', delayMs: LOCATE_MS + 1000 } },
      config: { timeouts: { locate: LOCATE_MS } },
    });
    await page.getByText(BROWSER_POSITION_TEXT).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(1500);
    expect(await page.getByText(BROWSER_POSITION_TEXT).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a locate the host answers after 8 s is used (the default locate time-out is 20 s)', async () => {
    await locateOnTestPage({
      kind: 'react-native',
      answers: { locate: { mode: 'late', delayMs: 8000 } },
    });
    await page.getByText('Latitud 19.43260').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('emit reaches the store: the QA tape holds bridge/eventReceived with bridge origin', async () => {
    await installHost(page, { kind: 'webkit' }, lists);
    await page.goto(`${baseUrl}${testPage}&qaTape=1`);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    // Garbage first: the page survives it and records nothing for it.
    await page.evaluate(
      `window.CuotaWeb.emit({}, function () {}); window.CuotaWeb.emit('reboot', '{')`,
    );
    await answerFromHost(page, 'no-such-call', { ok: true });
    await page.evaluate(`window.CuotaWeb.receive(undefined, '{bad'); window.CuotaWeb.ready(1, 2)`);
    await emitFromHost(page, 'resume');
    await emitFromHost(page, 'bankFlowEnded', '{"cardId":"9"}');
    const tape = JSON.parse(
      await page.evaluate(() => window.__CUOTA_TAPE__?.exportJson() ?? '{"entries":[]}'),
    ) as {
      entries: { kind: string; origin?: string; action?: { type?: string; payload?: unknown } }[];
    };
    const events = tape.entries.filter(
      (e) => e.kind === 'action' && e.action?.type === 'bridge/eventReceived',
    );
    expect(events.map((e) => [e.origin, e.action?.payload])).toEqual([
      ['bridge', { event: 'resume', payload: null }],
      ['bridge', { event: 'bankFlowEnded', payload: { cardId: '9' } }],
    ]);
    expect(await page.locator('h1').textContent()).toBe('Página de prueba');
    expect(errors).toEqual([]);
  });
});
