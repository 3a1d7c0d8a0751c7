import fastifyMultipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_BODY,
  MAX_UPLOAD_FILE,
  MAX_UPLOAD_FILES,
  declaredLength,
  isMultipart,
  isUploadPath,
  UPLOAD_REFUSALS,
  refusalEnvelope,
  uploadRefusalEnvelope,
} from './limits';
import type { UploadRefusal } from './limits';
import { imageKindOf } from './upload';

/** A file part of a multipart body: its field name, the name it was sent with, and its bytes. */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
  /** The part was longer than the upload limit (never handed to a handler: such an upload is refused). */
  truncated: boolean;
}

/**
 * A request refused by the transport before its handler runs: with an HTTP status (the API's refusal
 * envelope), or an upload's refusal (the upload endpoint's code-1 envelope with the refusal's status).
 */
export class Refused extends Error {
  readonly statusCode: number;
  readonly upload: UploadRefusal | null;
  constructor(reason: number | UploadRefusal) {
    super(`refused: ${reason}`);
    this.statusCode = typeof reason === 'number' ? reason : UPLOAD_REFUSALS[reason].status;
    this.upload = typeof reason === 'number' ? null : reason;
  }
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();
const refusals = new WeakMap<FastifyRequest, UploadRefusal>();

/** The file parts of the request's multipart body, in order (none for other bodies). */
export function filesOf(req: FastifyRequest): UploadedFile[] {
  return uploads.get(req) ?? [];
}

function fromSearch(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

/** Longest magic number read (WebP: 'RIFF' <size> 'WEBP'). */
const HEAD_BYTES = 12;

/**
 * Reads one file part of an upload: its bytes when it is an image (JPEG, PNG or WebP by its first
 * bytes) within MAX_UPLOAD_FILE, else the refusal. A refused part stops the reading at once: past the
 * limit busboy only flags the part ('limit') and would read on to its end, so the part is destroyed
 * (@fastify/multipart then unpipes the request) and the rest of the body is never read.
 */
async function readImagePart(part: MultipartFile): Promise<Buffer | UploadRefusal> {
  const chunks: Buffer[] = [];
  let size = 0;
  let refusal: UploadRefusal | null = part.file.truncated ? 'tooLarge' : null;
  const cut = () => {
    refusal ??= 'tooLarge';
    part.file.destroy();
  };
  part.file.once('limit', cut);
  try {
    for await (const chunk of part.file) {
      if (!Buffer.isBuffer(chunk) || refusal) break;
      chunks.push(chunk);
      size += chunk.length;
      if (
        size >= HEAD_BYTES &&
        size - chunk.length < HEAD_BYTES &&
        !imageKindOf(Buffer.concat(chunks))
      )
        refusal = 'notAnImage';
      if (part.file.truncated) refusal ??= 'tooLarge';
      if (refusal) break;
    }
  } catch {
    refusal ??= 'unreadable';
  } finally {
    part.file.off('limit', cut);
  }
  if (refusal) return refusal;
  const data = Buffer.concat(chunks);
  return imageKindOf(data) ? data : 'notAnImage';
}

/**
 * A chunked upload (no Content-Length) is counted as it arrives: past MAX_UPLOAD_BODY (bytes no part limit
 * sees: a long field value, a preamble) the multipart reading ends with a 413 at once. The request stays
 * paused until @fastify/multipart pipes it (its pipe resumes it), so the counter misses no byte and
 * takes none away from the parser.
 */
function capChunkedUpload(req: FastifyRequest): void {
  const raw = req.raw;
  let received = 0;
  raw.pause();
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_UPLOAD_BODY || refusals.get(req) === 'tooLarge') return;
    refusals.set(req, 'tooLarge');
    // @fastify/multipart's reading ends on a request error (it unpipes and rejects with it); without a
    // reader (the request was answered already) the connection is closed instead.
    if (raw.listenerCount('error') > 0) raw.emit('error', new Refused('tooLarge'));
    else raw.destroy();
  });
}

/**
 * Body parsers of the demo API (inside its encapsulated plugin only; the proxy passes bodies through):
 * form-encoded (the app's POST bodies), JSON (an unparsable body reads as empty, as the old server did),
 * anything else read as form-encoded text, each at most MAX_FORM_BODY (the server's bodyLimit). Multipart
 * only on the upload paths (server/limits.ts), refused (415) before its body is read elsewhere: at most
 * MAX_UPLOAD_FILES file part of at most MAX_UPLOAD_FILE bytes that is a JPEG, PNG or WebP by its bytes
 * (`filesOf(req)`), a few small fields as text; anything else is refused with the upload's envelope.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, fromSearch(String(body))),
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(null, {});
    }
  });
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!isMultipart(req)) return payload;
    if (!isUploadPath(req.url)) throw new Refused(415);
    const length = declaredLength(req);
    if (length !== null && !(length <= MAX_UPLOAD_BODY)) throw new Refused('tooLarge');
    if (length === null) capChunkedUpload(req);
    return payload;
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      files: MAX_UPLOAD_FILES,
      fileSize: MAX_UPLOAD_FILE,
      fields: 20,
      fieldSize: 1024,
      parts: MAX_UPLOAD_FILES + 20,
      headerPairs: 20,
    },
    // A longer file ends the upload at MAX_UPLOAD_FILE: 413, the rest of the body is not read.
    throwFileSizeLimit: true,
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const read = await readImagePart(part);
      part.value = part.filename;
      if (typeof read === 'string') throw new Refused(refusals.get(this) ?? read);
      const file = { field: part.fieldname, filename: part.filename, data: read, truncated: false };
      uploads.set(this, [...filesOf(this), file]);
    },
  });
  app.addHook('preHandler', async (req) => {
    const refusal = refusals.get(req);
    if (refusal) throw new Refused(refusal);
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) =>
    done(null, fromSearch(String(body))),
  );
}

/** The parsed body as the handlers read it: names to text (JSON values other than text stringified). */
export function fieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  for (const [k, raw] of Object.entries(body)) {
    const v: unknown = Array.isArray(raw) && raw.length > 0 ? raw[raw.length - 1] : raw;
    if (typeof v === 'string') out[k] = v;
    else if (Buffer.isBuffer(v)) out[k] = v.toString('utf8');
    else if (v !== undefined) out[k] = JSON.stringify(v);
  }
  return out;
}

/**
 * The status and envelope of a failed request: a transport refusal (Refused; too many files on an upload
 * path counts as one), else the error's 4xx status, else 500, with the API's refusal envelope.
 */
export function refusalAnswer(
  error: { statusCode?: number; code?: string },
  req: FastifyRequest,
): { status: number; envelope: unknown } {
  const refused =
    error instanceof Refused
      ? error
      : error.code === 'FST_FILES_LIMIT' && isUploadPath(req.url)
        ? new Refused('tooMany')
        : error.code === 'FST_REQ_FILE_TOO_LARGE' && isUploadPath(req.url)
          ? new Refused('tooLarge')
          : refusals.get(req) === 'tooLarge'
            ? new Refused('tooLarge')
            : null;
  if (refused?.upload) {
    return { status: refused.statusCode, envelope: uploadRefusalEnvelope(req, refused.upload) };
  }
  const code = refused?.statusCode ?? error.statusCode;
  const status = code !== undefined && code >= 400 && code < 600 ? code : 500;
  return { status, envelope: refusalEnvelope(req, status) };
}
