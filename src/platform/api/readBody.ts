/**
 * Largest answer body the client reads (2 MB, as the demo server's proxy caps relayed answers). No answer
 * of the API comes near it; a bigger one is a broken or hostile server, and reading it whole could take
 * the page's memory with it.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * What the client needs of a fetch answer. `body` and `headers` are optional: a runtime (or a test fake)
 * without them falls back to text().
 */
export interface AnswerBody {
  text(): Promise<string>;
  body?: ReadableStream<Uint8Array> | null;
  headers?: Pick<Headers, 'get'> | null;
}

/**
 * The answer's body as text (UTF-8), or null when it is over `max` bytes: a Content-Length over the cap
 * cancels the body unread; otherwise the stream is read chunk by chunk and cancelled as soon as the count
 * passes the cap. A body that fails half way (a reset connection) rejects, as text() does.
 */
export async function readBody(res: AnswerBody, max = MAX_ANSWER_BYTES): Promise<string | null> {
  const body = res.body ?? null;
  const declared = declaredLength(res.headers);
  if (declared !== null && declared > max) {
    if (body) void body.cancel().catch(() => undefined);
    return null;
  }
  if (!body) {
    const text = await res.text();
    return utf8Length(text, max) > max ? null : text;
  }

  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A fetch body yields bytes; anything else is no answer the client can read.
    if (!ArrayBuffer.isView(value)) {
      void reader.cancel().catch(() => undefined);
      throw new TypeError('answer body is not bytes');
    }
    total += value.byteLength;
    if (total > max) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The Content-Length header as a number, or null when absent or not a plain decimal. */
function declaredLength(headers: AnswerBody['headers']): number | null {
  let value: string | null = null;
  try {
    value = headers?.get('content-length') ?? null;
  } catch {
    return null;
  }
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/** The UTF-8 size of a string, counted up to just past `stop` (no copy of the text is made). */
function utf8Length(text: string, stop: number): number {
  if (text.length > stop) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stop; i += 1) {
    const unit = text.charCodeAt(i);
    // A surrogate half is 2 of a pair's 4 bytes (a lone one is written as 3, close enough for a cap).
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit >= 0xd800 && unit <= 0xdfff ? 2 : 3;
  }
  return bytes;
}
