import { isAllowedUrl } from './allowlist';

/** Where server-supplied images may come from: this origin and the configured image hosts. */
export interface ImagePolicy {
  /** This page's origin, e.g. 'https://m.example.com'. */
  origin: string;
  /** https hosts images may load from (runtime config allowedImageHosts); '.example.com' allows subdomains. */
  hosts: string[];
}

/** Inline images the app accepts: raster formats only, base64 (SVG can carry script and external loads). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The image check beside the URL allowlist: same origin, `data:image/(png|jpeg|gif|webp)` base64, or
 * `https:` on a configured image host. Everything else (javascript:, http: elsewhere, userinfo,
 * backslashes, control characters, protocol-relative) is refused.
 */
export function isAllowedImageUrl(url: unknown, policy: ImagePolicy): url is string {
  if (typeof url !== 'string' || url === '') return false;
  if (url.startsWith('data:')) return url.length <= 2_000_000 && DATA_IMAGE.test(url);
  return isAllowedUrl(url, { origin: policy.origin, hosts: policy.hosts });
}
