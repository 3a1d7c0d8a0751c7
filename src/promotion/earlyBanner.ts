import { parseEnvelope } from '../platform/api/envelope';
import { isAllowedImageUrl, type ImagePolicy } from '../platform/url/imagePolicy';

/** The custom property the landing's banner box paints before the app has rendered (promotion.css). */
export const EARLY_BANNER_PROPERTY = '--promo-banner-early';

const MAX_URL = 2_000_000;

/**
 * The banner of an early channel-template answer, for the first paint only: the answer's envelope
 * succeeded, its data is the template asked for and its bannerUrl passes the image check. Anything
 * else gives null (no early banner; the flow's own load, with the full schema, decides what shows).
 * The value is a CSS `url("…")`; a URL that could end it early (a quote, a backslash, a line break)
 * is refused.
 */
export function earlyBanner(raw: unknown, templateId: string, policy: ImagePolicy): string | null {
  const answer = parseEnvelope('general', raw);
  const data: unknown = answer.data;
  if (!answer.success || typeof data !== 'object' || data === null) return null;
  const id: unknown = Reflect.get(data, 'id');
  const url: unknown = Reflect.get(data, 'bannerUrl');
  // The id as the template's schema reads it (requiredText: a text, or a number as its text).
  const key = typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
  if (typeof key !== 'string' || key.trim() === '' || key.trim() !== templateId.trim()) return null;
  if (typeof url !== 'string' || url.length > MAX_URL || !isAllowedImageUrl(url, policy))
    return null;
  if (/["\\\n\r\f]/.test(url)) return null;
  return `url("${url}")`;
}
