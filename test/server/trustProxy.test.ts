/** @jest-environment node */
import { start, type Running } from './helpers';

const CAPTCHA = '/api/v2/youmi/promotion/get-sid';

/** Two get-sid calls naming two clients in X-Forwarded-For, with a limit of one per address. */
async function twoClients(srv: Running, second = '203.0.113.2'): Promise<number[]> {
  const statuses: number[] = [];
  for (const client of ['203.0.113.1', second]) {
    const res = await fetch(`${srv.url}${CAPTCHA}`, { headers: { 'X-Forwarded-For': client } });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY: who the client is behind a reverse proxy', () => {
  const before = process.env.RATE_LIMIT_CAPTCHA;
  beforeAll(() => {
    process.env.RATE_LIMIT_CAPTCHA = '1/1m';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.RATE_LIMIT_CAPTCHA;
    else process.env.RATE_LIMIT_CAPTCHA = before;
  });

  it('by default a client-sent X-Forwarded-For is not believed: one address, one limit', async () => {
    const srv = await start();
    try {
      expect(await twoClients(srv)).toEqual([200, 429]);
    } finally {
      await srv.close();
    }
  });

  it('behind a trusted proxy each forwarded client has its own limit', async () => {
    const srv = await start({ trustProxy: ['127.0.0.1'] });
    try {
      expect(await twoClients(srv)).toEqual([200, 200]);
      expect(await twoClients(srv, '203.0.113.1')).toEqual([429, 429]);
    } finally {
      await srv.close();
    }
  });
});
