/**
 * Interleaved 2 of 5 barcodes as SVG, so the demo's barcode images always encode (and print) the very
 * reference the pages show. Digits only; an odd count gets a leading 0.
 */
const PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];
const NARROW = 2;
const WIDE = 5;
const QUIET = 20;
const BAR_TOP = 10;
const BAR_HEIGHT = 80;

export const isBarcodeText = (text: string): boolean => /^\d{2,40}$/.test(text);

/** Element widths, alternating bar and space, starting with a bar (start and stop patterns included). */
export function itfWidths(digits: string): number[] {
  const even = digits.length % 2 === 0 ? digits : `0${digits}`;
  const w = (c: string) => (c === 'w' ? WIDE : NARROW);
  const out = [NARROW, NARROW, NARROW, NARROW];
  for (let i = 0; i < even.length; i += 2) {
    const bars = PATTERNS[Number(even[i])];
    const spaces = PATTERNS[Number(even[i + 1])];
    for (let k = 0; k < 5; k += 1) out.push(w(bars[k]), w(spaces[k]));
  }
  out.push(WIDE, NARROW, NARROW);
  return out;
}

/** The SVG of `digits` (already checked with isBarcodeText): bars, and the digits printed under them. */
export function barcodeSvg(digits: string): string {
  const widths = itfWidths(digits);
  const width = QUIET * 2 + widths.reduce((a, b) => a + b, 0);
  const height = BAR_TOP + BAR_HEIGHT + 28;
  const rects: string[] = [];
  let x = QUIET;
  widths.forEach((wd, i) => {
    if (i % 2 === 0) {
      rects.push(`<rect x="${x}" y="${BAR_TOP}" width="${wd}" height="${BAR_HEIGHT}"/>`);
    }
    x += wd;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${digits}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g fill="#111827">${rects.join('')}</g>`,
    `<text x="${width / 2}" y="${BAR_TOP + BAR_HEIGHT + 20}" font-family="Menlo, Consolas, monospace" font-size="15" fill="#111827" text-anchor="middle" letter-spacing="1">${digits}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Decodes widths back to digits (used by the tests to prove an image encodes its reference). */
export function decodeItf(widths: number[]): string {
  const code = (wd: number) => (wd === WIDE ? 'w' : 'n');
  const body = widths.slice(4, -3);
  let out = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10).map(code);
    const bars = chunk.filter((_, k) => k % 2 === 0).join('');
    const spaces = chunk.filter((_, k) => k % 2 === 1).join('');
    out += `${PATTERNS.indexOf(bars)}${PATTERNS.indexOf(spaces)}`;
  }
  return out;
}
