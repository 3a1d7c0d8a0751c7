import { browserEnv, downscale } from '../../../src/platform/image/downscale';
import { JPEG, fakeBitmap, jpegOf, photo } from './fakes';

// browserEnv reads the browser's globals; jsdom has none of them, so each test puts fakes in their place.

describe('browserEnv', () => {
  const restore: (() => void)[] = [];
  /** Sets a global (or a property of another object) for one test. */
  function stub(name: string, value: unknown, target: object = globalThis) {
    const had = Object.getOwnPropertyDescriptor(target, name);
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
    restore.push(() => {
      if (had) Object.defineProperty(target, name, had);
      else Reflect.deleteProperty(target, name);
    });
  }
  afterEach(() => {
    restore
      .splice(0)
      .reverse()
      .forEach((undo) => undo());
    jest.restoreAllMocks();
  });

  function fakeContext() {
    return {
      fillStyle: '',
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      fillRect: jest.fn(),
      drawImage: jest.fn(),
    };
  }

  it("gives 'unsupported' in a browser without canvas (jsdom as it is)", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(downscale(photo)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    errors.mockRestore();
  });

  it('draws on an OffscreenCanvas and encodes JPEG with convertToBlob, then frees both', async () => {
    const context = fakeContext();
    const canvases: { width: number; height: number }[] = [];
    const convertToBlob = jest.fn(async () => jpegOf(1000));
    class FakeOffscreenCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {
        canvases.push(this);
      }
      getContext = (kind: string) => (kind === '2d' ? context : null);
      convertToBlob = convertToBlob;
    }
    const bitmap = fakeBitmap(4000, 3000);
    const createImageBitmap = jest.fn(async () => bitmap);
    stub('OffscreenCanvas', FakeOffscreenCanvas);
    stub('createImageBitmap', createImageBitmap);

    const result = await downscale(photo);
    expect(result).toMatchObject({ ok: true, width: 1600, height: 1200 });
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(context.fillStyle).toBe('#fff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200);
    expect(context.imageSmoothingQuality).toBe('high');
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(convertToBlob).toHaveBeenCalledWith({ type: JPEG, quality: 0.8 });
    expect(bitmap.close).toHaveBeenCalled();
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).toMatchObject({ width: 0, height: 0 });
  });

  it('falls back to a DOM canvas with toBlob when OffscreenCanvas has no 2D context', async () => {
    class WebglOnlyOffscreenCanvas {
      getContext = () => null;
    }
    stub('OffscreenCanvas', WebglOnlyOffscreenCanvas);
    stub('createImageBitmap', async () => fakeBitmap(1000, 2000));
    const context = fakeContext();
    const canvases: HTMLCanvasElement[] = [];
    stub(
      'getContext',
      function (this: HTMLCanvasElement, kind: string) {
        canvases.push(this);
        return kind === '2d' ? context : null;
      },
      HTMLCanvasElement.prototype,
    );
    const toBlob = jest.fn((done: BlobCallback) => done(jpegOf(500)));
    stub('toBlob', toBlob, HTMLCanvasElement.prototype);

    const result = await downscale(photo);
    expect(result).toMatchObject({ ok: true, width: 800, height: 1600 });
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), JPEG, 0.8);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 800, 1600);
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).toMatchObject({ width: 0, height: 0 });
  });

  it('decodes through an <img> and an object URL without createImageBitmap, and revokes the URL', async () => {
    const createObjectURL = jest.fn(() => 'blob:photo');
    const revokeObjectURL = jest.fn();
    stub('createObjectURL', createObjectURL, URL);
    stub('revokeObjectURL', revokeObjectURL, URL);
    class FakeImage {
      naturalWidth = 0;
      naturalHeight = 0;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        queueMicrotask(() => {
          if (url !== 'blob:photo') return this.onerror?.();
          Object.assign(this, { naturalWidth: 3024, naturalHeight: 4032 });
          this.onload?.();
        });
      }
    }
    stub('Image', FakeImage);
    const env = browserEnv();
    expect(env.createImageBitmap).toBeUndefined();
    const picture = await env.loadImage?.(photo);
    expect(picture).toMatchObject({ width: 3024, height: 4032 });
    expect(picture?.image).toBeInstanceOf(FakeImage);
    expect(createObjectURL).toHaveBeenCalledWith(photo);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo');

    createObjectURL.mockReturnValueOnce('blob:broken');
    await expect(env.loadImage?.(photo)).rejects.toThrow('not an image');
    expect(revokeObjectURL).toHaveBeenLastCalledWith('blob:broken');
  });
});
