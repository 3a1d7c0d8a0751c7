import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { BrowserContext, Page } from 'playwright-core';
import { type DownscaleOptions, type downscale, hasExif } from '../../src/platform/image/downscale';
import { collectPageErrors, openBrowser } from './support/browser';
import {
  PHONE_EXIF,
  drawPhoto,
  gpsFingerprint,
  jpegSize,
  twelveMegapixelPhoto,
  withExif,
} from './support/photos';

// Issue 12 item 6: a 12-megapixel phone photo leaves the browser as a JPEG of at most 400 KB, 1600 px on its
// longest side, upright (EXIF orientation applied) and without EXIF (no GPS position). Runs the real
// src/platform/image/downscale.ts in Chromium on about:blank: no app page, no dist build needed.

jest.setTimeout(120_000);

declare global {
  interface Window {
    /** Put there by downscaleScript(). */
    cuotaImage?: { downscale: typeof downscale };
  }
}

const MAX_BYTES = 400 * 1024;

/** downscale.ts compiled for a plain <script>: its exports land on window.cuotaImage. */
function downscaleScript(): string {
  const file = path.resolve(__dirname, '../../src/platform/image/downscale.ts');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  return `window.cuotaImage = (() => { const exports = {}; ${outputText}\nreturn exports; })();`;
}

interface Outcome {
  ok: boolean;
  reason?: string;
  type?: string;
  width?: number;
  height?: number;
  ms: number;
  /** The output JPEG, base64. */
  jpeg?: string;
  /** [r, g, b] at the output's top-left and top-right corners (inside the markers). */
  topLeft?: number[];
  topRight?: number[];
}

/**
 * Runs downscale in the page on these bytes and reads back the result and two corner pixels. `legacy` hides
 * createImageBitmap and OffscreenCanvas during the call, as in an old web view: the <img> decode and a DOM
 * canvas do the work.
 */
function runDownscale(
  page: Page,
  bytes: Buffer,
  {
    type = 'image/jpeg',
    legacy = false,
    options = {},
  }: { type?: string; legacy?: boolean; options?: DownscaleOptions } = {},
): Promise<Outcome> {
  return page.evaluate(
    async ({ base64, type, probe, legacy, options }) => {
      const binary = atob(base64);
      const input = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) input[i] = binary.charCodeAt(i);
      const lib = window.cuotaImage;
      if (!lib) throw new Error('downscale.ts was not injected');
      const hidden = legacy ? ['createImageBitmap', 'OffscreenCanvas'] : [];
      const saved = hidden.map((name) => Object.getOwnPropertyDescriptor(window, name));
      hidden.forEach((name) =>
        Object.defineProperty(window, name, { value: undefined, configurable: true }),
      );
      if (
        legacy &&
        (typeof createImageBitmap !== 'undefined' || typeof OffscreenCanvas !== 'undefined')
      ) {
        throw new Error('could not hide createImageBitmap and OffscreenCanvas');
      }
      const started = performance.now();
      const result = await lib.downscale(new Blob([input], { type }), options);
      const ms = Math.round(performance.now() - started);
      hidden.forEach((name, i) => {
        const descriptor = saved[i];
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else Reflect.deleteProperty(window, name);
      });
      if (!result.ok) return { ok: false, reason: result.reason, ms };
      // Decode the output as it is (it has no EXIF, so nothing gets turned) and read two corners.
      const bitmap = await createImageBitmap(result.blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2D canvas');
      ctx.drawImage(bitmap, 0, 0);
      const pixel = (x: number, y: number) =>
        Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
      const url = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(result.blob);
      });
      return {
        ok: true,
        type: result.blob.type,
        width: result.width,
        height: result.height,
        ms,
        jpeg: url.slice(url.indexOf(',') + 1),
        topLeft: pixel(probe, probe),
        topRight: pixel(bitmap.width - 1 - probe, probe),
      };
    },
    { base64: bytes.toString('base64'), type, probe: PROBE, legacy, options },
  );
}

/** Probes sit this far inside the corners: well inside a marker (400 stored px are 160 px after scaling). */
const PROBE = 40;
const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
/** Close to a colour after JPEG and scaling. */
const near = (rgb: number[] | undefined, target: number[]) =>
  !!rgb && rgb.every((v, i) => Math.abs(v - target[i]) <= 40);

