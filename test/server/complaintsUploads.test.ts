/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { ProblemDetailWire as ProblemDetailData } from '../../src/features/complaintHistory/complaintHistorySchema';
import { rawGet, start, tempDir } from './helpers';
import type { Running } from './helpers';
import {
  UPLOAD_URL,
  bigPng,
  call,
  detailOf,
  jpeg,
  listOf,
  png,
  saveBody,
  saveTo,
  upload,
  webp,
} from './fixtures/complaints';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

const uploadsDir = (s: Running) => path.join(s.dir, 'data', 'uploads');
const storedFiles = (s: Running) =>
  fs.existsSync(uploadsDir(s)) ? fs.readdirSync(uploadsDir(s)).sort() : [];

describe('upload-problem-img', () => {
  it.each([
    ['a PNG named .jpg and declared image/jpeg', png(), 'photo.jpg', 'image/jpeg', 'png'],
    ['a JPEG named .png', jpeg(), 'photo.png', 'image/png', 'jpg'],
    ['a WebP declared text/plain', webp(), 'notes.txt', 'text/plain', 'webp'],
  ])('stores %s as its detected type and serves it back', async (_, bytes, name, type, ext) => {
    const res = await upload(srv.url, bytes, name, type);
    expect(res).toEqual({
      code: 0,
      message: '¡La carga se realizó correctamente!',
      data: { url: expect.stringMatching(UPLOAD_URL) },
    });
    const url = res.data?.url ?? '';
    expect(url.endsWith(`.${ext}`)).toBe(true);
    const served = await fetch(`${srv.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(
      { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }[ext],
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    [
      'a text file named .jpg',
      Buffer.from('just some text, not a picture'),
      'Solo se admiten imágenes JPEG, PNG o WebP',
    ],
    ['an empty file', Buffer.alloc(0), 'Solo se admiten imágenes JPEG, PNG o WebP'],
    [
      'a GIF',
      Buffer.from('GIF89a\x01\0\x01\0', 'latin1'),
      'Solo se admiten imágenes JPEG, PNG o WebP',
    ],
    ['a 6 MB PNG', bigPng(6), 'La imagen supera el límite de 5 MB'],
    [
      'an 11 MB PNG (past the body cap: cut and drained)',
      bigPng(11),
      'La imagen supera el límite de 5 MB',
    ],
  ])('refuses %s with code 1 and a message, storing nothing', async (_, bytes, message) => {
    const before = storedFiles(srv);
    expect(await upload(srv.url, bytes, 'photo.jpg', 'image/jpeg')).toEqual({
      code: 1,
      message,
      data: null,
    });
    expect(storedFiles(srv)).toEqual(before);
    // the server is still answering
    expect((await upload(srv.url, png())).code).toBe(0);
  });

  it('accepts exactly 5 MB; refuses a missing part and answers in English with languageType=1', async () => {
    const fiveMb = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 - png().length)]);
    expect((await upload(srv.url, fiveMb)).code).toBe(0);
    expect(await upload(srv.url, png(), 'p.png', 'image/png', { field: 'other' })).toEqual({
      code: 1,
      message: 'Seleccione una imagen',
      data: null,
    });
    expect((await call(srv.url, 'uploadProblemImg')).body.code).toBe(1);
    const english = (b: Buffer) => upload(srv.url, b, 'x.jpg', 'image/jpeg', { lang: '1' });
    expect((await english(png())).message).toBe('Upload successful!');
    expect((await english(Buffer.from('text'))).message).toBe(
      'Only JPEG, PNG or WebP images are accepted',
    );
    expect((await english(bigPng(6))).message).toBe('The image is larger than the 5 MB limit');
  });
});

describe('/uploads/', () => {
  it('serves the seeded images as real PNGs', async () => {
    const { body } = await call<ProblemDetailData>(srv.url, 'problemDetail', { problemId: '5002' });
    for (const url of [...body.data.images, ...body.data.disposeImages]) {
      const res = await fetch(`${srv.url}${url}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(bytes.subarray(12, 16).toString()).toBe('IHDR');
    }
  });

  it.each([
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/nothing',
    '/uploads/',
    '/uploads/db.json',
    '/uploads/..%2fdb.json',
    '/uploads/%2e%2e/db.json',
    '/uploads/../data/db.json',
    '/uploads/seed-reply.png/..%2f..%2fdb.json',
  ])('404 (or 400) for %s, never another file', async (p) => {
    const res = await rawGet(srv.port, p);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('customerService');
    expect(res.body).not.toContain('<title>app</title>');
  });
});
describe('the data file', () => {
  it('a saved complaint, a score and an upload survive a restart on the same DATA_FILE', async () => {
    // A copy of a data file written before complaints existed: they are seeded into it.
    const dir = tempDir();
    const dataFile = path.join(dir, 'data', 'db.json');
    fs.mkdirSync(path.dirname(dataFile));
    fs.copyFileSync(path.join(__dirname, 'fixtures', 'db-before-complaints.json'), dataFile);
    const first = await start({}, dir);
    let problemId = '';
    let url = '';
    try {
      url = (await upload(first.url, png()))?.data?.url ?? '';
      const text = 'Cobro duplicado en mi tarjeta';
      const saved = await saveTo(first.url, saveBody({ problemDetail: text, problemImage: url }));
      problemId = saved.body.data?.problemId ?? '';
      expect(problemId).not.toBe('');
      const scored = await call(first.url, 'problemScore', { problemId: '5002', score: '3' });
      expect(scored.body.code).toBe(0);
    } finally {
      await first.close();
    }
    const file = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as Record<string, unknown>;
    expect(file.customerService).toMatchObject({ email: 'soporte@cuota.mx' });

    const second = await start({}, dir);
    try {
      const pending = (await listOf(second.url)).data.tabs[0].list;
      expect(pending.map((i) => i.id)).toEqual([problemId, '5003']);
      expect((await detailOf(second.url, problemId)).data).toMatchObject({
        problemId,
        content: 'Cobro duplicado en mi tarjeta',
        images: [url],
      });
      expect((await detailOf(second.url, '5002')).data.isNeedScore).toBe(0);
      const image = await fetch(`${second.url}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    } finally {
      await second.close();
    }
  });

  it('uploads are stored next to the data file, under random names', async () => {
    const url = (await upload(srv.url, png()))?.data?.url ?? '';
    expect(storedFiles(srv)).toContain(path.basename(url));
    expect(storedFiles(srv).every((f) => /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(f))).toBe(true);
  });
});
