import path from 'node:path';

export interface SecurityOptions {
  /** The CSP frame-ancestors value (default `'self'`). */
  frameAncestors?: string;
  /**
   * https hosts server-supplied images may load from, as in the app's runtime config `allowedImageHosts`
   * ('cdn.example.com' exactly; '.example.com' that host and its subdomains). None by default.
   */
  imageHosts?: string[];
  /** CSP hash sources of the inline `<style>` blocks the built pages carry (server/inlineHashes.ts). */
  styleHashes?: string[];
  /** CSP hash sources of the inline scripts the built pages carry (server/inlineHashes.ts). */
  scriptHashes?: string[];
  /**
   * Over TLS: how long (seconds) browsers keep to HTTPS for this host (`Strict-Transport-Security`).
   * 0 or unset sends none (plain HTTP: the header means nothing there).
   */
  hstsMaxAge?: number;
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
export function imageSources(hosts: string[] = []): string[] {
  const out: string[] = [];
  for (const host of hosts) {
    if (!HOST.test(host)) continue;
    if (host.startsWith('.')) out.push(`https://${host.slice(1)}`, `https://*${host}`);
    else out.push(`https://${host}`);
  }
  return [...new Set(out)];
}

/**
 * Headers on every response: a strict CSP (no unsafe-inline), nosniff and the referrer policy; over TLS,
 * Strict-Transport-Security.
 */
export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  const img = ["'self'", 'data:', ...imageSources(options.imageHosts)].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
      ["style-src 'self'", ...(options.styleHashes ?? [])].join(' '),
      `img-src ${img}`,
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${options.frameAncestors ?? "'self'"}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.hstsMaxAge
      ? { 'Strict-Transport-Security': `max-age=${options.hstsMaxAge}` }
      : undefined),
  };
}

/** The names of every header securityHeaders can set (the proxy drops the upstream's own). */
export const SECURITY_HEADER_NAMES = Object.keys(securityHeaders({ hstsMaxAge: 1 })).map((h) =>
  h.toLowerCase(),
);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's production names: `[name].[contenthash:10].js|css` (and hashed asset modules). */
export const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;

/**
 * Hashed build files are immutable for a year; everything else (HTML, config.js, images) revalidates.
 * A file's brotli or gzip copy (`.br`, `.gz`) is cached like the file.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  return path.extname(name) !== '.html' && HASHED.test(name) ? IMMUTABLE : 'no-cache';
}
