/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { png } from './fixtures/complaints';
import { form, start } from './helpers';
import type { Running } from './helpers';

const WHATSAPP = '/plays/user-problem/get-whatsapp';
const UPLOAD = '/plays/user-problem/upload-problem-img';
const BOUNDARY = 'cuota-test-boundary';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

const stored = () => {
  const dir = path.join(srv.dir, 'data', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

/** A multipart body with one file part per entry of `files`. */
function multipart(files: Buffer[], field = 'problemImage'): Buffer {
  return Buffer.concat([
    ...files.flatMap((data, i) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="p${i}.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

/** POST `body` (Content-Length, or chunked when `chunked`) and read the answer. */
function post(
  url: string,
  body: Buffer,
  chunked = false,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': body.length }),
    };
    const req = http.request(`${srv.url}${url}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        }),
      );
    });
    req.on('error', reject);
    for (let at = 0; at < body.length; at += 256 * 1024)
      req.write(body.subarray(at, at + 256 * 1024));
    req.end();
  });
}

/**
 * POST `head` then zeros up to `total` bytes, chunked, in 64 KB writes that wait for the socket; stops
 * writing once the answer has come (or the server closed the connection). Reports the answer and how
 * many bytes had been written when it came.
 */
function postChunked(
  url: string,
  head: Buffer,
  total: number,
): Promise<{ status: number; json: unknown; connection?: string; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentWhenAnswered = -1;
    let stop = false;
    const headers = {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Transfer-Encoding': 'chunked',
    };
    const req = http.request(`${srv.url}${url}`, { method: 'POST', headers }, (res) => {
      sentWhenAnswered = sent;
      stop = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          connection: res.headers.connection,
          sentWhenAnswered,
        }),
      );
    });
    // A write after the server closed the connection fails (EPIPE/ECONNRESET) once the answer is in.
    req.on('error', (err) => {
      stop = true;
      if (sentWhenAnswered < 0) reject(err);
    });
    const zeros = Buffer.alloc(64 * 1024);
    const pump = () => {
      while (!stop && sent < total) {
        const chunk = sent === 0 ? head : zeros;
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!stop) req.end();
    };
    pump();
  });
}

describe('demo API: small bodies everywhere but the upload', () => {
  it('a form or JSON body over 64 KB: 413 envelope in the asked language', async () => {
    const big = 'x'.repeat(64 * 1024);
    const res = await fetch(`${srv.url}${WHATSAPP}`, form({ overall: '30', big }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 413,
      message: 'La solicitud es demasiado grande',
      data: null,
    });
    const json = await fetch(`${srv.url}${WHATSAPP}?languageType=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ overall: 30, big }),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ code: 413, message: 'Payload too large', data: null });
    // the app's own requests stay far below it
    expect((await fetch(`${srv.url}${WHATSAPP}`, form({ overall: '30' }))).status).toBe(200);
  });

  it('multipart to a demo control endpoint is refused too', async () => {
    const res = await post('/__demo/reset', multipart([png()]));
    expect(res.status).toBe(415);
  });
});

describe('demo API: the complaint image upload', () => {
  it('one image is stored; two file parts are refused (413, code 1), nothing stored', async () => {
    expect(await post(UPLOAD, multipart([png()]))).toMatchObject({
      status: 200,
      json: { code: 0 },
    });
    const before = stored();
    expect(await post(UPLOAD, multipart([png(), png()]))).toEqual({
      status: 413,
      json: { code: 1, message: 'Solo se admite una imagen', data: null },
    });
    expect(stored()).toBe(before);
  });

  it('a file that is not a JPEG, PNG or WebP by its bytes: 415 with the message in the asked language', async () => {
    const gif = Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1');
    expect(await post(`${UPLOAD}?languageType=1`, multipart([gif]))).toEqual({
      status: 415,
      json: { code: 1, message: 'Only JPEG, PNG or WebP images are accepted', data: null },
    });
  });

  it('a chunked upload whose file passes 5 MB: 413 at the limit, the rest never read', async () => {
    const head = multipart([png()]).subarray(0, -(BOUNDARY.length + 8)); // the file part, left open
    const before = stored();
    const res = await postChunked(UPLOAD, head, 20 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      code: 1,
      message: 'La imagen supera el límite de 5 MB',
      data: null,
    });
    expect(res.connection).toBe('close');
    // The answer came at the limit: far less than the 20 MB had been written (socket buffers aside).
    expect(res.sentWhenAnswered).toBeLessThan(14 * 1024 * 1024);
    expect(res.sentWhenAnswered).toBeGreaterThan(5 * 1024 * 1024);
    expect(stored()).toBe(before);
  });

  it('a chunked upload past the whole body limit outside its file (a long field): 413 at once', async () => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`,
      'latin1',
    );
    const res = await postChunked(`${UPLOAD}?languageType=1`, head, 20 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      code: 1,
      message: 'The image is larger than the 5 MB limit',
      data: null,
    });
    expect(res.sentWhenAnswered).toBeLessThan(14 * 1024 * 1024);
  });

  it('a Content-Length past the upload limit is answered 413 before the body is sent', async () => {
    const socket = net.connect(srv.port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (c: Buffer) => {
        text += c.toString('utf8');
        if (text.includes('"data":null}')) resolve(text);
      });
    });
    socket.write(
      `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n--${BOUNDARY}\r\n`,
    );
    const text = await answer;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain('"message":"La imagen supera el límite de 5 MB"');
  });

  it('a form body to the upload route is read as fields (the handler asks for an image)', async () => {
    const res = await fetch(`${srv.url}${UPLOAD}`, form({ problemImage: 'x' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 1, message: 'Seleccione una imagen', data: null });
  });
});
