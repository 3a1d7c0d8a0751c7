/**
 * The brand's theme colour (config.js `brand.themeColor`, spec section 9's #4B66E4 by default) as the
 * page's theme: the CSS custom properties of src/ui/theme.css on the document root, and the
 * `<meta name="theme-color">` the browser paints its bars with, set at boot.
 *
 * Rules: the value must be a hex colour ('#rgb' or '#rrggbb'), anything else is refused (the default
 * theme stays). Buttons put white text on the colour, so it must reach WCAG AA (4.5:1) against white:
 * a lighter colour is darkened (mixed with black, in 2% steps) until it does, keeping its hue, rather
 * than refused. The darker shade (links, selected text) must reach AA on the page's light backgrounds
 * too; the soft shade is the colour at 10% on white.
 */
import { DEFAULT_THEME_COLOR, parseHexColour } from './themeColour';

export { DEFAULT_THEME_COLOR, parseHexColour } from './themeColour';
export const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
/** The light backgrounds the dark shade is read on (theme.css --color-bg and a soft-tinted panel). */
const PAGE_BG = '#f3f4f6';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const full = parseHexColour(hex) ?? '#000000';
  const at = (i: number) => parseInt(full.slice(1 + i, 3 + i), 16);
  return [at(0), at(2), at(4)];
}

const toHex = (channels: Rgb) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2) of a hex colour. */
function luminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `hex` moved `amount` (0..1) of the way to `target`. */
function mix(hex: string, target: Rgb, amount: number): string {
  const [r, g, b] = rgb(hex);
  const toward = (c: number, t: number) => c + (t - c) * amount;
  return toHex([toward(r, target[0]), toward(g, target[1]), toward(b, target[2])]);
}

/**
 * `hex` darkened (toward black, 2% at a time) until it reaches AA against every background; black at
 * most (reached after 50 steps whatever the backgrounds).
 */
export function darkenFor(hex: string, backgrounds: readonly string[]): string {
  const base = parseHexColour(hex) ?? '#000000';
  let colour = base;
  for (let step = 1; step <= 50; step += 1) {
    if (backgrounds.every((bg) => contrast(colour, bg) >= AA_CONTRAST)) break;
    colour = mix(base, [0, 0, 0], step * 0.02);
  }
  return colour;
}

export interface Theme {
  /** Buttons and accents: white text on it reaches AA. */
  primary: string;
  /** Links and selected text on white, the page background and soft panels. */
  primaryDark: string;
  /** Tinted panels (the colour at 10% on white). */
  primarySoft: string;
  /** The configured colour was too light for white text and was darkened. */
  darkened: boolean;
}

/** The theme of a configured colour; null when it is not a hex colour. */
export function themeFor(themeColor: unknown): Theme | null {
  const colour = parseHexColour(themeColor);
  if (!colour) return null;
  const primary = darkenFor(colour, [WHITE]);
  const primarySoft = mix(primary, [255, 255, 255], 0.9);
  const primaryDark = darkenFor(mix(primary, [0, 0, 0], 0.2), [WHITE, PAGE_BG, primarySoft]);
  return { primary, primaryDark, primarySoft, darkened: primary !== colour };
}

/**
 * Sets the configured theme on `doc` at boot: theme.css's primary variables on the root element and the
 * theme-color meta. The build's own colour changes nothing (theme.css holds it, hand-tuned); a value
 * that is not a hex colour is refused with a console warning.
 */
export function applyTheme(doc: Document, themeColor: string): Theme | null {
  const theme = themeFor(themeColor);
  if (!theme) {
    console.warn('config.js brand.themeColor: refused, not a hex colour (#rgb or #rrggbb)');
    return null;
  }
  if (parseHexColour(themeColor) === parseHexColour(DEFAULT_THEME_COLOR)) return theme;
  const root = doc.documentElement.style;
  root.setProperty('--color-primary', theme.primary);
  root.setProperty('--color-primary-dark', theme.primaryDark);
  root.setProperty('--color-primary-soft', theme.primarySoft);
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = theme.primary;
  return theme;
}
