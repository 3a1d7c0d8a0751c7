import { randomInt } from 'node:crypto';
import { encodePng } from '../../png';
import type { Rgb } from '../../png';

/**
 * The demo's image captcha: 4 characters drawn into a PNG (a 5 x 7 pixel font, scaled, each character
 * shifted and coloured on its own, over noise dots and lines), so the text is in the pixels only.
 * Characters that read alike (0/O, 1/I/L) are left out.
 */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CAPTCHA_LENGTH = 4;
const CAPTCHA_WIDTH = 200;
const CAPTCHA_HEIGHT = 88;

const GLYPHS: Record<string, string[]> = {
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

/** A new captcha text. */
export function captchaText(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('');
}

const INKS: Rgb[] = [
  [31, 41, 55],
  [58, 82, 196],
  [153, 27, 27],
  [22, 101, 52],
  [91, 33, 182],
];
const PAPER: Rgb = [243, 244, 246];
const SCALE = 6;

interface Placed {
  glyph: string[];
  left: number;
  top: number;
  ink: Rgb;
}

/** The PNG of `text`: each character placed with its own offset and ink, with noise around it. */
export function captchaPng(text: string): Buffer {
  const cell = 5 * SCALE + 12;
  const start = Math.floor((CAPTCHA_WIDTH - cell * text.length) / 2) + 6;
  const placed: Placed[] = [...text].map((char, i) => ({
    glyph: GLYPHS[char] ?? GLYPHS.X,
    left: start + i * cell + randomInt(-3, 4),
    top: Math.floor((CAPTCHA_HEIGHT - 7 * SCALE) / 2) + randomInt(-8, 9),
    ink: INKS[randomInt(INKS.length)],
  }));
  const dots = new Set<number>();
  for (let n = 0; n < 260; n += 1) dots.add(randomInt(CAPTCHA_WIDTH * CAPTCHA_HEIGHT));
  const lines = Array.from({ length: 3 }, () => ({
    y0: randomInt(CAPTCHA_HEIGHT),
    slope: (randomInt(-30, 31) / 100) * (CAPTCHA_HEIGHT / CAPTCHA_WIDTH),
    ink: INKS[randomInt(INKS.length)],
  }));

  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, (x, y) => {
    for (const p of placed) {
      const gx = Math.floor((x - p.left) / SCALE);
      const gy = Math.floor((y - p.top) / SCALE);
      if (gx >= 0 && gx < 5 && gy >= 0 && gy < 7 && p.glyph[gy][gx] === '1') return p.ink;
    }
    for (const line of lines) {
      if (Math.abs(line.y0 + line.slope * x - y) < 1) return line.ink;
    }
    if (dots.has(y * CAPTCHA_WIDTH + x)) return INKS[(x + y) % INKS.length];
    return PAPER;
  });
}
