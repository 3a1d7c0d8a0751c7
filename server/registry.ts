import type { IncomingHttpHeaders } from 'node:http';
import { defaultEndpoints, devtoolsEndpoints, endpointUrl } from '../src/platform/api/endpoints';
import type { EndpointKey } from '../src/platform/api/endpoints';
import type { UploadedFile } from './body';
import type { Db } from './db';
import type { Lang } from './i18n';
import type { Log } from './log';
import type { ResponseOf } from './responses';

/** The demo backend serves every endpoint, the test page's login included. */
export const demoEndpoints = { ...defaultEndpoints, ...devtoolsEndpoints };

export type Method = 'GET' | 'POST';

interface HandlerContext {
  query: URLSearchParams;
  /** Form-encoded, JSON (values stringified) or multipart (field names; file parts carry their filename). */
  body: Record<string, string>;
  /** The file parts of a multipart body with their bytes (server/body.ts `filesOf`). */
  files: UploadedFile[];
  /** The scenario chosen for this endpoint (generic ones are applied before the handler runs). */
  scenario: string;
  /** The answer's language: the query's languageType ('1' English, else Spanish). */
  lang: Lang;
  db: Db;
  log: Log;
  /** Whether SMS codes and captcha texts may be printed to the log (DEMO_LOG_CODES=1); else never. */
  logCodes: boolean;
  headers: IncomingHttpHeaders;
}

/** A JSON answer; `delayMs` postpones it. */
interface JsonReply<T> {
  status?: number;
  json: T;
  delayMs?: number;
}
/** A non-JSON answer (captcha image, HTML ...). */
interface RawReply {
  status?: number;
  body: string | Buffer;
  contentType: string;
  delayMs?: number;
}
type Reply<T> = JsonReply<T> | RawReply;

/** A handler answers with the wire type of its endpoint (server/responses.ts). */
export type Handler<K extends EndpointKey> = (
  ctx: HandlerContext,
) => Reply<ResponseOf<K>> | Promise<Reply<ResponseOf<K>>>;

export interface Route {
  method: Method;
  key: EndpointKey;
  path: string;
  handler: (ctx: HandlerContext) => Reply<unknown> | Promise<Reply<unknown>>;
}

/**
 * Routes keyed by `METHOD path`; paths come from the app's endpoint table, answer types from
 * server/responses.ts. Each feature registers its routes (server/features/<name>/routes.ts) and
 * server/api.ts serves them.
 */
export class Registry {
  private readonly routes = new Map<string, Route>();

  route<K extends EndpointKey>(method: Method, key: K, handler: Handler<K>): this {
    const path = endpointUrl(demoEndpoints[key]);
    this.routes.set(`${method} ${path}`, { method, key, path, handler });
    return this;
  }

  all(): Route[] {
    return [...this.routes.values()];
  }

  keys(): EndpointKey[] {
    return [...new Set(this.all().map((r) => r.key))];
  }
}
