/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS, LIMIT_ENV, limitsFromEnv, parseLimit } from '../../server/rateLimit';
import { makeDist, tempDir } from './helpers';

const PROMO = '/api/v2/youmi/promotion';
const LOAN = '/api/v1/youmi/youmi-api/service/loan';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  json: () => unknown;
}

/** One request from `localAddress` (another loopback address is another client). */
function request(
  port: number,
  method: string,
  url: string,
  localAddress: string,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : FORM;
    const req = http.request(
      { host: '127.0.0.1', port, path: url, method, localAddress, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            json: (): unknown => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A demo server built with these environment variables set (restored after). */
async function serverWith(env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const logs: string[] = [];
  try {
    const { createServer } = await import('../../server/app');
    const dir = tempDir();
    const app = await createServer({
      distDir: makeDist(dir),
      dataFile: path.join(dir, 'data', 'db.json'),
      log: (line) => logs.push(line),
      imageHosts: [],
    });
    return { app, logs };
  } finally {
    process.env = saved;
  }
}

let open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(
    open.map((app) => {
      app.server.closeAllConnections();
      return app.close();
    }),
  );
  open = [];
});

async function limited(env: Record<string, string>) {
  const { app, logs } = await serverWith(env);
  open.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = (url: string, from = '127.0.0.1') => request(port, 'GET', url, from);
  const post = (url: string, body: Record<string, string>, from = '127.0.0.1') =>
    request(port, 'POST', url, from, new URLSearchParams(body).toString());
  return { app, logs, get, post };
}

const statuses = (responses: Answer[]) => responses.map((r) => r.statusCode);

async function times<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 1) out.push(await run(i));
  return out;
}

describe('limit settings', () => {
  it('reads <count>/<window> in seconds, minutes or hours', () => {
    expect(parseLimit('5/1h')).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(parseLimit(' 60 / 10m ')).toEqual({ max: 60, windowMs: 600_000 });
    expect(parseLimit('30/90s')).toEqual({ max: 30, windowMs: 90_000 });
    for (const bad of ['', '5', '0/1h', '5/0s', '5/1d', '-1/1h', 'x/1h', '5/1h extra']) {
      expect(parseLimit(bad)).toBeNull();
    }
  });

  it('takes the environment over the defaults and names a malformed variable', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(limitsFromEnv({ RATE_LIMIT_SMS_PHONE: '3/30m' })).toEqual({
      ...DEFAULT_LIMITS,
      smsPerPhone: { max: 3, windowMs: 1_800_000 },
    });
    expect(() => limitsFromEnv({ RATE_LIMIT_CODE_CHECK: 'off' })).toThrow(
      /RATE_LIMIT_CODE_CHECK="off"/,
    );
    expect(() => limitsFromEnv({ RATE_LIMIT_CAPTCHA: '0/1h' })).toThrow(/at least 1/);
    expect(Object.values(LIMIT_ENV)).toHaveLength(6);
  });
});

