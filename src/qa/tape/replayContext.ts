import { checkResult, type ResponseSchema } from '../../platform/api/check';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import type { SagaContext } from '../../platform/context';
import { encode } from './encode';
import { BRIDGE_METHODS } from './recordContext';
import type { Json, SyncEntry } from './types';

/** A recorded api result, read defensively (a hand-edited tape may hold anything). */
function asApiResult(value: unknown): ApiResult<unknown> {
  const r: Record<string, unknown> =
    typeof value === 'object' && value !== null ? { ...value } : {};
  return {
    success: r.success === true,
    code: typeof r.code === 'string' ? r.code : String(r.code ?? ''),
    message: typeof r.message === 'string' ? r.message : '',
    data: r.data ?? null,
    raw: r.raw ?? null,
  };
}

/** How the replayer answers the context's effects: synchronous ones from the tape, async ones in order. */
export interface ReplayHooks {
  answerSync(target: SyncEntry['target'], method: string, args: unknown[]): unknown;
  apiCall(detail: Json): Promise<unknown>;
  bridgeCall(detail: Json): Promise<unknown>;
  timer(detail: Json): Promise<void>;
}

/** The saga context of a replay: every effect is answered from the tape, nothing reaches the world. */
export function replayContext(
  hooks: ReplayHooks,
  paths: SagaContext['paths'],
  backend?: SagaContext['backend'],
): SagaContext {
  const { answerSync } = hooks;
  // Recorded results go through the call's schema again, so tapes recorded before a schema change
  // replay with the data the flow would get today.
  const answer =
    (method: 'post' | 'get' | 'upload') =>
    <T>(endpoint: string, schema: ResponseSchema<T>, ...args: unknown[]): Promise<ApiResult<T>> =>
      hooks.apiCall({ method, endpoint, args: encode(args) }).then((recorded) => {
        const result = asApiResult(recorded);
        return checkResult(result, schema, result.message);
      });
  const api: ApiClient = { post: answer('post'), get: answer('get'), upload: answer('upload') };

  const bridge = {} as Record<keyof Bridge, unknown>;
  for (const method of BRIDGE_METHODS) {
    bridge[method] =
      method === 'isInApp'
        ? (...args: unknown[]) => answerSync('bridge', method, args)
        : (...args: unknown[]) =>
            hooks.bridgeCall({
              method,
              args: method === 'shareTape' ? [] : encode(args),
            });
  }

  return {
    api,
    bridge: bridge as Bridge,
    clock: {
      now: () => answerSync('clock', 'now', []) as number,
      sleep: (ms: number) => hooks.timer({ ms }),
    },
    storage: {
      get: (key) => answerSync('storage', 'get', [key]) as string | null,
      set: (key, value) => void answerSync('storage', 'set', [key, value]),
      remove: (key) => void answerSync('storage', 'remove', [key]),
    },
    navigator: {
      open: (url, opts) => answerSync('navigator', 'open', [url, opts]) as boolean,
      isAllowed: (url) => answerSync('navigator', 'isAllowed', [url]) as boolean,
      go: (path, opts) => answerSync('navigator', 'go', [path, opts]) as boolean,
      back: () => answerSync('navigator', 'back', []) as boolean,
    },
    ...(paths ? { paths } : {}),
    ...(backend ? { backend } : {}),
  };
}
