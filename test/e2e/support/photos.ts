import type { Page } from 'playwright-core';

// Test photos as a phone camera makes them: a 12-megapixel JPEG drawn in the browser with photo-like detail
// (gradients, shapes, blotchy texture and sensor grain, so it weighs several MB like a real one), then an EXIF
// block written by hand below and spliced in: Orientation 6 (the phone was held upright: rotate 90° clockwise
// to view), the camera make, and a GPS position. Two solid markers make the orientation checkable: red at
// the stored top-left corner, blue at the stored bottom-left corner (upright, they are top-right and top-left).

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** JPEG quality of the camera file. */
  quality?: number;
  /** Seed of the pseudo-random detail, so every run draws the same photo. */
  seed?: number;
}

/** Side of the red and blue corner markers in stored pixels. */
const MARKER_SIDE = 400;

/** A JPEG photo drawn in the page (no EXIF yet: a canvas writes none). */
export async function drawPhoto(page: Page, options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, quality = 0.92, seed = 12 } = options;
  const base64 = await page.evaluate(
    async ({ width, height, quality, seed, marker }) => {
      let state = seed >>> 0 || 1;
      const random = () => {
        // xorshift32: fast and repeatable
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return (state >>> 0) / 4294967296;
      };
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2D canvas');
      const horizon = height * 0.55;
      const sky = ctx.createLinearGradient(0, 0, 0, horizon);
      sky.addColorStop(0, '#1d4f91');
      sky.addColorStop(1, '#b9d3ee');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, horizon);
      const ground = ctx.createLinearGradient(0, horizon, width, height);
      ground.addColorStop(0, '#4f7a2b');
      ground.addColorStop(0.5, '#8a6d3b');
      ground.addColorStop(1, '#2f4a1c');
      ctx.fillStyle = ground;
      ctx.fillRect(0, horizon, width, height - horizon);
      const sun = ctx.createRadialGradient(
        width * 0.7,
        height * 0.2,
        10,
        width * 0.7,
        height * 0.2,
        600,
      );
      sun.addColorStop(0, 'rgba(255,245,200,0.95)');
      sun.addColorStop(1, 'rgba(255,245,200,0)');
      ctx.fillStyle = sun;
      ctx.fillRect(0, 0, width, height);
      // Objects: buildings, trees, leaves.
      for (let i = 0; i < 1500; i += 1) {
        const hue = Math.floor(random() * 360);
        ctx.fillStyle = `hsla(${hue}, ${30 + random() * 50}%, ${20 + random() * 60}%, ${0.3 + random() * 0.6})`;
        ctx.beginPath();
        ctx.ellipse(
          random() * width,
          random() * height,
          5 + random() * 220,
          5 + random() * 140,
          random() * Math.PI,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      // Blotchy texture: coarse noise scaled up smoothly.
      const coarse = new OffscreenCanvas(Math.ceil(width / 8), Math.ceil(height / 8));
      const cctx = coarse.getContext('2d');
      if (!cctx) throw new Error('no 2D canvas');
      const texture = cctx.createImageData(coarse.width, coarse.height);
      for (let i = 0; i < texture.data.length; i += 4) {
        const v = random() * 255;
        texture.data[i] = v;
        texture.data[i + 1] = v * (0.8 + random() * 0.4);
        texture.data[i + 2] = v * (0.8 + random() * 0.4);
        texture.data[i + 3] = 255;
      }
      cctx.putImageData(texture, 0, 0);
      ctx.globalAlpha = 0.22;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(coarse, 0, 0, width, height);
      ctx.globalAlpha = 1;
      // Sensor grain, a band at a time.
      const band = 200;
      for (let y = 0; y < height; y += band) {
        const rows = Math.min(band, height - y);
        const pixels = ctx.getImageData(0, y, width, rows);
        const data = pixels.data;
        for (let i = 0; i < data.length; i += 4) {
          const grain = (random() - 0.5) * 18;
          data[i] += grain + (random() - 0.5) * 8;
          data[i + 1] += grain + (random() - 0.5) * 8;
          data[i + 2] += grain + (random() - 0.5) * 8;
        }
        ctx.putImageData(pixels, 0, y);
      }
      ctx.fillStyle = '#ff0000';
      ctx.fillRect(0, 0, marker, marker);
      ctx.fillStyle = '#0000ff';
      ctx.fillRect(0, height - marker, marker, marker);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      const url = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
      return url.slice(url.indexOf(',') + 1);
    },
    { width, height, quality, seed, marker: MARKER_SIDE },
  );
  return Buffer.from(base64, 'base64');
}

export interface ExifFields {
  /** EXIF Orientation 1..8 (6: rotate 90° clockwise to view). */
  orientation: number;
  /** Camera make (ASCII). */
  make: string;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
}

