import {
  downscale,
  qualitySteps,
  targetSize,
  type ImageEnv,
  type Picture,
  type Surface,
} from '../../../src/platform/image/downscale';
import { fakeBitmap, jpegOf, photo } from './fakes';

// jsdom has neither canvas nor createImageBitmap: the pixel work runs on fakes handed in as the env (or as
// globals for browserEnv). The real decode, EXIF orientation and EXIF removal are proven in Chromium by
// test/e2e/downscale.e2e.test.ts.

interface Fake {
  env: ImageEnv;
  /** 'draw WxH' and 'jpeg Q' in call order. */
  log: string[];
  release: jest.Mock;
  createImageBitmap: jest.Mock;
}

/** A fake env whose JPEG of the drawn size at a quality has `bytes(width, height, quality)` bytes. */
function fakeEnv(
  bitmap: ReturnType<typeof fakeBitmap> | Error,
  bytes: (width: number, height: number, quality: number) => number,
  overrides: Partial<ImageEnv> = {},
): Fake {
  const log: string[] = [];
  let drawn = { width: 0, height: 0 };
  const release = jest.fn();
  const surface: Surface = {
    draw(_image, width, height) {
      drawn = { width, height };
      log.push(`draw ${width}x${height}`);
    },
    toJpeg: async (quality) => {
      log.push(`jpeg ${quality}`);
      return jpegOf(bytes(drawn.width, drawn.height, quality));
    },
    release,
  };
  const createImageBitmap = jest.fn(async () => {
    if (bitmap instanceof Error) throw bitmap;
    return bitmap;
  });
  return {
    env: { createImageBitmap, createSurface: () => surface, ...overrides },
    log,
    release,
    createImageBitmap,
  };
}

describe('targetSize', () => {
  it.each([
    ['landscape 4000x3000', 4000, 3000, 1600, { width: 1600, height: 1200 }],
    ['portrait 3000x4000', 3000, 4000, 1600, { width: 1200, height: 1600 }],
    ['phone 4032x3024', 4032, 3024, 1600, { width: 1600, height: 1200 }],
    ['portrait video frame 1080x1920', 1080, 1920, 1600, { width: 900, height: 1600 }],
    ['square 5000x5000', 5000, 5000, 1600, { width: 1600, height: 1600 }],
    ['small 800x600 is not upscaled', 800, 600, 1600, { width: 800, height: 600 }],
    ['exactly 1600 wide is kept', 1600, 900, 1600, { width: 1600, height: 900 }],
    ['odd 4001x3001 rounds', 4001, 3001, 1600, { width: 1600, height: 1200 }],
    ['odd 3001x4003 rounds', 3001, 4003, 1600, { width: 1200, height: 1600 }],
    ['odd 1601x999 rounds', 1601, 999, 1600, { width: 1600, height: 998 }],
    ['a sliver keeps at least 1 px', 10000, 1, 1600, { width: 1600, height: 1 }],
    ['a fractional max side is floored', 4000, 3000, 800.9, { width: 800, height: 600 }],
  ])('%s', (_label, width, height, maxSide, expected) => {
    expect(targetSize(width, height, maxSide)).toEqual(expected);
  });
});

describe('qualitySteps', () => {
  it.each([
    [0.8, [0.8, 0.7, 0.6, 0.5]],
    [0.85, [0.85, 0.8, 0.7, 0.6, 0.5]],
    [1, [1, 0.9, 0.8, 0.7, 0.6, 0.5]],
    [0.7, [0.7, 0.6, 0.5]],
    [0.5, [0.5]],
    [0.3, [0.3]],
  ])('from %p', (quality, steps) => {
    expect(qualitySteps(quality)).toEqual(steps);
  });
});

