import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkResult, type ResponseSchema } from '../../src/platform/api/check';
import { resolveEndpoints } from '../../src/platform/api/endpoints';
import { SPEC_BACKEND, type BackendCapabilities } from '../../src/platform/api/backend';
import type { ApiClient, ApiResult } from '../../src/platform/api/types';
import type { Bridge, BridgeResult } from '../../src/platform/bridge/types';
import { createVirtualClock, type VirtualClock } from '../../src/platform/clock/clock';
import type { SagaContext } from '../../src/platform/context';
import type { KeyValueStorage } from '../../src/platform/storage/types';
import { createNavigator } from '../../src/platform/navigation/navigation';
import type { RouterNavigate } from '../../src/platform/navigation/types';
import { defaultPaths } from '../../src/config/paths';

export function ok<T>(data: T): ApiResult<T> {
  return {
    success: true,
    code: '0',
    message: 'success',
    data,
    raw: { code: 0, message: 'success', data },
  };
}

export function failed<T = never>(message: string, code = '1'): ApiResult<T> {
  return { success: false, code, message, data: null, raw: { code, message, data: null } };
}

export type FakeApi = { [K in keyof ApiClient]: jest.Mock };

export function fakeApi(): FakeApi {
  return { post: jest.fn(), get: jest.fn(), upload: jest.fn() };
}

const done: BridgeResult = { ok: true, handledBy: 'app' };

export function fakeBridge(inApp = false): { [K in keyof Bridge]: jest.Mock } {
  const call = () => jest.fn().mockResolvedValue(inApp ? done : { ok: false, handledBy: 'none' });
  return {
    isInApp: jest.fn().mockReturnValue(inApp),
    hello: call(),
    openPage: call(),
    openPageVariant: call(),
    closeWebView: call(),
    goProductPage: call(),
    goHome: call(),
    goMine: call(),
    goLogin: call(),
    callTelephone: call(),
    rateApp: call(),
    track: call(),
    startBankFlow: call(),
    endBankFlow: call(),
    shareTape: call(),
    locate: call(),
  };
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

/**
 * Navigation with the real allowlist (origin http://localhost plus allowed hosts); records the page
 * loads it made (`visited`). `go` moves a rendered test router once `useFakeRouter` binds it.
 */
/** `history`: the router's index of the current entry and its one step back (default: at the root). */
export function fakeNavigator(
  allowedHosts: string[] = [],
  history: { index: () => number; back: () => void } = { index: () => 0, back: () => undefined },
) {
  const visited: { url: string; replace: boolean }[] = [];
  let router: RouterNavigate | null = null;
  const navigator = createNavigator({
    origin: 'http://localhost',
    allowedHosts,
    assign: (url) => visited.push({ url, replace: false }),
    replace: (url) => visited.push({ url, replace: true }),
    router: () => router,
    historyIndex: history.index,
    historyBack: history.back,
  });
  const attachRouter = (navigate: RouterNavigate | null) => {
    router = navigate;
  };
  return Object.assign(navigator, { visited, attachRouter });
}

/** Binds the test's router (inside a MemoryRouter) to the fake navigator, as the app's entry does. */
export function useFakeRouter(navigator: {
  attachRouter: (navigate: RouterNavigate | null) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.attachRouter((path, options) => void navigate(path, options));
    return () => navigator.attachRouter(null);
  }, [navigator, navigate]);
}

/** `useFakeRouter` as an element: render it inside the test's router. */
export function FakeRouter({ context }: { context: FakeContext }) {
  useFakeRouter(context.navigator);
  return null;
}

export interface FakeContext extends SagaContext {
  api: ApiClient & FakeApi;
  bridge: Bridge & ReturnType<typeof fakeBridge>;
  clock: VirtualClock;
  navigator: ReturnType<typeof fakeNavigator>;
}

/** One fake api or bridge method that `settle()` (`./sagaHarness`) watches: its calls and settled answers. */
export interface WatchedMock {
  /** Where it comes from, for settle's error: `fakeContext #2 ("the test's name") api.post`. */
  name: string;
  mock: jest.Mock;
}

/** Every api and bridge mock of every `fakeContext()` made in this test file (settle's registry). */
const watched: WatchedMock[] = [];
let contextsMade = 0;

/** The mocks `settle()` watches: the api and bridge methods of every fake context made so far. */
export const watchedMocks = (): readonly WatchedMock[] => watched;