/** Mexico City's Zócalo, held upright by a 'CuotaCam' phone. */
export const PHONE_EXIF: ExifFields = {
  orientation: 6,
  make: 'CuotaCam',
  latitude: 19.43262,
  longitude: -99.13321,
};

type Entry = { tag: number; type: 1 | 2 | 3 | 4 | 5; count: number; data: Buffer };

const TYPE_SIZE = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8 } as const;

const short = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const long = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
};

/** Degrees as three EXIF RATIONALs: degrees/1, minutes/1, seconds*100/100. */
function dmsRationals(degrees: number): Buffer {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return Buffer.concat([long(d), long(1), long(m), long(1), long(s), long(100)]);
}

/**
 * Writes one IFD at `offset` (from the TIFF header start): the entry count, 12-byte entries (values of 4 bytes
 * or less inline, left-justified; longer ones in a data area right after the IFD), the next-IFD offset 0.
 */
function ifd(entries: Entry[], offset: number): Buffer {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const tableSize = 2 + sorted.length * 12 + 4;
  let dataOffset = offset + tableSize;
  const table: Buffer[] = [short(sorted.length)];
  const data: Buffer[] = [];
  for (const entry of sorted) {
    if (entry.data.length !== TYPE_SIZE[entry.type] * entry.count)
      throw new Error('bad EXIF entry');
    table.push(short(entry.tag), short(entry.type), long(entry.count));
    if (entry.data.length <= 4) {
      table.push(Buffer.concat([entry.data, Buffer.alloc(4 - entry.data.length)]));
    } else {
      table.push(long(dataOffset));
      const padded =
        entry.data.length % 2 ? Buffer.concat([entry.data, Buffer.alloc(1)]) : entry.data;
      data.push(padded);
      dataOffset += padded.length;
    }
  }
  table.push(long(0));
  return Buffer.concat([...table, ...data]);
}

const ascii = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** The GPS IFD's payload that must never leave the phone (its latitude rationals). */
export const gpsFingerprint = (fields: ExifFields = PHONE_EXIF) => dmsRationals(fields.latitude);

/** A complete APP1 segment: FF E1, length, 'Exif\0\0', a big-endian TIFF with IFD0 and a GPS IFD. */
function exifSegment(fields: ExifFields = PHONE_EXIF): Buffer {
  const header = Buffer.concat([Buffer.from('MM', 'latin1'), short(42), long(8)]);
  const ifd0Entries = (gpsOffset: number): Entry[] => [
    { tag: 0x010f, type: 2, count: fields.make.length + 1, data: ascii(fields.make) },
    { tag: 0x0112, type: 3, count: 1, data: short(fields.orientation) },
    { tag: 0x8825, type: 4, count: 1, data: long(gpsOffset) },
  ];
  // IFD0's size does not depend on the GPS offset's value: lay it out once to learn where the GPS IFD starts.
  const gpsOffset = 8 + ifd(ifd0Entries(0), 8).length;
  const ifd0 = ifd(ifd0Entries(gpsOffset), 8);
  const gps = ifd(
    [
      { tag: 0x0000, type: 1, count: 4, data: Buffer.from([2, 3, 0, 0]) },
      { tag: 0x0001, type: 2, count: 2, data: ascii(fields.latitude >= 0 ? 'N' : 'S') },
      { tag: 0x0002, type: 5, count: 3, data: dmsRationals(fields.latitude) },
      { tag: 0x0003, type: 2, count: 2, data: ascii(fields.longitude >= 0 ? 'E' : 'W') },
      { tag: 0x0004, type: 5, count: 3, data: dmsRationals(fields.longitude) },
    ],
    gpsOffset,
  );
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), header, ifd0, gps]);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), short(payload.length + 2), payload]);
}

/** The JPEG with the APP1 segment put right after SOI, where cameras write it. */
export function withExif(jpeg: Buffer, app1: Buffer = exifSegment()): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** Width and height from the JPEG's SOF segment (its stored size, before any orientation). */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } {
  let pos = 2;
  while (pos + 9 < jpeg.length && jpeg[pos] === 0xff) {
    const marker = jpeg[pos + 1];
    const length = (jpeg[pos + 2] << 8) | jpeg[pos + 3];
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof) {
      return {
        height: (jpeg[pos + 5] << 8) | jpeg[pos + 6],
        width: (jpeg[pos + 7] << 8) | jpeg[pos + 8],
      };
    }
    pos += 2 + length;
  }
  throw new Error('no SOF segment');
}

/**
 * A 12-megapixel (4000x3000) phone photo with EXIF Orientation 6 and a GPS position, as a Buffer for
 * `setInputFiles({ name: 'IMG_0012.jpg', mimeType: 'image/jpeg', buffer })`. Draws in `page` (any page,
 * about:blank included); takes a second or two.
 */
export async function twelveMegapixelPhoto(page: Page): Promise<Buffer> {
  return withExif(await drawPhoto(page));
}