describe('downscale in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let camera: Buffer;

  beforeAll(async () => {
    context = await openBrowser();
    page = await context.newPage();
    errors = collectPageErrors(page);
    await page.goto('about:blank');
    await page.addScriptTag({ content: downscaleScript() });
    camera = await drawPhoto(page);
  });
  afterAll(async () => {
    await context.close();
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it('turns a 12-megapixel phone photo with EXIF and GPS into an upright 1200x1600 JPEG under 400 KB without EXIF', async () => {
    const photo = await twelveMegapixelPhoto(page); // the helper the complaint browser test uses
    const stored = jpegSize(photo);
    expect(stored.width * stored.height).toBeGreaterThanOrEqual(12_000_000);
    expect(hasExif(photo)).toBe(true);
    expect(photo.includes(gpsFingerprint())).toBe(true);
    expect(photo.length).toBeGreaterThan(2_000_000);

    const out = await runDownscale(page, photo);
    expect(out).toMatchObject({ ok: true, type: 'image/jpeg', width: 1200, height: 1600 });
    const jpeg = Buffer.from(out.jpeg ?? '', 'base64');
    expect(jpegSize(jpeg)).toEqual({ width: 1200, height: 1600 });
    expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(hasExif(jpeg)).toBe(false);
    expect(jpeg.includes(gpsFingerprint())).toBe(false);
    expect(jpeg.includes(Buffer.from(PHONE_EXIF.make, 'latin1'))).toBe(false);
    expect(jpeg.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    // Orientation 6 turns the stored top-left (red) to the top-right and the stored bottom-left (blue) to
    // the top-left; a counter-clockwise or missing turn would put other colours there.
    expect(near(out.topRight, RED)).toBe(true);
    expect(near(out.topLeft, BLUE)).toBe(true);

    console.log(
      `downscale figures: input ${stored.width}x${stored.height} (${(stored.width * stored.height) / 1e6} MP), ` +
        `${photo.length} bytes with EXIF (Orientation ${PHONE_EXIF.orientation}, GPS); ` +
        `output ${out.width}x${out.height} image/jpeg, ${jpeg.length} bytes, no EXIF; ${out.ms} ms in Chromium`,
    );
  });

  it('keeps a photo without orientation landscape, 1600x1200, with the markers where they were drawn', async () => {
    const out = await runDownscale(page, camera);
    expect(out).toMatchObject({ ok: true, width: 1600, height: 1200 });
    const jpeg = Buffer.from(out.jpeg ?? '', 'base64');
    expect(jpegSize(jpeg)).toEqual({ width: 1600, height: 1200 });
    expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(near(out.topLeft, RED)).toBe(true);
    expect(near(out.topRight, RED)).toBe(false);
    console.log(
      `downscale figures: no-EXIF ${camera.length} bytes -> ${jpeg.length} bytes, ${out.ms} ms`,
    );
  });

  it('does the same through the <img> decode and a DOM canvas when createImageBitmap and OffscreenCanvas are missing', async () => {
    const check = await page.evaluate(() => typeof createImageBitmap + typeof OffscreenCanvas);
    const out = await runDownscale(page, withExif(camera), { legacy: true });
    expect(out).toMatchObject({ ok: true, type: 'image/jpeg', width: 1200, height: 1600 });
    const jpeg = Buffer.from(out.jpeg ?? '', 'base64');
    expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(hasExif(jpeg)).toBe(false);
    expect(jpeg.includes(gpsFingerprint())).toBe(false);
    expect(near(out.topRight, RED)).toBe(true);
    expect(near(out.topLeft, BLUE)).toBe(true);
    // The globals are back for the next tests.
    expect(await page.evaluate(() => typeof createImageBitmap + typeof OffscreenCanvas)).toBe(
      check,
    );
    console.log(`downscale figures: legacy path ${jpeg.length} bytes, ${out.ms} ms`);
  });

  it("answers { ok: false, reason: 'decode' } through the <img> path too", async () => {
    const out = await runDownscale(page, Buffer.from('not a photo at all'), { legacy: true });
    expect(out).toMatchObject({ ok: false, reason: 'decode' });
  });

  it('steps quality and size down in the browser until a tighter budget fits', async () => {
    const budget = 100 * 1024;
    const out = await runDownscale(page, withExif(camera), { options: { maxBytes: budget } });
    expect(out).toMatchObject({ ok: true, type: 'image/jpeg' });
    const jpeg = Buffer.from(out.jpeg ?? '', 'base64');
    expect(jpeg.length).toBeLessThanOrEqual(budget);
    // 1200x1600 at quality 0.5 does not fit 100 KB for this photo: the size went down too, upright still.
    expect(out.height).toBeLessThan(1600);
    expect(out.height).toBeGreaterThan(out.width ?? Infinity);
    expect(jpegSize(jpeg)).toEqual({ width: out.width, height: out.height });
    console.log(
      `downscale figures: 100 KB budget -> ${out.width}x${out.height}, ${jpeg.length} bytes, ${out.ms} ms`,
    );
  });

  it('never upscales a small picture', async () => {
    const small = await drawPhoto(page, { width: 800, height: 600, seed: 3 });
    const out = await runDownscale(page, small);
    expect(out).toMatchObject({ ok: true, width: 800, height: 600 });
    expect(jpegSize(Buffer.from(out.jpeg ?? '', 'base64'))).toEqual({ width: 800, height: 600 });
  });

  it("answers { ok: false, reason: 'decode' } for a file that is not an image", async () => {
    const out = await runDownscale(page, Buffer.from('not a photo at all'));
    expect(out).toMatchObject({ ok: false, reason: 'decode' });
  });
});
