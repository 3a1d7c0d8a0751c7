// Stand-ins for what jsdom lacks (createImageBitmap, canvas): the downscale tests' shared fakes.

export const JPEG = 'image/jpeg';

/** The file handed to downscale: its bytes never matter to the fakes. */
export const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: JPEG });

/** An encoded result of that many bytes. */
export const jpegOf = (bytes: number, type = JPEG) => new Blob([new Uint8Array(bytes)], { type });

/** Structurally an ImageBitmap: width, height and close. */
export function fakeBitmap(width: number, height: number) {
  return { width, height, close: jest.fn() };
}
