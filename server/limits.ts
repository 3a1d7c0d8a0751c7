import type { FastifyRequest } from 'fastify';
import { defaultEndpoints, endpointUrl } from '../src/platform/api/endpoints';
import { langOf, tr } from './i18n';
import type { Lang, Text } from './i18n';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS } from './upload';

/**
 * Request bodies the server reads, demo API and API_TARGET relay alike: the app's form and JSON bodies are
 * a few hundred bytes; its one multipart request is the complaint photo (one part, `problemImage`, a JPEG
 * of at most a few hundred KB after the app's downscaling; the server takes up to MAX_UPLOAD_BYTES).
 */
export const MAX_FORM_BODY = 64 * 1024;
/** The one file part of an upload (the complaint endpoint's own rule: 5 MB). */
export const MAX_UPLOAD_FILE = MAX_UPLOAD_BYTES;
/** A whole upload request: its file, the multipart framing and a few small fields. */
export const MAX_UPLOAD_BODY = MAX_UPLOAD_FILE + MAX_FORM_BODY;
/** Files in one upload request: the app sends one photo per request. */
export const MAX_UPLOAD_FILES = 1;

/** The paths that take multipart: the complaint image upload (src/platform/api/endpoints.ts). */
const UPLOAD_PATHS: ReadonlySet<string> = new Set([endpointUrl(defaultEndpoints.uploadProblemImg)]);

export const pathOf = (url: string): string => url.split('?')[0];

export const isUploadPath = (url: string): boolean => UPLOAD_PATHS.has(pathOf(url));

/** The most bytes a request body to `url` may carry. */
export const bodyLimitFor = (url: string): number =>
  isUploadPath(url) ? MAX_UPLOAD_BODY : MAX_FORM_BODY;

export function isMultipart(req: FastifyRequest): boolean {
  return /^multipart\//i.test(String(req.headers['content-type'] ?? '').trim());
}

/** The declared Content-Length: a number, null when none, NaN when it is not a plain number. */
export function declaredLength(req: FastifyRequest): number | null {
  const value = req.headers['content-length'];
  if (value === undefined) return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}

/** Texts of the transport's refusals, in the app's two languages. */
const REFUSALS = {
  badRequest: { es: 'Solicitud no válida', en: 'Bad request' },
  requestTimeout: { es: 'La solicitud tardó demasiado', en: 'Request timeout' },
  tooLarge: { es: 'La solicitud es demasiado grande', en: 'Payload too large' },
  unsupported: { es: 'Tipo de contenido no admitido', en: 'Unsupported media type' },
  internal: { es: 'Error interno', en: 'Internal error' },
} satisfies Record<string, Text>;

/** The text of a refusal with HTTP `status`. */
function refusalText(status: number): Text {
  if (status >= 500) return REFUSALS.internal;
  if (status === 408) return REFUSALS.requestTimeout;
  if (status === 413) return REFUSALS.tooLarge;
  if (status === 415) return REFUSALS.unsupported;
  return REFUSALS.badRequest;
}

const langOfRequest = (req: FastifyRequest): Lang =>
  langOf(new URL(req.url, 'http://demo.local').searchParams);

/** The API's envelope for a refusal: `{ code: status, message (the request's language), data: null }`. */
export const refusalEnvelope = (req: FastifyRequest, status: number) => ({
  code: status,
  message: tr(langOfRequest(req), refusalText(status)),
  data: null,
});

/**
 * An upload's refusals answer the endpoint's own failure envelope (code 1 and its message, the one the
 * app shows on the photo) with the HTTP status of the refusal.
 */
export const UPLOAD_REFUSALS = {
  tooLarge: { status: 413, text: UPLOAD_TEXTS.tooLarge },
  notAnImage: { status: 415, text: UPLOAD_TEXTS.notAnImage },
  tooMany: {
    status: 413,
    text: { es: 'Solo se admite una imagen', en: 'Only one image is accepted' },
  },
  unreadable: { status: 400, text: REFUSALS.badRequest },
} satisfies Record<string, { status: number; text: Text }>;
export type UploadRefusal = keyof typeof UPLOAD_REFUSALS;

export const uploadRefusalEnvelope = (req: FastifyRequest, refusal: UploadRefusal) => ({
  code: 1,
  message: tr(langOfRequest(req), UPLOAD_REFUSALS[refusal].text),
  data: null,
});
