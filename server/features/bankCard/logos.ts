import { encodePng } from '../../png';
import type { Rgb } from '../../png';

/** A logo's drawing: a white mark on the bank's colour, in a 64 x 64 rounded tile. */
export type Mark = 'bar' | 'ring' | 'drop' | 'hexagon' | 'stripes' | 'diamond' | 'chevron' | 'dots';

const SIZE = 64;
const RADIUS = 12;
const WHITE: Rgb = [255, 255, 255];

/** Inside the rounded tile (the corners outside it stay white). */
function inTile(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - 1 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - 1 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

/** Whether pixel (x, y) of the tile belongs to the white mark. */
function inMark(mark: Mark, x: number, y: number): boolean {
  const dx = x - 31.5;
  const dy = y - 31.5;
  const r = Math.hypot(dx, dy);
  switch (mark) {
    case 'bar':
      return Math.abs(dy) < 6 && Math.abs(dx) < 20;
    case 'ring':
      return r > 11 && r < 19;
    case 'drop':
      return r < 12 || (dy < 0 && Math.abs(dx) < (dy + 26) * 0.45 && dy > -26);
    case 'hexagon':
      return Math.abs(dy) < 16 && Math.abs(dx) + Math.abs(dy) * 0.58 < 20 && dx * dy > 0;
    case 'stripes':
      return Math.abs(dx) < 20 && Math.abs(dy) < 20 && (x + y) % 16 < 6;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) < 18;
    case 'chevron':
      return Math.abs(dy - Math.abs(dx) * 0.8 + 6) < 5 && Math.abs(dx) < 20;
    case 'dots':
      return Math.hypot((Math.abs(dx) % 16) - 8, (Math.abs(dy) % 16) - 8) < 4.5 && r < 24;
  }
}

/** The logo as a `data:image/png;base64` URL (same origin for the CSP and the app's image check). */
export function logoDataUrl(colour: Rgb, mark: Mark): string {
  const png = encodePng(SIZE, SIZE, (x, y) => {
    if (!inTile(x, y)) return WHITE;
    return inMark(mark, x, y) ? WHITE : colour;
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}
