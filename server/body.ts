import fastifyMultipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Largest request body the demo API reads (form, JSON or one uploaded file). */
export const MAX_BODY = 10 * 1024 * 1024;

/** A file part of a multipart body: its field name, the name it was sent with, and its bytes. */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
  /** The part was longer than MAX_BODY: `data` holds its first MAX_BODY bytes, the rest was drained. */
  truncated: boolean;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The file parts of the request's multipart body, in order (none for other bodies). */
export function filesOf(req: FastifyRequest): UploadedFile[] {
  return uploads.get(req) ?? [];
}

function fromSearch(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

/**
 * Body parsers of the demo API (inside its encapsulated plugin only; the proxy passes bodies through):
 * form-encoded (the app's POST bodies), JSON (an unparsable body reads as empty, as the old server did),
 * multipart through @fastify/multipart (fields as text; a file part carries its filename, its bytes are in
 * `filesOf(req)`), anything else read as form-encoded text.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_BODY },
    (_req, body, done) => done(null, fromSearch(String(body))),
  );
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(null, {});
      }
    },
  );
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_BODY, files: 10, fields: 100, fieldSize: 1024 * 1024 },
    // A longer file is cut at MAX_BODY and its rest drained; the handler decides (see `truncated`).
    throwFileSizeLimit: false,
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const data = await part.toBuffer();
      const file = { field: part.fieldname, filename: part.filename, data };
      uploads.set(this, [...filesOf(this), { ...file, truncated: part.file.truncated }]);
      part.value = part.filename;
    },
  });
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_req, body, done) =>
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
