/** @jest-environment node */
import http2 from 'node:http2';
import net from 'node:net';
import tls from 'node:tls';
import { DEFAULT_TIMEOUTS, timeoutsOf } from '../../server/timeouts';
import type { ServerTimeouts } from '../../server/timeouts';
import { start, testCertificate } from './helpers';
import type { Running } from './helpers';

/** Test-short time-outs; Node checks the request time-outs every 50 ms. */
const SHORT: Partial<ServerTimeouts> = {
  requestMs: 400,
  headersMs: 300,
  keepAliveMs: 200,
  idleMs: 8_000,
  http2SessionMs: 300,
  checkIntervalMs: 50,
};
/**
 * The latest a cut due at 300-400 ms may come (a keep-alive close adds Node's 1 s of grace): late on a
 * loaded 2-core machine, yet well before the idle time-out, so the bound still tells the two apart.
 */
const SOON_MS = 4_500;
const SOON_WITH_GRACE_MS = 5_500;

/** Opens a socket, writes `text`, and resolves when the server closes it: what it answered, and when. */
function closedAfter(socket: net.Socket, text: string): Promise<{ answer: string; ms: number }> {
  const t0 = Date.now();
  let answer = '';
  socket.on('data', (c: Buffer) => (answer += c.toString('utf8')));
  socket.on('error', () => undefined);
  socket.write(text);
  return new Promise((resolve) =>
    socket.on('close', () => resolve({ answer, ms: Date.now() - t0 })),
  );
}

const plainSocket = (srv: Running) => net.connect(srv.port, '127.0.0.1');

describe('time-outs: defaults', () => {
  it('a request has 30 s, its headers 10 s; idle keep-alive 5 s; idle stays above the upstream budget', () => {
    expect(DEFAULT_TIMEOUTS).toMatchObject({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
    });
    expect(timeoutsOf({}, 30_000).idleMs).toBeGreaterThan(30_000);
    expect(timeoutsOf({}, 50_000).idleMs).toBe(60_000);
    expect(timeoutsOf({ requestMs: 1000 }).headersMs).toBe(1000);
  });
});

describe('time-outs over plain HTTP', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await start({ timeouts: SHORT });
  });
  afterAll(() => srv.close());

  it('closes a connection whose request headers never end (408)', async () => {
    const { answer, ms } = await closedAfter(plainSocket(srv), 'GET / HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(SOON_MS);
  });

  it('closes a connection whose request body never arrives whole (408)', async () => {
    const { answer, ms } = await closedAfter(
      plainSocket(srv),
      'POST /plays/user-problem/get-whatsapp HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\noverall=',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(SOON_MS);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { answer, ms } = await closedAfter(
      plainSocket(srv),
      'GET /config.js HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/Keep-Alive: timeout=\d+/i);
    // Node closes it keepAliveMs after the answer, plus its own 1 s of grace
    expect(ms).toBeGreaterThanOrEqual(150);
    expect(ms).toBeLessThan(SOON_WITH_GRACE_MS);
  });

  it('a slow answer (the demo slow scenario, 300 ms) is not cut', async () => {
    const res = await fetch(`${srv.url}/plays/user-problem/get-whatsapp?scenario=slow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'overall=30',
    });
    expect(res.status).toBe(200);
  });
});

describe('time-outs over TLS (HTTP/2, HTTP/1.1 for clients without it)', () => {
  let srv: Running;
  let cert: { cert: string; key: string };
  beforeAll(async () => {
    cert = await testCertificate();
    srv = await start({ tls: cert, timeouts: SHORT });
  }, 30_000);
  afterAll(() => srv.close());

  const tlsSocket = (alpn: string) =>
    tls.connect({ port: srv.port, host: '127.0.0.1', ca: cert.cert, ALPNProtocols: [alpn] });

  it('HTTP/1.1 over TLS: a request that never ends is closed (408)', async () => {
    const { answer, ms } = await closedAfter(
      tlsSocket('http/1.1'),
      'GET / HTTP/1.1\r\nHost: x\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(SOON_MS);
  });

  it('HTTP/1.1 over TLS: an idle keep-alive connection is closed', async () => {
    const { answer, ms } = await closedAfter(
      tlsSocket('http/1.1'),
      'GET /config.js HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeLessThan(SOON_WITH_GRACE_MS);
  });

  it('HTTP/2: an idle session is closed', async () => {
    const session = http2.connect(srv.url, { ca: cert.cert });
    session.on('error', () => undefined);
    const t0 = Date.now();
    const req = session.request({ ':path': '/config.js' });
    req.resume();
    await new Promise((resolve) => req.on('end', resolve));
    await new Promise((resolve) => session.on('close', resolve));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    expect(Date.now() - t0).toBeLessThan(SOON_MS);
  });

  it('HTTP/2: a stream whose request body never ends is cancelled', async () => {
    const session = http2.connect(srv.url, { ca: cert.cert });
    session.on('error', () => undefined);
    const t0 = Date.now();
    const req = session.request({
      ':path': '/plays/user-problem/get-whatsapp',
      ':method': 'POST',
      'content-type': 'application/x-www-form-urlencoded',
    });
    req.on('error', () => undefined);
    req.write('overall=');
    const code = await new Promise<number>((resolve) =>
      req.on('close', () => resolve(req.rstCode)),
    );
    session.destroy();
    expect(code).toBe(http2.constants.NGHTTP2_CANCEL);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(350);
    expect(Date.now() - t0).toBeLessThan(SOON_MS);
  });
});
