import type { BridgeAction } from './actions';
import type { BridgeTimers } from './timers';
import { isObject, legacyName, member, type HostNames } from './transports';
import type { BridgePayload, BridgeResult } from './types';

/** Global the legacy iOS host calls with (callbackId, value) to answer a per-action postMessage. */
export const IOS_CALLBACK_NAME = '__cuotaBridgeCallback';

type Callback = ((callbackId: string, value?: unknown) => void) & { cuotaBridge?: boolean };
type Debug = (msg: string) => void;

export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'native error';

export interface LegacyOptions {
  win: Window;
  names: HostNames;
  timers: BridgeTimers;
  timeoutFor(action: BridgeAction): number;
  debug: Debug;
}

/**
 * The pre-v1 protocol, kept for apps already shipped: on Android `window.<hostName>.<method>(json)`
 * answering synchronously or with a Promise; on iOS one message handler per action receiving
 * `{ payload: json, callbackId }` and answering through `window.__cuotaBridgeCallback(id, value)`.
 * `call` is undefined when the host has no method or handler for the action (the fallback applies).
 */
export function createLegacy(options: LegacyOptions) {
  const { win, names, timers, debug } = options;
  const winBag = win as unknown as Record<string, unknown>;
  const pending = new Map<string, (value: unknown) => void>();
  let nextId = 0;

  const installCallback = () => {
    const existing = winBag[IOS_CALLBACK_NAME] as Callback | undefined;
    if (typeof existing === 'function' && existing.cuotaBridge) return;
    const callback: Callback = (callbackId, value) => {
      const resolve = pending.get(String(callbackId));
      if (!resolve) return;
      pending.delete(String(callbackId));
      resolve(value);
    };
    callback.cuotaBridge = true;
    winBag[IOS_CALLBACK_NAME] = callback;
  };

  /** Races the native answer against the time-out; never rejects. */
  const withTimeout = (action: BridgeAction, answer: Promise<unknown>, onTimeout?: () => void) =>
    new Promise<BridgeResult>((resolve) => {
      let settled = false;
      const timer = timers.set(() => {
        if (settled) return;
        settled = true;
        onTimeout?.();
        debug(`bridge ${action}: timeout`);
        resolve({ ok: false, handledBy: 'app', error: 'timeout' });
      }, options.timeoutFor(action));
      const settle = (result: BridgeResult) => {
        if (settled) return;
        settled = true;
        timers.clear(timer);
        resolve(result);
      };
      answer.then(
        (value) =>
          settle(
            value === undefined
              ? { ok: true, handledBy: 'app' }
              : { ok: true, handledBy: 'app', value },
          ),
        (error: unknown) => {
          debug(`bridge ${action}: native error`);
          settle({ ok: false, handledBy: 'app', error: errorText(error) });
        },
      );
    });

  const failed = (action: BridgeAction, error: unknown): Promise<BridgeResult> => {
    debug(`bridge ${action}: native error`);
    return Promise.resolve({ ok: false, handledBy: 'app', error: errorText(error) });
  };

  function call(action: BridgeAction, body: BridgePayload): Promise<BridgeResult> | undefined {
    const method = legacyName(action, names);
    const json = JSON.stringify(body);
    const host = member(win, names.hostName);
    const fn = host?.[method];
    if (host && typeof fn === 'function') {
      let answer: Promise<unknown>;
      try {
        answer = Promise.resolve((fn as (json: string) => unknown).call(host, json));
      } catch (error) {
        return failed(action, error);
      }
      return withTimeout(action, answer);
    }
    const handler = member(member(member(win, 'webkit'), 'messageHandlers'), method);
    if (handler && isObject(handler) && typeof handler.postMessage === 'function') {
      installCallback();
      nextId += 1;
      const callbackId = `cb${nextId}`;
      const answer = new Promise<unknown>((resolve) => pending.set(callbackId, resolve));
      try {
        (handler.postMessage as (m: unknown) => void).call(handler, { payload: json, callbackId });
      } catch (error) {
        pending.delete(callbackId);
        return failed(action, error);
      }
      return withTimeout(action, answer, () => pending.delete(callbackId));
    }
    return undefined;
  }

  return { call };
}
