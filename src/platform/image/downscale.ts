// Photos made fit for upload on the phone: decoded with their EXIF orientation applied, scaled so the longest
// side is at most 1600 px, re-encoded as JPEG through a canvas (which writes no EXIF, so no GPS position or
// camera data leaves the phone) and brought under a byte budget.
// Self-contained on purpose (no imports): the browser test injects this file as it is.

export interface DownscaleOptions {
  /** Longest side of the result in pixels; a smaller image is never enlarged. Default 1600. */
  maxSide?: number;
  /** JPEG quality of the first attempt (0..1). Default 0.8. */
  quality?: number;
  /** Byte budget: quality steps down to 0.5, then the size by a quarter, until the JPEG fits. Default 400 KB. */
  maxBytes?: number;
}

export type DownscaleResult =
  | { ok: true; blob: Blob; width: number; height: number }
  /** 'unsupported': this browser cannot decode, draw or encode JPEG; 'decode': the file is not a readable image. */
  | { ok: false; reason: 'unsupported' | 'decode' };

/** A decoded picture, already turned upright. */
export interface Picture {
  image: CanvasImageSource;
  width: number;
  height: number;
}

/** What downscale needs of a 2D canvas (OffscreenCanvas or <canvas>). */
export interface Surface {
  /** Resizes to width x height, fills white (JPEG has no transparency) and draws the image scaled into it. */
  draw(image: CanvasImageSource, width: number, height: number): void;
  /** The current pixels as a JPEG; null when the browser could not encode. */
  toJpeg(quality: number): Promise<Blob | null>;
  /** Frees the pixel memory (iOS Safari caps the canvas memory of a page). */
  release(): void;
}

/** The browser features downscale uses; tests hand in fakes (jsdom has no canvas and no createImageBitmap). */
export interface ImageEnv {
  /** Absent in old browsers: then loadImage decodes. */
  createImageBitmap?: (image: Blob, options: ImageBitmapOptions) => Promise<ImageBitmap>;
  /** The fallback decode through an <img> and an object URL. */
  loadImage?: (file: Blob) => Promise<Picture>;
  /** A 2D canvas, or null when the browser has none. */
  createSurface: () => Surface | null;
}

const JPEG = 'image/jpeg';
const DEFAULT_MAX_SIDE = 1600;
const DEFAULT_QUALITY = 0.8;
const DEFAULT_MAX_BYTES = 400 * 1024;
/** Quality never goes below this: under it JPEG blocks show; the size shrinks instead. */
const MIN_QUALITY = 0.5;
/** Each size step keeps this share of the longest side. */
const SIZE_STEP = 0.75;
/** Below this longest side the size stops shrinking and the last attempt is returned as it is. */
const MIN_SIDE = 64;

const UNSUPPORTED: DownscaleResult = { ok: false, reason: 'unsupported' };
const UNREADABLE: DownscaleResult = { ok: false, reason: 'decode' };

/** The size that fits width x height into maxSide on its longest side, keeping the ratio; never larger. */
export function targetSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const side = Math.max(1, Math.floor(maxSide));
  const longest = Math.max(width, height);
  if (longest <= side) return { width, height };
  const scale = side / longest;
  return width >= height
    ? { width: side, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: side };
}

/** The qualities tried at one size: the given one, then each tenth below it down to 0.5. */
export function qualitySteps(quality: number): number[] {
  const steps = [quality];
  for (let tenths = Math.ceil(quality * 10 - 1e-9) - 1; tenths >= MIN_QUALITY * 10; tenths -= 1) {
    steps.push(tenths / 10);
  }
  return steps;
}

