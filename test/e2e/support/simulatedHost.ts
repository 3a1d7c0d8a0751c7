import type { Page } from 'playwright-core';

/**
 * A native host for browser tests, injected into the page (page.addInitScript): it acts as one of the
 * bridge's transports (docs/EMBEDDING.md), records every message it gets (in Node, so the record
 * survives full page loads), and answers each action now, late or never. Events and answers from the
 * test go through the same JavaScript the guide's hosts inject: `window.CuotaWeb && window.CuotaWeb.…`.
 */
export type HostKind = 'react-native' | 'webkit' | 'android' | 'legacy-android' | 'legacy-ios';

export const V1_HOSTS: HostKind[] = ['react-native', 'webkit', 'android'];

/** How the host answers one action: 'ok' after delayMs (default 20), 'late' after delayMs (default 6000), 'never'. */
interface AnswerPlan {
  mode: 'ok' | 'late' | 'never';
  delayMs?: number;
  result?: { ok: boolean; value?: unknown; error?: string };
}

export interface HostOptions {
  kind: HostKind;
  /** Per action; an action not named is answered 'ok' with its sample value. */
  answers?: Record<string, AnswerPlan>;
  /** The transport appears only after this many ms, and then the host calls `ready()`. */
  readyAfterMs?: number;
  /** `bridge` of the runtime configuration (config.js is served with it added), e.g. `{ transport: 'android' }`. */
  config?: Record<string, unknown>;
}

/** What the host received: the v1 message (`raw` is how it came: a JSON string), or a legacy call. */
export interface Received {
  transport: HostKind;
  action: string;
  id?: string;
  v?: number;
  payload: Record<string, unknown>;
  raw: string;
  /** performance.now() in the page when it arrived. */
  at: number;
  /** When the host got ready (readyAfterMs), for queue checks. */
  readyAt?: number;
}

/** The sample answer values (locate's position as the test page shows it). */
export const SAMPLE_POSITION = { latitude: 19.4326, longitude: -99.1332, accuracy: 12 };

/** The in-page host: self-contained (Playwright serializes it). */
export function hostScript(opts: HostOptions & { fireAndForget: string[]; actions: string[] }) {
  type Bag = Record<string, unknown>;
  const w = window as unknown as Bag & {
    __cuotaHostRecord?: (text: string) => void;
    __cuotaHostReadyAt?: number;
  };
  const record = (entry: Bag) => {
    try {
      w.__cuotaHostRecord?.(JSON.stringify({ ...entry, readyAt: w.__cuotaHostReadyAt }));
    } catch {
      // the test's binding may be gone while the page unloads
    }
  };
  const valueOf = (action: string): unknown =>
    action === 'locate' ? { latitude: 19.4326, longitude: -99.1332, accuracy: 12 } : undefined;
  const plan = (action: string) => (opts.answers ?? {})[action] ?? { mode: 'ok' };
  const later = (action: string, deliver: (result: Bag) => void) => {
    const p = plan(action);
    if (p.mode === 'never') return;
    const value = valueOf(action);
    const result = p.result ?? (value === undefined ? { ok: true } : { ok: true, value });
    setTimeout(() => deliver(result), p.delayMs ?? (p.mode === 'late' ? 6000 : 20));
  };
  const page = () => w.CuotaWeb as { receive(id: unknown, r: unknown): void } | undefined;
  const v1 = (kind: HostKind) => ({
    postMessage(text: unknown) {
      let message: { v?: number; id?: string; action?: string; payload?: Bag } = {};
      try {
        message = JSON.parse(String(text));
      } catch {
        // recorded below as it came
      }
      record({ transport: kind, raw: typeof text, at: performance.now(), ...message });
      const { id, action } = message;
      if (typeof id !== 'string' || typeof action !== 'string') return;
      if (opts.fireAndForget.includes(action)) return;
      // react-native answers JSON text, the others an object literal: the page takes both.
      later(action, (result) =>
        page()?.receive(id, kind === 'react-native' ? JSON.stringify(result) : result),
      );
    },
  });
  const legacyAndroid = () => {
    const host: Bag = {};
    for (const action of opts.actions) {
      host[action] = (json: string) => {
        record({
          transport: 'legacy-android',
          action,
          raw: typeof json,
          payload: JSON.parse(json),
        });
        return valueOf(action) ?? 'ok';
      };
    }
    return host;
  };
  const legacyIos = () => {
    const handlers: Bag = {};
    for (const action of opts.actions) {
      handlers[action] = {
        postMessage(message: { payload: string; callbackId: string }) {
          record({
            transport: 'legacy-ios',
            action,
            raw: typeof message.payload,
            payload: JSON.parse(message.payload),
          });
          const callback = () => w.__cuotaBridgeCallback as (id: string, v: unknown) => void;
          setTimeout(() => callback()(message.callbackId, valueOf(action) ?? 'ok'), 20);
        },
      };
    }
    return { messageHandlers: handlers };
  };
  const install = () => {
    if (opts.kind === 'react-native') w.ReactNativeWebView = v1('react-native');
    if (opts.kind === 'webkit') w.webkit = { messageHandlers: { cuota: v1('webkit') } };
    if (opts.kind === 'android') w.CuotaNative = v1('android');
    if (opts.kind === 'legacy-android') w.CuotaNative = legacyAndroid();
    if (opts.kind === 'legacy-ios') w.webkit = legacyIos();
  };
  if (opts.readyAfterMs === undefined) {
    install();
    return;
  }
  setTimeout(() => {
    install();
    w.__cuotaHostReadyAt = performance.now();
    (w.CuotaWeb as { ready?: () => void } | undefined)?.ready?.();
  }, opts.readyAfterMs);
}

const records = new WeakMap<Page, Received[]>();

/** The messages the page's host got so far (across the page's loads). */
export const received = (page: Page): Received[] => records.get(page) ?? [];

/** Waits until the host got `action`, and returns that message. */
export async function receivedAction(page: Page, action: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received(page).find((r) => r.action === action);
    if (found) return found;
    if (Date.now() > deadline) {
      const got = received(page).map((r) => r.action);
      throw new Error(`the host never got ${action} (got: ${got.join(', ') || 'nothing'})`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Makes the page's next loads run inside the simulated host. Call before page.goto. */
export async function installHost(
  page: Page,
  options: HostOptions,
  lists: { fireAndForget: readonly string[]; actions: readonly string[] },
): Promise<void> {
  const list: Received[] = [];
  records.set(page, list);
  await page.exposeFunction('__cuotaHostRecord', (text: string) => {
    list.push(JSON.parse(text) as Received);
  });
  await page.addInitScript(hostScript, {
    ...options,
    fireAndForget: [...lists.fireAndForget],
    actions: [...lists.actions],
  });
  if (options.config) {
    const bridge = JSON.stringify(options.config);
    await page.route('**/config.js', async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}\nwindow.__CUOTA_CONFIG__.bridge = ${bridge};\n`;
      await route.fulfill({ response, body });
    });
  }
}

/** What a native host injects to emit an event (the guide's hosts do exactly this). */
export async function emitFromHost(page: Page, event: string, payload: unknown = null) {
  await page.evaluate(
    `window.CuotaWeb && window.CuotaWeb.emit(${JSON.stringify(event)}, ${JSON.stringify(payload)})`,
  );
}

/** What a native host injects to answer a call. */
export async function answerFromHost(page: Page, id: string, result: unknown) {
  await page.evaluate(
    `window.CuotaWeb && window.CuotaWeb.receive(${JSON.stringify(id)}, ${JSON.stringify(result)})`,
  );
}