function watch(api: FakeApi, bridge: ReturnType<typeof fakeBridge>) {
  contextsMade += 1;
  const test = typeof expect === 'undefined' ? undefined : expect.getState().currentTestName;
  const origin = `fakeContext #${contextsMade}${test ? ` (${JSON.stringify(test)})` : ''}`;
  for (const [method, mock] of Object.entries(api)) {
    watched.push({ name: `${origin} api.${method}`, mock });
  }
  for (const [method, mock] of Object.entries(bridge)) {
    if (method !== 'isInApp') watched.push({ name: `${origin} bridge.${method}`, mock });
  }
}

/** A backend declared to honour Idempotency-Key (the demo's): a retry of a doubtful request is the same request. */
export const KEYED_BACKEND: BackendCapabilities = { idempotencyKeys: true };

/**
 * The saga context of a test. `backend` defaults to the spec's (keys not honoured, as config.js without a
 * `backend` section): a test of the same-key retry says `{ backend: KEYED_BACKEND }`.
 */
export function fakeContext(
  options: { inApp?: boolean; allowedHosts?: string[]; backend?: BackendCapabilities } = {},
): FakeContext {
  const api = fakeApi();
  const bridge = fakeBridge(options.inApp);
  watch(api, bridge);
  return {
    api: api as ApiClient & FakeApi,
    bridge: bridge as Bridge & ReturnType<typeof fakeBridge>,
    clock: createVirtualClock(),
    storage: memoryStorage(),
    navigator: fakeNavigator(options.allowedHosts),
    paths: { ...defaultPaths },
    backend: options.backend ?? SPEC_BACKEND,
  };
}

/**
 * What the real client hands a saga for this server answer: the result checked by the call's schema
 * (BAD_RESPONSE when the data does not fit). Use as `api.post.mockReturnValueOnce(through(schema, ok(raw)))`.
 */
export function through<T>(schema: ResponseSchema<T>, result: ApiResult<unknown>) {
  return checkResult(result, schema, 'Respuesta inesperada del servidor, inténtelo de nuevo');
}

/** An `api.post` implementation answering `data` as a success, checked by the schema the call names. */
export const answer = (data: unknown) => (_endpoint: string, schema: ResponseSchema<unknown>) =>
  through(schema, ok(data));

export type Answer = ApiResult<unknown> | Promise<ApiResult<unknown>>;
/** Per endpoint key: one answer for every call, a function of the body, or a queue (the last one repeats). */
export type Answers = Partial<
  Record<string, Answer | Answer[] | ((body: Record<string, unknown>) => Answer)>
>;

/**
 * Routes the fake `api.post` by endpoint key; every answer goes through the call's own response schema,
 * as the real client hands it to the saga. An endpoint without an answer fails (code 'test') loudly.
 */
export function answerBy(context: FakeContext, answers: Answers) {
  const known = resolveEndpoints();
  const unknown = Object.keys(answers).filter(
    (key) => !Object.prototype.hasOwnProperty.call(known, key),
  );
  if (unknown.length > 0) {
    throw new Error(
      `answerBy: no endpoint ${unknown.join(', ')} (see src/platform/api/endpoints.ts)`,
    );
  }
  const queues = new Map<string, Answer[]>();
  context.api.post.mockImplementation(
    (endpoint: string, schema: ResponseSchema<unknown>, body: Record<string, unknown>) => {
      const a = answers[endpoint];
      let next: Answer;
      if (a === undefined) next = failed(`unexpected ${endpoint}`, 'test');
      else if (typeof a === 'function') next = a(body);
      else if (Array.isArray(a)) {
        const queue = queues.get(endpoint) ?? [...a];
        queues.set(endpoint, queue);
        next = (queue.length > 1 ? queue.shift() : queue[0]) ?? failed('empty queue', 'test');
      } else next = a;
      return Promise.resolve(next).then((result) => through(schema, result));
    },
  );
}

/** The bodies sent to one endpoint with `api.post` (the schema is the 2nd argument of every call). */
export const callsTo = (context: FakeContext, endpoint: string) =>
  context.api.post.mock.calls.filter(([e]) => e === endpoint).map(([, , body]) => body);

/** The options (4th argument) of the `api.post` calls to one endpoint. */
export const optionsTo = (context: FakeContext, endpoint: string) =>
  context.api.post.mock.calls.filter(([e]) => e === endpoint).map(([, , , options]) => options);
