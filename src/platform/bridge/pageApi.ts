import { isBridgeEventName } from './events';
import { eventPayload } from './json';
import type { BridgeEventListener, BridgeEvents } from './types';

/** The page's namespace the host calls: `window.CuotaWeb.receive/ready/emit` (config `bridge.namespace`). */
export const DEFAULT_NAMESPACE = 'CuotaWeb';

/** What the host can call on `window.<namespace>`; each returns nothing and never throws. */
export interface PageApi {
  receive(id: unknown, result?: unknown): void;
  ready(): void;
  emit(event: unknown, payload?: unknown): void;
}

/** The page's end of the bridge for one window: answers by call id, the ready signal, the events. */
export interface PageEndpoint {
  /** A call id unique to this page load (a late answer meant for a previous page cannot match it). */
  nextId(): string;
  /** The next `receive(id, …)` goes to `handler`, once. */
  expect(id: string, handler: (result: unknown) => void): void;
  forget(id: string): void;
  /** Called at each `ready()`; returns the unsubscribe. */
  onReady(listener: () => void): () => void;
  /** The host's events, checked (known name, JSON payload). */
  events: BridgeEvents;
  /** The object installed as `window.<namespace>` (also reachable when installing it failed). */
  api: PageApi;
}

const installed = new WeakMap<object, Map<string, PageEndpoint>>();

/** A name the host sent, as a debug line may show it: printable, short. */
function shownName(name: unknown): string {
  if (typeof name !== 'string') return `(${typeof name})`;
  return name.replace(/[^\w.-]/g, '?').slice(0, 40);
}

/**
 * The page load's call-id prefix: 16 random hex digits (crypto where there is one). A host that cannot
 * tell frames apart (react-native-webview) binds to it at `hello`; a frame cannot read it.
 */
function randomPrefix(): string {
  const bytes = new Uint8Array(8);
  try {
    globalThis.crypto.getRandomValues(bytes);
  } catch {
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function create(debug: (msg: string) => void): PageEndpoint {
  const prefix = randomPrefix();
  let count = 0;
  const pending = new Map<string, (result: unknown) => void>();
  const readyListeners = new Set<() => void>();
  const listeners = new Set<BridgeEventListener>();

  const api: PageApi = {
    receive(id, result) {
      try {
        const key = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
        const handler = pending.get(key);
        if (!handler) {
          debug('bridge answer ignored');
          return;
        }
        pending.delete(key);
        handler(result);
      } catch {
        debug('bridge answer ignored');
      }
    },
    ready() {
      try {
        for (const listener of [...readyListeners]) listener();
      } catch {
        debug('bridge ready failed');
      }
    },
    emit(event, payload) {
      try {
        if (!isBridgeEventName(event)) {
          debug(`bridge event ignored: ${shownName(event)}`);
          return;
        }
        let value = eventPayload(payload);
        if (value === undefined) {
          debug(`bridge event ${event}: payload not JSON`);
          value = null;
        }
        for (const listener of [...listeners]) {
          try {
            listener(event, value);
          } catch {
            debug(`bridge event ${event}: listener failed`);
          }
        }
      } catch {
        debug('bridge event ignored');
      }
    },
  };

  return {
    nextId: () => {
      count += 1;
      return `${prefix}-${count}`;
    },
    expect: (id, handler) => void pending.set(id, handler),
    forget: (id) => void pending.delete(id),
    onReady(listener) {
      readyListeners.add(listener);
      return () => void readyListeners.delete(listener);
    },
    events: {
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    api,
  };
}

/**
 * The page endpoint of this window and namespace, installed once: the first call puts a frozen
 * `{ receive, ready, emit }` at `win[namespace]`; later calls (a second bridge, the boot's event source)
 * get the same endpoint. A namespace the window refuses is logged; the endpoint still works in-page.
 */
export function pageEndpoint(
  win: Window,
  namespace: string = DEFAULT_NAMESPACE,
  debug: (msg: string) => void = (msg) => console.debug(msg),
): PageEndpoint {
  let byName = installed.get(win);
  if (!byName) {
    byName = new Map();
    installed.set(win, byName);
  }
  const existing = byName.get(namespace);
  if (existing) return existing;
  const endpoint = create(debug);
  byName.set(namespace, endpoint);
  try {
    Object.defineProperty(win, namespace, {
      value: Object.freeze({ ...endpoint.api }),
      writable: false,
      enumerable: false,
      configurable: true,
    });
  } catch {
    debug('bridge namespace not installed');
  }
  return endpoint;
}
