import type { Brand } from './brand';
import { parseLegalFiles } from './legalFiles';
import { parseMarket } from './markets';

/**
 * The brand part of `window.__CUOTA_CONFIG__` (public/config.js) on its own, for the company website: it
 * reads nothing else of the configuration, so its entry carries no endpoint table, header or bridge code
 * (a build test holds its scripts free of the app's API paths). src/platform/config/runtime.ts reads the
 * whole (it sits in platform, above this layer, since it checks the platform's sections).
 */

type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Keeps only the entries whose value is a string. Undefined when nothing remains or the input is not an object. */
export function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  const out: Record<string, string> = {};
  let any = false;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') {
      out[key] = entry;
      any = true;
    }
  }
  return any ? out : undefined;
}

/**
 * The configured brand fields as text (resolveBrand checks which are known), the deployment's market
 * (config.js's top-level `market`, checked here: a wrong one logs once and gives 'MX') and the legal
 * documents it supplies (top-level `legal`); undefined without any.
 */
export function parseRuntimeBrand(raw: unknown): Partial<Brand> | undefined {
  if (!isPlainObject(raw)) return undefined;
  const { market: _market, legalFiles: _files, ...fields } = stringRecord(raw.brand) ?? {};
  const brand: Partial<Brand> = { ...fields };
  if (raw.market !== undefined) brand.market = parseMarket(raw.market, raw);
  // config.js's top-level `legal`: the documents the deployment supplies (src/config/legalFiles.ts).
  if (raw.legal !== undefined) brand.legalFiles = parseLegalFiles(raw.legal, raw);
  return Object.keys(brand).length > 0 ? brand : undefined;
}

/** Reads the brand of `window.__CUOTA_CONFIG__`. */
export function readRuntimeBrand(): Partial<Brand> | undefined {
  const holder = globalThis as { __CUOTA_CONFIG__?: unknown };
  return parseRuntimeBrand(holder.__CUOTA_CONFIG__);
}
