import type { CSSProperties } from 'react';
import { AA_CONTRAST, contrast } from '../config/theme';

export { contrast } from '../config/theme';

/**
 * The template's colours (spec section 2, screen 10: "renders its content (images, texts, colours)")
 * applied as the page's theme variables, with the text colour on each chosen for AA contrast (4.5:1).
 * Colours come validated by the schema ('#rgb' or '#rrggbb', else '').
 */
const DARK_TEXT = '#1f2937';
const LIGHT_TEXT = '#ffffff';
const AA = AA_CONTRAST;

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
