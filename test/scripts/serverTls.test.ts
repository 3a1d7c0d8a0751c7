/** @jest-environment node */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { overHttp2 } from '../server/helpers';

/** scripts/lib.js (plain Node, CommonJS): the certificate and server `npm run lighthouse` measures over. */
interface Certificate {
  cert: string;
  certFile: string;
  keyFile: string;
  chromeFlag: string;
}
interface Lib {
  makeCertificate: (dir: string) => Promise<Certificate>;
  freePort: () => Promise<number>;
  startServer: (options: {
    port: number;
    dataFile: string;
    env: Record<string, string>;
    quiet: boolean;
    tls?: Certificate;
  }) => Promise<{ child: ChildProcess; url: string }>;
}

const lib = jest.requireActual<Lib>('../../scripts/lib');
jest.setTimeout(60_000);

describe('the measuring server over TLS (scripts/lib.js)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-tls-'));
  let tls: Certificate;
  beforeAll(async () => {
    tls = await lib.makeCertificate(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a certificate for 127.0.0.1, its key readable by its owner only', () => {
    const x509 = new crypto.X509Certificate(fs.readFileSync(tls.certFile));
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(x509.checkPrivateKey(crypto.createPrivateKey(fs.readFileSync(tls.keyFile)))).toBe(true);
    expect(fs.statSync(tls.keyFile).mode & 0o077).toBe(0);
  });

  it("has Chromium trust exactly that certificate's key", () => {
    const spki = crypto.createPublicKey(tls.cert).export({ type: 'spki', format: 'der' });
    const hash = crypto.createHash('sha256').update(spki).digest('base64');
    expect(tls.chromeFlag).toBe(`--ignore-certificate-errors-spki-list=${hash}`);
  });

  it('starts the demo server on HTTPS and it answers over HTTP/2', async () => {
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const { child, url } = await lib.startServer({
      port: await lib.freePort(),
      dataFile: path.join(dir, 'db.json'),
      env: { DIST: dist },
      quiet: true,
      tls,
    });
    try {
      expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await overHttp2(url, tls.cert, { ':path': '/' });
      expect(answer.status).toBe(200);
      expect(answer.body.toString('utf8')).toBe('<!doctype html><title>app</title>');
    } finally {
      // Gone before the test ends: a server still shutting down would keep jest's worker from exiting.
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  });
});
