/**
 * The response headers of a deployment, defined once: the demo server sends them (server/headers.ts) and
 * the build writes them for static hosts (build/deployHeadersPlugin.ts: the nginx include that
 * docs/nginx.conf.example includes, and `_headers`). Build and server facts only: no React, no DOM.
 */
import { SITE_ROUTES } from '../src/site/siteRoutes';
import { SCRIPT_POLICY_NAME } from '../src/platform/boot/afterPaint';

/**
 * The Trusted Types policies that may name a script's address: the pages' starter's and webpack's
 * chunk loader's (`output.trustedTypes` in webpack.config.ts). Every other DOM sink that takes code
 * (innerHTML and the like) is refused: the product uses none.
 */
const TRUSTED_TYPE_POLICIES = [SCRIPT_POLICY_NAME, 'webpack'] as const;

/** The build's header files for static hosts (build/deployHeadersPlugin.ts). */
export const NGINX_INCLUDE = 'headers.nginx.conf';
export const STATIC_HOST_HEADERS = '_headers';
/** Files of the build that are instructions for the host, never answers. */
export const HOST_FILES: readonly string[] = [NGINX_INCLUDE, STATIC_HOST_HEADERS];

/** What a response belongs to: the app (its routes, scripts, API), the promotion landing or the website. */
export type DocumentKind = 'app' | 'landing' | 'site';

/** The landing's paths (server/static.ts serves promotion.html at each). */
export const LANDING_PATHS: readonly string[] = ['/promotion', '/promotion/', '/promotion.html'];

/**
 * The kind of a request path. The website's sections and their files (`site/*.html`) are the website,
 * the landing's paths the landing, every other path the app (its routes, its files, the API).
 */
export function kindOfPath(pathname: string): DocumentKind {
  if (LANDING_PATHS.includes(pathname)) return 'landing';
  if (pathname.startsWith('/site/') || SITE_ROUTES.some((r) => r.path === pathname)) return 'site';
  return 'app';
}

/**
 * Powerful features nothing of the product uses: denied to every page and every frame. (Only names
 * Chromium knows: an unknown one is a console warning on every page.)
 */
const DENIED_FEATURES = [
  'accelerometer',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/**
 * Permissions-Policy by kind. The app's pages may use the camera (the complaint form's photo picker;
 * any app page reaches the form without a page load, so every app document carries it) and the
 * position (the bridge's `locate` falls back to the web view's geolocation; the test page's location
 * probe uses it); the landing and the website use neither.
 */
export function permissionsPolicy(kind: DocumentKind): string {
  const own = kind === 'app' ? '(self)' : '()';
  return [`camera=${own}`, `geolocation=${own}`, ...DENIED_FEATURES.map((f) => `${f}=()`)].join(
    ', ',
  );
}

const HOST = /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** IMAGE_HOSTS (comma-separated) as a list; entries that are not plain host names are dropped. */
export function parseImageHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '' && HOST.test(h));
}

/** CSP sources for the image hosts: 'cdn.x' -> https://cdn.x; '.x.com' -> https://x.com https://*.x.com. */
export function imageSources(hosts: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const host of hosts) {
    if (!HOST.test(host)) continue;
    if (host.startsWith('.')) out.push(`https://${host.slice(1)}`, `https://*${host}`);
    else out.push(`https://${host}`);
  }
  return [...new Set(out)];
}

/** A CSP report address: an absolute https URL or a path on this origin, nothing that could break the header. */
function isReportUri(value: string): boolean {
  return /^(https:\/\/[a-z0-9.-]+(:\d+)?)?\/[A-Za-z0-9._~/-]*$/i.test(value);
}

export interface SecurityOptions {
  /** The CSP frame-ancestors value (default `'self'`). */
  frameAncestors?: string;
  /**
   * https hosts server-supplied images may load from, as in the app's runtime config `allowedImageHosts`
   * ('cdn.example.com' exactly; '.example.com' that host and its subdomains). None by default.
   */
  imageHosts?: readonly string[];
  /** CSP hash sources of the inline `<style>` blocks the built pages carry (build/cspHashes.ts). */
  styleHashes?: readonly string[];
  /** CSP hash sources of the inline scripts the built pages carry (build/cspHashes.ts). */
  scriptHashes?: readonly string[];
  /**
   * Over TLS: how long (seconds) browsers keep to HTTPS for this host (`Strict-Transport-Security`).
   * 0 or unset sends none (plain HTTP: the header means nothing there).
   */
  hstsMaxAge?: number;
  /** Where browsers report CSP violations (`report-uri`); none by default. */
  reportUri?: string;
}

/** The CSP's directives, in order; the hashes and deployment values filled in. */
export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const img = ["'self'", 'data:', ...imageSources(options.imageHosts)].join(' ');
  const report =
    options.reportUri && isReportUri(options.reportUri) ? [`report-uri ${options.reportUri}`] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    ["style-src 'self'", ...(options.styleHashes ?? [])].join(' '),
    `img-src ${img}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors ?? "'self'"}`,
    "require-trusted-types-for 'script'",
    // A page whose scripts carry two webpack runtimes creates webpack's policy twice.
    `trusted-types ${TRUSTED_TYPE_POLICIES.join(' ')} 'allow-duplicates'`,
    ...report,
  ].join('; ');
}

/** The headers every answer carries, whatever its kind. */
export function commonHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No other origin's window keeps a handle on ours, and no other origin embeds our files.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(options.hstsMaxAge
      ? { 'Strict-Transport-Security': `max-age=${options.hstsMaxAge}` }
      : undefined),
  };
}

/**
 * Headers on every response of the given kind: a strict CSP (no unsafe-inline), nosniff, the referrer
 * policy, the cross-origin policies and the kind's Permissions-Policy; over TLS, Strict-Transport-Security.
 */
export function securityHeaders(
  options: SecurityOptions = {},
  kind: DocumentKind = 'app',
): Record<string, string> {
  return { ...commonHeaders(options), 'Permissions-Policy': permissionsPolicy(kind) };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's production names: `[name].[contenthash:10].js|css` (and hashed asset modules). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;

/**
 * Hashed build files are immutable for a year; everything else (HTML, config.js, images) revalidates.
 * A file's brotli or gzip copy (`.br`, `.gz`) is cached like the file.
 */
export function cacheControlFor(file: string): string {
  const name = (file.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
  return !name.endsWith('.html') && HASHED.test(name) ? IMMUTABLE : 'no-cache';
}
