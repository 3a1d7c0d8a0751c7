/** The one allowlist every server-supplied URL (lendDetailsUrl, h5Url, payment redirect) passes. */
export interface AllowlistOptions {
  /** This page's origin, e.g. 'https://m.example.com'. */
  origin: string;
  /** Exact https hosts allowed; an entry starting with '.' also allows its subdomains. */
  hosts: string[];
}

// Control characters and whitespace that browsers strip or treat specially inside URLs.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;

function hostAllowed(hostname: string, hosts: string[]): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (!allowed) return false;
    if (allowed.startsWith('.')) {
      const bare = allowed.slice(1);
      return bare.length > 0 && (host === bare || host.endsWith(allowed));
    }
    return host === allowed;
  });
}

export function isAllowedUrl(url: string, options: AllowlistOptions): boolean {
  if (typeof url !== 'string' || url.length === 0) return false;
  if (UNSAFE_CHARS.test(url)) return false;

  let base: URL;
  try {
    base = new URL(options.origin);
  } catch {
    return false;
  }

  // Relative path: exactly one leading slash ('//host' is protocol-relative).
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    try {
      return new URL(url, base).origin === base.origin;
    } catch {
      return false;
    }
  }

  // The authority as written must be plain ASCII: IDN dots ('。', '．') and look-alike letters are
  // normalized by the URL parser into another host than the one a reader sees.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  if (/[^\x21-\x7e]/.test(authority)) return false;

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // 'https://good.com@evil.com' parses as user 'good.com' on host evil.com: refuse any userinfo.
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.origin === base.origin) return true;
  return (
    parsed.protocol === 'https:' &&
    parsed.port === '' &&
    hostAllowed(parsed.hostname, options.hosts)
  );
}

/** Adds query parameters, keeping the existing query and hash (works for relative and absolute URLs). */
export function appendQuery(
  url: string,
  params: Record<string, string | number | boolean>,
): string {
  const hashIndex = url.indexOf('#');
  const hash = hashIndex >= 0 ? url.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? url.slice(0, hashIndex) : url;
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash;
  const query = new URLSearchParams(queryIndex >= 0 ? beforeHash.slice(queryIndex + 1) : '');
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}${hash}`;
}