describe('downscale', () => {
  it('decodes with the EXIF orientation applied and draws the upright picture at most 1600 px long', async () => {
    const bitmap = fakeBitmap(3000, 4000); // a landscape sensor image with Orientation 6, decoded upright
    const fake = fakeEnv(bitmap, () => 300 * 1024);
    const result = await downscale(photo, {}, fake.env);
    expect(fake.createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(result).toEqual({ ok: true, blob: expect.any(Blob), width: 1200, height: 1600 });
    expect(fake.log).toEqual(['draw 1200x1600', 'jpeg 0.8']);
    expect(bitmap.close).toHaveBeenCalledTimes(1);
    expect(fake.release).toHaveBeenCalledTimes(1);
  });

  it('never upscales a small picture', async () => {
    const fake = fakeEnv(fakeBitmap(800, 600), () => 1000);
    const result = await downscale(photo, {}, fake.env);
    expect(result).toMatchObject({ ok: true, width: 800, height: 600 });
    expect(fake.log).toEqual(['draw 800x600', 'jpeg 0.8']);
  });

  it('steps the quality down to the first that fits the default 400 KB', async () => {
    const sizes: Record<number, number> = {
      0.8: 520_000,
      0.7: 450_000,
      0.6: 409_600,
      0.5: 300_000,
    };
    const fake = fakeEnv(fakeBitmap(4000, 3000), (_w, _h, q) => sizes[q]);
    const result = await downscale(photo, {}, fake.env);
    expect(fake.log).toEqual(['draw 1600x1200', 'jpeg 0.8', 'jpeg 0.7', 'jpeg 0.6']);
    expect(result).toMatchObject({ ok: true, width: 1600, height: 1200 });
    if (result.ok) expect(result.blob.size).toBe(409_600);
  });

  it('steps the size down by a quarter when no quality down to 0.5 fits', async () => {
    // Bytes grow with pixels and quality: at 1600x1200 nothing fits 400 KB, at 1200x900 quality 0.6 does.
    const fake = fakeEnv(fakeBitmap(4000, 3000), (w, h, q) => Math.round(w * h * q * 0.6));
    const result = await downscale(photo, {}, fake.env);
    expect(fake.log).toEqual([
      'draw 1600x1200',
      'jpeg 0.8',
      'jpeg 0.7',
      'jpeg 0.6',
      'jpeg 0.5',
      'draw 1200x900',
      'jpeg 0.8',
      'jpeg 0.7',
      'jpeg 0.6',
    ]);
    expect(result).toMatchObject({ ok: true, width: 1200, height: 900 });
    if (result.ok) expect(result.blob.size).toBeLessThanOrEqual(400 * 1024);
  });

  it('honours maxSide, quality and maxBytes', async () => {
    const fake = fakeEnv(fakeBitmap(3000, 4000), (_w, _h, q) => (q > 0.75 ? 60_000 : 40_000));
    const result = await downscale(
      photo,
      { maxSide: 800, quality: 0.9, maxBytes: 50_000 },
      fake.env,
    );
    expect(fake.log).toEqual(['draw 600x800', 'jpeg 0.9', 'jpeg 0.8', 'jpeg 0.7']);
    expect(result).toMatchObject({ ok: true, width: 600, height: 800 });
  });

  it('stops shrinking at the smallest size and returns that last attempt', async () => {
    const fake = fakeEnv(fakeBitmap(4000, 3000), () => 100);
    const result = await downscale(photo, { maxBytes: 10 }, fake.env);
    const draws = fake.log.filter((entry) => entry.startsWith('draw'));
    expect(draws[0]).toBe('draw 1600x1200');
    expect(draws[draws.length - 1]).toBe('draw 68x51');
    expect(draws).toHaveLength(12);
    expect(result).toMatchObject({ ok: true, width: 68, height: 51 });
  });

  it('falls back to the defaults for nonsense options', async () => {
    const fake = fakeEnv(fakeBitmap(4000, 3000), () => 1000);
    const result = await downscale(photo, { maxSide: NaN, quality: -1, maxBytes: 0 }, fake.env);
    expect(fake.log).toEqual(['draw 1600x1200', 'jpeg 0.8']);
    expect(result).toMatchObject({ ok: true });
  });

  it("gives 'decode' when neither createImageBitmap nor the <img> can read the file", async () => {
    const loadImage = jest.fn(async (): Promise<Picture> => {
      throw new Error('not an image');
    });
    const fake = fakeEnv(new Error('InvalidStateError'), () => 1000, { loadImage });
    const text = new Blob(['not a photo'], { type: 'text/plain' });
    await expect(downscale(text, {}, fake.env)).resolves.toEqual({ ok: false, reason: 'decode' });
    expect(loadImage).toHaveBeenCalledWith(text);
    expect(fake.log).toEqual([]);
    expect(fake.release).toHaveBeenCalledTimes(1);
  });

  it("gives 'decode' when createImageBitmap fails and there is no <img> fallback", async () => {
    const fake = fakeEnv(new Error('InvalidStateError'), () => 1000);
    await expect(downscale(photo, {}, fake.env)).resolves.toEqual({ ok: false, reason: 'decode' });
  });

  it("gives 'decode' for a picture of zero size, and closes it", async () => {
    const bitmap = fakeBitmap(0, 0);
    const fake = fakeEnv(bitmap, () => 1000);
    await expect(downscale(photo, {}, fake.env)).resolves.toEqual({ ok: false, reason: 'decode' });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('decodes through the <img> fallback when createImageBitmap is missing or refuses', async () => {
    const image = document.createElement('img');
    const loadImage = jest.fn(async () => ({ image, width: 4000, height: 3000 }));
    for (const createImageBitmap of [
      undefined,
      jest.fn(async () => Promise.reject(new TypeError())),
    ]) {
      const fake = fakeEnv(fakeBitmap(1, 1), () => 1000, { createImageBitmap, loadImage });
      const result = await downscale(photo, {}, fake.env);
      expect(result).toMatchObject({ ok: true, width: 1600, height: 1200 });
      expect(fake.log).toEqual(['draw 1600x1200', 'jpeg 0.8']);
    }
    expect(loadImage).toHaveBeenCalledTimes(2);
  });

  it("gives 'unsupported' without a canvas, before decoding anything", async () => {
    const fake = fakeEnv(fakeBitmap(4000, 3000), () => 1000, { createSurface: () => null });
    await expect(downscale(photo, {}, fake.env)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(fake.createImageBitmap).not.toHaveBeenCalled();
  });

  it("gives 'unsupported' without any decoder", async () => {
    const fake = fakeEnv(fakeBitmap(4000, 3000), () => 1000, { createImageBitmap: undefined });
    await expect(downscale(photo, {}, fake.env)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });

  it.each([
    ['the encoder gives nothing', { toJpeg: async () => null }],
    ['the encoder falls back to PNG', { toJpeg: async () => jpegOf(100, 'image/png') }],
    ['the encoder rejects', { toJpeg: () => Promise.reject(new Error('encode')) }],
    [
      'drawing throws',
      {
        draw: () => {
          throw new Error('draw');
        },
      },
    ],
  ])("gives 'unsupported' and never rejects when %s", async (_label, broken) => {
    const bitmap = fakeBitmap(4000, 3000);
    const fake = fakeEnv(bitmap, () => 1000);
    const surface = fake.env.createSurface();
    const env: ImageEnv = {
      ...fake.env,
      createSurface: () => surface && { ...surface, ...broken },
    };
    await expect(downscale(photo, {}, env)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    expect(bitmap.close).toHaveBeenCalled();
    expect(fake.release).toHaveBeenCalled();
  });

  it("gives 'unsupported' when creating the canvas throws", async () => {
    const fake = fakeEnv(fakeBitmap(4000, 3000), () => 1000, {
      createSurface: () => {
        throw new Error('no memory');
      },
    });
    await expect(downscale(photo, {}, fake.env)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });
});
