import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodePng } from '../../png';
import type { Rgb } from '../../png';
import { CONTENT_TYPES } from '../../upload';
import type { ImageKind } from '../../upload';

/** Uploaded (and seeded) images are served same-origin under this path. */
export const UPLOADS_PATH = '/uploads/';
/** Upload names never change content: a year, immutable. */
export const UPLOAD_CACHE = 'public, max-age=31536000, immutable';

// ---- Seeded images: small PNGs drawn in memory, served like uploads ----

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** A store receipt: a coloured header band, then lines of print on paper. */
const receipt = (x: number, y: number): Rgb => {
  if (y < 28) return y < 14 ? [218, 41, 28] : [255, 196, 0];
  const end = 164 - ((Math.floor((y - 40) / 16) * 37) % 60);
  const line = y >= 40 && (y - 40) % 16 < 5 && x > 16 && x < end;
  return line ? [90, 90, 90] : [250, 248, 240];
};
/** A phone's call log: rows with a red missed-call mark. */
const callLog = (x: number, y: number): Rgb => {
  const row = Math.floor(y / 40);
  const inRow = y % 40;
  if (inRow === 0) return [60, 64, 72];
  if (x > 14 && x < 26 && inRow > 14 && inRow < 26) return [229, 57, 53];
  if (x > 40 && x < 140 - row * 6 && inRow > 12 && inRow < 20) return [230, 230, 235];
  return mix([32, 36, 44], [24, 26, 32], y / 320);
};
/** The support team's answer: a green card with a check mark. */
const reply = (x: number, y: number): Rgb => {
  const check =
    (y > 70 && y < 110 && Math.abs(y - (x + 10)) < 9 && x < 100) ||
    (x >= 92 && x < 170 && Math.abs(y - (198 - x)) < 9 && y > 25);
  return check ? [255, 255, 255] : mix([46, 160, 90], [25, 110, 65], (x + y) / 400);
};

const SEEDS = {
  receipt: ['seed-receipt.png', 180, 240, receipt],
  callLog: ['seed-call-log.png', 180, 320, callLog],
  reply: ['seed-reply.png', 240, 160, reply],
} as const;

/** The urls of the seeded complaints' images. */
export const SEED_IMAGE_URLS = {
  receipt: `${UPLOADS_PATH}${SEEDS.receipt[0]}`,
  callLog: `${UPLOADS_PATH}${SEEDS.callLog[0]}`,
  reply: `${UPLOADS_PATH}${SEEDS.reply[0]}`,
};

let seedImages: Map<string, Buffer> | undefined;
/** The seeded images by name (drawn once, on first use). */
function seededImages(): Map<string, Buffer> {
  seedImages ??= new Map(
    Object.values(SEEDS).map(([name, w, h, paint]) => [name, encodePng(w, h, paint)]),
  );
  return seedImages;
}

// ---- Uploads on disk ----

/** An upload's name: 32 hex digits and the detected type's extension; the seeded ones 'seed-…'. */
const UPLOAD_NAME = /^(?:[0-9a-f]{32}|seed-[a-z-]{1,40})\.(jpg|png|webp)$/;

const kindOfName = (name: string): ImageKind | null => {
  const ext = UPLOAD_NAME.exec(name)?.[1];
  return ext === 'jpg' || ext === 'png' || ext === 'webp' ? ext : null;
};

/** Stores an image under a random name (written to a temp file, then renamed); its same-origin url. */
export async function storeUpload(dir: string, data: Buffer, kind: ImageKind): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, path.join(dir, name));
  return `${UPLOADS_PATH}${name}`;
}

/** An image name served under /uploads/ (seeded or uploaded into `dir`), or null. */
export async function readUpload(
  dir: string,
  name: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const kind = kindOfName(name);
  if (!kind) return null;
  const seeded = seededImages().get(name);
  if (seeded) return { body: seeded, contentType: CONTENT_TYPES[kind] };
  try {
    return {
      body: await fs.promises.readFile(path.join(dir, name)),
      contentType: CONTENT_TYPES[kind],
    };
  } catch {
    return null;
  }
}

/** Whether `url` is an image this server serves: `/uploads/<name>`, seeded or uploaded into `dir`. */
export function isServedImage(dir: string, url: string): boolean {
  if (!url.startsWith(UPLOADS_PATH)) return false;
  const name = url.slice(UPLOADS_PATH.length);
  if (!kindOfName(name)) return false;
  return seededImages().has(name) || fs.existsSync(path.join(dir, name));
}
