import type { ApiClient } from '../../platform/api/types';
import { BRIDGE_ACTIONS } from '../../platform/bridge/bridge';
import type { Bridge } from '../../platform/bridge/types';
import type { Clock } from '../../platform/clock/types';
import type { SagaContext } from '../../platform/context';
import type { Navigator } from '../../platform/navigation/types';
import type { KeyValueStorage } from '../../platform/storage/types';
import type { Json, TapeEntry } from './types';

/** The bridge methods a tape records and replay answers: the native actions plus the synchronous host check. */
export const BRIDGE_METHODS: readonly (keyof Bridge)[] = ['isInApp', ...BRIDGE_ACTIONS];

type Distribute<E> = E extends TapeEntry ? Omit<E, 'seq' | 'at'> : never;
/** An entry before the recorder numbers and times it. */
export type NewEntry = Distribute<TapeEntry>;

/** What the context wrappers need of the recorder: where entries go, call ids, and redaction. */
export interface RecordHooks {
  push(entry: NewEntry): void;
  nextId(): number;
  /** Encodes and redacts a value. */
  clean(value: unknown): Json;
  /** Redacts a text. */
  text(value: string): string;
}

/**
 * The saga context as the recorder sees it: every api, bridge, clock, storage and navigator effect goes
 * on the tape (redacted at capture) on its way to the real one.
 */
export function recordingContext(context: SagaContext, hooks: RecordHooks): SagaContext {
  const { push, clean } = hooks;

  function recordAsync<T>(
    call: (id: number) => NewEntry,
    result: (id: number, value: T) => NewEntry,
    run: () => Promise<T>,
  ): Promise<T> {
    const id = hooks.nextId();
    push(call(id));
    return run().then((value) => {
      push(result(id, value));
      return value;
    });
  }

  function sync<T>(
    target: 'clock' | 'storage' | 'navigator' | 'bridge',
    method: string,
    args: unknown[],
    run: () => T,
  ): T {
    const value = run();
    push({ kind: 'sync', target, method, args: clean(args), result: clean(value) });
    return value;
  }

  function wrapApi(api: ApiClient): ApiClient {
    // The schema (args[0]) is code, not data: the tape keeps the request's body and options only.
    const wrap =
      (method: 'post' | 'get' | 'upload') =>
      (endpoint: string, schema: unknown, ...args: unknown[]) =>
        recordAsync(
          (id) => ({ kind: 'apiCall', id, method, endpoint, args: clean(args) }),
          (id, value) => ({ kind: 'apiResult', id, result: clean(value) }),
          () =>
            (api[method] as (e: string, ...a: unknown[]) => Promise<unknown>)(
              endpoint,
              schema,
              ...args,
            ),
        );
    return {
      post: wrap('post') as ApiClient['post'],
      get: wrap('get') as ApiClient['get'],
      upload: wrap('upload') as ApiClient['upload'],
    };
  }

  /**
   * The native actions (and the synchronous host check) are recorded; anything else the bridge offers
   * (how the app's events reach the page) passes through: events are recorded as the actions they become.
   */
  function wrapBridge(bridge: Bridge): Bridge {
    const wrapped: Partial<Record<keyof Bridge, unknown>> = { ...bridge };
    for (const key of BRIDGE_METHODS) {
      const original = bridge[key] as (...a: unknown[]) => unknown;
      if (typeof original !== 'function') continue;
      wrapped[key] =
        key === 'isInApp'
          ? (...args: unknown[]) => sync('bridge', key, args, () => original.apply(bridge, args))
          : (...args: unknown[]) =>
              recordAsync(
                (id) => ({
                  kind: 'bridgeCall',
                  id,
                  method: key,
                  // A shared tape is not copied into the tape itself.
                  args: key === 'shareTape' ? [] : clean(args),
                }),
                (id, value) => ({ kind: 'bridgeResult', id, result: clean(value) }),
                () => Promise.resolve(original.apply(bridge, args)),
              );
    }
    return wrapped as Bridge;
  }

  function wrapClock(clock: Clock): Clock {
    return {
      now: () => sync('clock', 'now', [], () => clock.now()),
      sleep(ms: number) {
        const id = hooks.nextId();
        push({ kind: 'timerSet', id, ms });
        return clock.sleep(ms).then(() => push({ kind: 'timerFired', id }));
      },
    };
  }

  /** Stored values are often JSON text (the session): redact what is inside, keep it JSON text. */
  function cleanStored(value: string | null): string | null {
    if (value === null) return null;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object') return JSON.stringify(clean(parsed));
    } catch {
      // not JSON: redacted as text below
    }
    return hooks.text(value);
  }

  function wrapStorage(storage: KeyValueStorage): KeyValueStorage {
    return {
      get: (key) => {
        const value = storage.get(key);
        push({
          kind: 'sync',
          target: 'storage',
          method: 'get',
          args: clean([key]),
          result: cleanStored(value),
        });
        return value;
      },
      set: (key, value) => {
        storage.set(key, value);
        push({
          kind: 'sync',
          target: 'storage',
          method: 'set',
          args: [key, cleanStored(value)],
          result: null,
        });
      },
      remove: (key) => sync('storage', 'remove', [key], () => storage.remove(key)),
    };
  }

  function wrapNavigator(navigator: Navigator): Navigator {
    return {
      open: (url, opts) => sync('navigator', 'open', [url, opts], () => navigator.open(url, opts)),
      isAllowed: (url) => sync('navigator', 'isAllowed', [url], () => navigator.isAllowed(url)),
      go: (path, opts) => sync('navigator', 'go', [path, opts], () => navigator.go(path, opts)),
      back: () => sync('navigator', 'back', [], () => navigator.back()),
    };
  }

  // The rest (paths, the app's event source, the cookie jar) is configuration or not an effect a
  // flow waits on: passed through. The app's events are recorded as the actions they become.
  return {
    ...context,
    api: wrapApi(context.api),
    bridge: wrapBridge(context.bridge),
    clock: wrapClock(context.clock),
    storage: wrapStorage(context.storage),
    navigator: wrapNavigator(context.navigator),
  };
}
