import type { Text } from './i18n';

/**
 * The API's one upload (the complaint photo, upload-problem-img): its size limit, the image types it takes
 * by their first bytes, and the texts of its refusals. Shared by the transport (server/limits.ts and
 * server/body.ts refuse an upload before its handler runs) and the complaints feature (its handler checks
 * the same rules and answers the same texts).
 */

/** The largest image upload-problem-img accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'jpg' | 'png' | 'webp';
export const CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type by its first bytes (the name and the declared type are not trusted): JPEG FF D8 FF, PNG
 * 89 50 4E 47 0D 0A 1A 0A, WebP 'RIFF' <size> 'WEBP'; null for anything else.
 */
export function imageKindOf(data: Buffer): ImageKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Why an upload's image is refused, in the app's two languages (the app shows it on the photo). */
export const UPLOAD_TEXTS = {
  tooLarge: {
    es: 'La imagen supera el límite de 5 MB',
    en: 'The image is larger than the 5 MB limit',
  },
  notAnImage: {
    es: 'Solo se admiten imágenes JPEG, PNG o WebP',
    en: 'Only JPEG, PNG or WebP images are accepted',
  },
} satisfies Record<string, Text>;
