import type { CSSProperties } from 'react';

/**
 * The template's colours (spec section 2, screen 10: "renders its content (images, texts, colours)")
 * applied as the page's theme variables, with the text colour on each chosen for AA contrast (4.5:1).
 * Colours come validated by the schema ('#rgb' or '#rrggbb', else '').
 */
const DARK_TEXT = '#1f2937';
const LIGHT_TEXT = '#ffffff';
const AA = 4.5;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const at = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [at(0), at(2), at(4)];
}

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or dark text, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast(LIGHT_TEXT, background) >= contrast(DARK_TEXT, background)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/**
 * Theme variables for the template's accent and background. The accent colours buttons (with the text
 * that reads on it) and, when it reads on white and on the background, the links; the background gets
 * its own text colour.
 */
export function templateTheme(themeColor: string, backgroundColor: string): CSSProperties {
  const vars: Record<string, string> = {};
  if (themeColor) {
    vars['--color-primary'] = themeColor;
    vars['--color-on-primary'] = textOn(themeColor);
    const readsOn = (background: string) => contrast(themeColor, background) >= AA;
    if (readsOn(LIGHT_TEXT) && (!backgroundColor || readsOn(backgroundColor))) {
      vars['--color-primary-dark'] = themeColor;
    }
  }
  if (backgroundColor) {
    vars['--promo-bg'] = backgroundColor;
    vars['--promo-on-bg'] = textOn(backgroundColor);
  }
  return vars;
}
