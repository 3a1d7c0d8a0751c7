// Copies the README's screenshots from the browser tests' output (test-results/screenshots, a 375 px phone
// at 2x) into docs/screenshots at 1x, so the repository keeps small files. No dependency: PNG is read and
// written with node:zlib (8-bit RGB or RGBA, not interlaced: what Chromium saves).
// Run after `npm run test:e2e`: node docs/screenshots/refresh.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SHOTS = [
  'loan-confirm',
  'loan-detail-174',
  'repayment-instalment',
  'card-repayment-sms',
  'pay-instructions-oxxo',
  'customer-service',
  'complaints-entry',
  'complaints-form',
  'complaints-detail',
  'promotion-landing',
  'bank-card',
  'legal-settings',
];
const from = new URL('../../test-results/screenshots/', import.meta.url);
const to = new URL('./', import.meta.url);
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunks(png) {
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

function decode(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const all = chunks(png);
  const header = all.find((c) => c.type === 'IHDR').data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colorType, , , interlace] = header.subarray(8, 13);
  const channels = { 2: 3, 6: 4 }[colorType];
  if (depth !== 8 || !channels || interlace !== 0)
    throw new Error('only 8-bit RGB(A), not interlaced');
  const raw = zlib.inflateSync(
    Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let x = 0; x < stride; x += 1) {
      const a = x >= channels ? row[x - channels] : 0;
      const b = prev[x];
      const c = x >= channels ? prev[x - channels] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      row[x] = (line[x] + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Every 2x2 block averaged into one pixel. */
function half({ width, height, channels, pixels }) {
  const w = width >> 1;
  const h = height >> 1;
  const out = Buffer.alloc(w * h * channels);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      for (let k = 0; k < channels; k += 1) {
        const at = (dy, dx) => pixels[((2 * y + dy) * width + 2 * x + dx) * channels + k];
        out[(y * w + x) * channels + k] = (at(0, 0) + at(0, 1) + at(1, 0) + at(1, 1) + 2) >> 2;
      }
  return { width: w, height: h, channels, pixels: out };
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Each row with the filter whose output has the smallest sum (the usual heuristic), deflated at level 9. */
function encode({ width, height, channels, pixels }) {
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = { sum: Infinity, filter: 0, bytes: Buffer.alloc(0) };
    for (let filter = 0; filter < 5; filter += 1) {
      let sum = 0;
      for (let x = 0; x < stride; x += 1) {
        const a = x >= channels ? row[x - channels] : 0;
        const b = prev[x];
        const c = x >= channels ? prev[x - channels] : 0;
        const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
        candidate[x] = (row[x] - predictor) & 0xff;
        sum += candidate[x] < 128 ? candidate[x] : 256 - candidate[x];
      }
      if (sum < best.sum) best = { sum, filter, bytes: Buffer.from(candidate) };
    }
    raw[y * (stride + 1)] = best.filter;
    best.bytes.copy(raw, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const name of SHOTS) {
  const source = readFileSync(new URL(`${name}.png`, from));
  const small = encode(half(decode(source)));
  writeFileSync(new URL(`${name}.png`, to), small);
  console.log(`${name}.png ${source.length} -> ${small.length} bytes`);
}
console.log(`into ${fileURLToPath(to)}`);