/** True when the bytes are a JPEG whose header segments hold an APP1 'Exif\0\0' block. */
export function hasExif(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let pos = 2;
  while (pos + 1 < bytes.length) {
    if (bytes[pos] !== 0xff) return false;
    const marker = bytes[pos + 1];
    if (marker === 0xff) {
      pos += 1; // fill byte before a marker
      continue;
    }
    // Start of scan or end of image: the header segments are over.
    if (marker === 0xda || marker === 0xd9) return false;
    // Markers without a length: TEM and RST0..7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    if (pos + 3 >= bytes.length) return false;
    const length = (bytes[pos + 2] << 8) | bytes[pos + 3];
    if (length < 2) return false;
    if (marker === 0xe1 && length >= 8 && isExifHeader(bytes, pos + 4)) return true;
    pos += 2 + length;
  }
  return false;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // 'Exif\0\0'

function isExifHeader(bytes: Uint8Array, at: number): boolean {
  return EXIF_HEADER.every((byte, i) => bytes[at + i] === byte);
}

/**
 * Downscales a photo for upload: `{ ok: true, blob }` with a JPEG of at most maxSide px on its longest side
 * (EXIF orientation applied, no EXIF kept) and, unless the picture cannot get that small, at most maxBytes.
 * Never rejects: a browser without canvas/JPEG support gives 'unsupported', an unreadable file 'decode'.
 */
export async function downscale(
  file: Blob,
  options: DownscaleOptions = {},
  env: ImageEnv = browserEnv(),
): Promise<DownscaleResult> {
  const maxSide = positive(options.maxSide, DEFAULT_MAX_SIDE);
  const quality = Math.min(1, positive(options.quality, DEFAULT_QUALITY));
  const maxBytes = positive(options.maxBytes, DEFAULT_MAX_BYTES);
  let surface: Surface | null = null;
  let decoded: Decoded | DownscaleResult | null = null;
  try {
    surface = env.createSurface();
    if (!surface) return UNSUPPORTED;
    decoded = await decode(file, env);
    if ('ok' in decoded) return decoded;
    return await fit(decoded.picture, surface, { maxSide, quality, maxBytes });
  } catch {
    return UNSUPPORTED;
  } finally {
    if (decoded && 'release' in decoded) attempt(decoded.release);
    if (surface) attempt(surface.release);
  }
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function attempt(release: () => void): void {
  try {
    release();
  } catch {
    // Releasing is best effort: the garbage collector frees the memory later.
  }
}

/** A decoded picture and how to free it. */
interface Decoded {
  picture: Picture;
  release: () => void;
}

/** Decodes upright: createImageBitmap with the EXIF orientation applied, else an <img>. */
async function decode(file: Blob, env: ImageEnv): Promise<Decoded | DownscaleResult> {
  if (!env.createImageBitmap && !env.loadImage) return UNSUPPORTED;
  if (env.createImageBitmap) {
    try {
      const bitmap = await env.createImageBitmap(file, { imageOrientation: 'from-image' });
      const picture = { image: bitmap, width: bitmap.width, height: bitmap.height };
      if (picture.width > 0 && picture.height > 0)
        return { picture, release: () => bitmap.close() };
      bitmap.close();
    } catch {
      // Not decodable this way (or the option is unknown to this browser): the <img> path may still read it.
    }
  }
  if (env.loadImage) {
    try {
      const picture = await env.loadImage(file);
      if (picture.width > 0 && picture.height > 0) return { picture, release: () => undefined };
    } catch {
      // Falls through to the decode failure.
    }
  }
  return UNREADABLE;
}

/** Draws at the target size and encodes, stepping the quality and then the size down until it fits. */
async function fit(
  picture: Picture,
  surface: Surface,
  limits: { maxSide: number; quality: number; maxBytes: number },
): Promise<DownscaleResult> {
  let side = Math.min(Math.max(picture.width, picture.height), Math.floor(limits.maxSide));
  for (;;) {
    const size = targetSize(picture.width, picture.height, side);
    surface.draw(picture.image, size.width, size.height);
    let smallest: DownscaleResult = UNSUPPORTED;
    for (const quality of qualitySteps(limits.quality)) {
      const blob = await surface.toJpeg(quality);
      // toBlob falls back to PNG when the browser cannot write JPEG.
      if (!blob || blob.type !== JPEG) return UNSUPPORTED;
      smallest = { ok: true, blob, ...size };
      if (blob.size <= limits.maxBytes) return smallest;
    }
    const next = Math.round(side * SIZE_STEP);
    // A budget no picture of MIN_SIDE px meets: the last (smallest) attempt is the best there is.
    if (next < MIN_SIDE) return smallest;
    side = next;
  }
}

/** The real browser: createImageBitmap when present, an OffscreenCanvas when it has a 2D context, else <canvas>. */
export function browserEnv(): ImageEnv {
  const hasBitmap = typeof globalThis.createImageBitmap === 'function';
  const hasImage =
    typeof Image === 'function' &&
    typeof URL !== 'undefined' &&
    typeof URL.createObjectURL === 'function';
  return {
    createImageBitmap: hasBitmap
      ? (image, options) => globalThis.createImageBitmap(image, options)
      : undefined,
    loadImage: hasImage ? loadImage : undefined,
    createSurface,
  };
}

function loadImage(file: Blob): Promise<Picture> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise<Picture>((resolve, reject) => {
    image.onload = () => resolve({ image, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

function createSurface(): Surface | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d');
    if (context) {
      return surfaceOf(canvas, context, (quality) => canvas.convertToBlob({ type: JPEG, quality }));
    }
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  return surfaceOf(
    canvas,
    context,
    (quality) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, JPEG, quality)),
  );
}

function surfaceOf(
  canvas: { width: number; height: number },
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  encode: (quality: number) => Promise<Blob | null>,
): Surface {
  return {
    draw(image, width, height) {
      canvas.width = width;
      canvas.height = height;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
    },
    toJpeg: (quality) => encode(quality).catch(() => null),
    release() {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}
