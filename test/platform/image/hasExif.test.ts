import { hasExif } from '../../../src/platform/image/downscale';

// The EXIF check the browser test relies on to prove no EXIF leaves the phone.

/** A JPEG segment: marker, big-endian length (payload + 2), payload. */
function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const JFIF = segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const EXIF = segment(0xe1, [...ascii('Exif\0\0'), ...ascii('MM\0*'), 0, 0, 0, 8, 0, 0]);
const XMP = segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x/>'));
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);

describe('hasExif', () => {
  it.each([
    ['EXIF right after SOI', true, [...SOI, ...EXIF, ...SOS, 1, 2, ...EOI]],
    ['EXIF after JFIF', true, [...SOI, ...JFIF, ...EXIF, ...SOS, ...EOI]],
    ['EXIF after fill bytes', true, [...SOI, 0xff, 0xff, ...EXIF, ...EOI]],
    ['no APP1 at all', false, [...SOI, ...JFIF, ...SOS, 1, 2, 3, ...EOI]],
    ['APP1 holding XMP, not EXIF', false, [...SOI, ...XMP, ...SOS, ...EOI]],
    ['Exif text in the scan data only', false, [...SOI, ...JFIF, ...SOS, ...EXIF, ...EOI]],
    [
      'Exif text in an APP2 segment',
      false,
      [...SOI, ...segment(0xe2, ascii('Exif\0\0MM')), ...EOI],
    ],
    [
      'Exif without its two zero bytes',
      false,
      [...SOI, ...segment(0xe1, ascii('Exif!!MM\0*')), ...EOI],
    ],
    ['a segment cut short', false, [...SOI, 0xff, 0xe1, 0x00]],
    ['a length running past the end', false, [...SOI, 0xff, 0xe0, 0x40, 0x00, 1, 2]],
    ['a broken marker', false, [...SOI, 0x12, 0x34, ...EXIF]],
    ['a PNG', false, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['nothing', false, []],
  ])('%s -> %p', (_label, expected, bytes) => {
    expect(hasExif(new Uint8Array(bytes))).toBe(expected);
  });
});