describe('rate limits (HTTP 429, Retry-After, the endpoint envelope)', () => {
  it('captcha: get-captcha and get-sid each per client address', async () => {
    const s = await limited({ RATE_LIMIT_CAPTCHA: '3/10m' });
    const url = `${PROMO}/get-captcha?sid=${'a'.repeat(32)}&t=1`;
    expect(statuses(await times(4, () => s.get(url)))).toEqual([200, 200, 200, 429]);
    const refused = await s.get(url);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({
      code: 1,
      message: 'Demasiadas solicitudes, inténtelo de nuevo en 10 minutos',
      data: null,
    });
    // Another address, and get-sid from the same one, are counted on their own.
    expect((await s.get(url, '127.0.0.2')).statusCode).toBe(200);
    expect((await s.get(`${PROMO}/get-sid`)).statusCode).toBe(200);
    expect(s.logs).toContain(`api GET ${PROMO}/get-captcha status=429 rate-limited=captcha`);
  });

  it('get-sms: per phone (as the handler reads it) and per address, in the asked language', async () => {
    const s = await limited({ RATE_LIMIT_SMS_PHONE: '2/1h', RATE_LIMIT_SMS_ADDRESS: '4/1h' });
    /** A drawn captcha's sid and text (the per-phone limit counts only requests that pass it). */
    const solved = async () => {
      const { data } = (await s.get(`${PROMO}/get-sid`)).json() as { data: { sid: string } };
      await s.get(`${PROMO}/get-captcha?sid=${data.sid}&t=1`);
      const last = (await s.get(`/__demo/last-captcha?sid=${data.sid}`)).json() as { text: string };
      return { sid: data.sid, capcode: last.text };
    };
    const send = async (phone: string) =>
      s.post(`${PROMO}/get-sms?languageType=1`, { phone, ...(await solved()) });
    // Refused by the handler (sent within the minute: code 1) still counts: each try costs one.
    expect(statuses([await send('13800000001'), await send('138 0000 0001')])).toEqual([200, 200]);
    const third = await send('13800000001');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: 1,
      message: 'Too many requests, please try again in 60 minutes',
      data: null,
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await send('13800000002')).statusCode).toBe(200);
    // The address's 4 are spent (the refused one counted too).
    expect((await send('13800000003')).statusCode).toBe(429);
    expect(s.logs.filter((l) => l.includes('rate-limited='))).toEqual([
      `api POST ${PROMO}/get-sms status=429 rate-limited=sms-phone`,
      `api POST ${PROMO}/get-sms status=429 rate-limited=sms-address`,
    ]);
    expect(s.logs.join('\n')).not.toContain('1380000000');
  });

  it('code checks: register (code 1) and repayment-confirm (code 99) each per address', async () => {
    const s = await limited({ RATE_LIMIT_CODE_CHECK: '2/5m' });
    const register = () => s.post(`${PROMO}/register`, { phone: '13800000009', smsCode: '1' });
    expect(statuses(await times(3, register))).toEqual([200, 200, 429]);
    const confirm = () =>
      s.post(`${LOAN}/repayment-confirm`, { orderId: '1174', repaymentRecordId: '1' });
    const answers = await times(3, confirm);
    expect(statuses(answers)).toEqual([200, 200, 429]);
    expect(answers[2].json()).toEqual({
      code: '99',
      message: 'Demasiadas solicitudes, inténtelo de nuevo en 5 minutos',
      data: null,
    });
  });

  it('repayment-commit (it sends the SMS): per user and per address', async () => {
    const s = await limited({
      RATE_LIMIT_REPAYMENT_SMS_USER: '2/1h',
      RATE_LIMIT_REPAYMENT_SMS_ADDRESS: '4/1h',
    });
    const commit = (userId: string) => s.post(`${LOAN}/repayment-commit?userId=${userId}`, {});
    expect(statuses(await times(3, () => commit('1001')))).toEqual([200, 200, 429]);
    // The address counts every commit, the user's refused one too: 4 of 4 after this one.
    expect((await commit('2002')).statusCode).toBe(200);
    expect((await commit('2003')).statusCode).toBe(429);
  });
});

describe('default limits', () => {
  it("take the browser suite's calls from one address in one run (counted in test/e2e, with room)", async () => {
    const s = await limited({});
    const sid = 'b'.repeat(32);
    const all = [
      ...(await times(20, () => s.get(`${PROMO}/get-sid`))),
      ...(await times(20, (i) => s.get(`${PROMO}/get-captcha?sid=${sid}&t=${i}`))),
      ...(await times(5, (i) => s.post(`${PROMO}/get-sms`, { phone: `1390000000${i}` }))),
      ...(await times(3, () => s.post(`${PROMO}/get-sms`, { phone: '13912345678' }))),
      ...(await times(5, () => s.post(`${PROMO}/register`, {}))),
      ...(await times(25, () => s.post(`${LOAN}/repayment-commit?userId=1001`, {}))),
      ...(await times(15, () => s.post(`${LOAN}/repayment-confirm`, {}))),
    ];
    expect(all.filter((r) => r.statusCode === 429)).toHaveLength(0);
  });
});
