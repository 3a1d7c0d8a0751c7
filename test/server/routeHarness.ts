import path from 'node:path';
import { Registry } from '../../server/registry';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import { Db } from '../../server/db';
import type { Lang } from '../../server/i18n';
import { tempDir } from './helpers';

/** When a harness's clock starts (any fixed instant: expiry is measured from it). */
const START = Date.UTC(2025, 0, 15, 12, 0, 0);

/**
 * A feature's routes called directly, on a clock the test moves (expiry without waiting), with their own
 * data file. `call` answers the handler's JSON (or its raw body).
 */
export function routeHarness(build: (registry: Registry, now: () => number) => Registry) {
  let now = START;
  const registry = build(new Registry(), () => now);
  const db = Db.load(path.join(tempDir(), 'data', 'db.json'), {});
  const logs: string[] = [];
  async function call(
    key: EndpointKey,
    body: Record<string, string> = {},
    options: { query?: Record<string, string>; lang?: Lang } = {},
  ): Promise<unknown> {
    const route = registry.all().find((r) => r.key === key);
    if (!route) throw new Error(`no route ${key}`);
    const reply = await route.handler({
      query: new URLSearchParams(options.query),
      body,
      files: [],
      scenario: 'ok',
      lang: options.lang ?? 'es',
      db,
      log: (line) => logs.push(line),
      logCodes: false,
      headers: {},
    });
    return 'json' in reply ? reply.json : reply.body;
  }
  return {
    registry,
    logs,
    call,
    /** Moves the clock on by `ms`. */
    advance: (ms: number) => {
      now += ms;
    },
  };
}
