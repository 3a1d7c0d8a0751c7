/**
 * What every page needs of the theme colour before any colour is worked out: the build's default and
 * the check of a configured value (src/config/theme.ts holds the rules that derive a theme from it).
 */
export const DEFAULT_THEME_COLOR = '#4B66E4';

/** '#rgb' or '#rrggbb' (any case) as '#rrggbb' in lower case; null for anything else. */
export function parseHexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}
