import type { Brand } from '../../config/brand';
import type { PageKey } from '../../config/paths';
import { isPlainObject, parseRuntimeBrand, stringRecord } from '../../config/runtimeBrand';
import { parseBackend, type BackendCapabilities } from '../api/backend';
import { parseEndpointOverrides, type EndpointOverride } from '../api/endpoints';
import { parseHeaderNames, type HeaderNames } from '../api/headers';
import { parseBridgeTimeouts, type BridgeTimeouts } from '../bridge/actions';
import { isBridgeTransport, type BridgeTransport } from '../bridge/transports';

// The deployment's configuration reader. It lives in platform, above the config layer, because it
// checks the sections that platform modules own (endpoint overrides, header names, the bridge's
// transport and timeouts) with their own parsers; the brand and paths come from src/config.

/** The native bridge (docs/EMBEDDING.md "Configuration"). */
interface BridgeConfig {
  /** 'auto' (default), or the one transport to use (and wait for): 'react-native', 'webkit', 'android', 'legacy'. */
  transport?: BridgeTransport;
  /** The page's namespace the host calls (`receive`, `ready`, `emit`); default 'CuotaWeb'. */
  namespace?: string;
  /** The object the Android app injects with addJavascriptInterface; default 'CuotaNative'. */
  hostName?: string;
  /** The WKWebView script message handler; default 'cuota'. */
  handlerName?: string;
  /** Legacy transport only: the native method (or iOS handler) name per action. */
  methodNames?: Record<string, string>;
  /** Per action, milliseconds to wait for the host's answer (1,000 to 600,000); others keep the defaults. */
  timeouts?: BridgeTimeouts;
}

/** A JavaScript identifier the bridge may read or install on `window`. */
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** Per-deployment configuration from `window.__CUOTA_CONFIG__` (public/config.js); every field optional. */
export interface RuntimeConfig {
  /** config.js's `brand`, with its top-level `market` ('MX' or 'IN', checked: src/config/markets). */
  brand?: Partial<Brand>;
  paths?: Partial<Record<PageKey, string>>;
  /** Endpoint key to its path, or to `{ path?, headers? }` (headers: the 'app' or 'form' profile). */
  endpoints?: Record<string, EndpointOverride>;
  /** The custom headers' names (src/platform/api/headers.ts); refused names keep their defaults. */
  headerNames?: HeaderNames;
  allowedHosts?: string[];
  /** https hosts server-supplied images may load from, besides this origin (the image check). */
  allowedImageHosts?: string[];
  bridge?: BridgeConfig;
  /**
   * What the backend does beyond the spec (src/platform/api/backend.ts); absent or wrong: the spec's
   * backend (`idempotencyKeys: false`).
   */
  backend?: BackendCapabilities;
}

/** Configurations whose refused header names were already reported (the config is read several times). */
const warned = new WeakSet<object>();
/** Likewise for a refused `backend` section. */
const warnedBackend = new WeakSet<object>();

/**
 * Validates an untrusted configuration object: wrong types are dropped field by field, never thrown.
 * Finer checks (known brand fields, page keys, paths starting with '/') happen in resolveBrand/resolvePaths.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isPlainObject(raw)) return {};
  const config: RuntimeConfig = {};

  const brand = parseRuntimeBrand(raw);
  if (brand) config.brand = brand;

  const paths = stringRecord(raw.paths);
  if (paths) config.paths = paths as Partial<Record<PageKey, string>>;

  const endpoints = parseEndpointOverrides(raw.endpoints);
  if (endpoints) config.endpoints = endpoints;

  const { names: headerNames, refused } = parseHeaderNames(raw.headerNames);
  if (Object.keys(headerNames).length > 0) config.headerNames = headerNames;
  if (refused.length > 0 && !warned.has(raw)) {
    // A deployment's typo must not pass silently (once per configuration): refused keys keep their defaults.
    warned.add(raw);
    console.warn(`config.js headerNames: refused ${refused.join(', ')}`);
  }

  const hosts = (value: unknown): string[] | undefined =>
    Array.isArray(value)
      ? value.filter((host): host is string => typeof host === 'string' && host.trim() !== '')
      : undefined;
  const allowedHosts = hosts(raw.allowedHosts);
  if (allowedHosts) config.allowedHosts = allowedHosts;
  const allowedImageHosts = hosts(raw.allowedImageHosts);
  if (allowedImageHosts) config.allowedImageHosts = allowedImageHosts;

  if (isPlainObject(raw.bridge)) {
    const bridge: BridgeConfig = {};
    const { transport, namespace, hostName, handlerName } = raw.bridge;
    if (isBridgeTransport(transport)) bridge.transport = transport;
    if (typeof namespace === 'string' && GLOBAL_NAME.test(namespace)) bridge.namespace = namespace;
    if (typeof hostName === 'string' && hostName.trim() !== '') bridge.hostName = hostName;
    if (typeof handlerName === 'string' && handlerName.trim() !== '') {
      bridge.handlerName = handlerName;
    }
    const methodNames = stringRecord(raw.bridge.methodNames);
    if (methodNames) bridge.methodNames = methodNames;
    const timeouts = parseBridgeTimeouts(raw.bridge.timeouts);
    if (timeouts) bridge.timeouts = timeouts;
    config.bridge = bridge;
  }

  if (raw.backend !== undefined) {
    const { backend, wrong } = parseBackend(raw.backend);
    config.backend = backend;
    if (wrong !== null && !warnedBackend.has(raw)) {
      // A wrong value must not pass silently; the safe default holds (no re-send of a money request).
      warnedBackend.add(raw);
      console.error(`config.js: ${wrong}; using idempotencyKeys: false`);
    }
  }

  return config;
}

/** Reads and validates `window.__CUOTA_CONFIG__`; absent or malformed configuration gives `{}`. */
export function readRuntimeConfig(): RuntimeConfig {
  const holder = globalThis as { __CUOTA_CONFIG__?: unknown };
  return parseRuntimeConfig(holder.__CUOTA_CONFIG__);
}
