/** @jest-environment node */
import http from 'node:http';
import { close, listen, start } from './helpers';
import type { Running } from './helpers';

const NOT_FOUND = { code: 404, message: 'Not found', data: null };

describe('/__demo with the demo data', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await start();
  });
  afterAll(() => srv.close());

  it('serves the control endpoints', async () => {
    expect((await fetch(`${srv.url}/__demo/scenario`)).status).toBe(200);
    expect((await fetch(`${srv.url}/__demo/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('the scenario changes only by POST: a GET reads it, a GET with ?set= or ?name= is a 405', async () => {
    const current = async () =>
      ((await (await fetch(`${srv.url}/__demo/scenario`)).json()) as { current: string }).current;
    const whatsapp = async () =>
      (await fetch(`${srv.url}/plays/user-problem/get-whatsapp`, { method: 'POST' })).status;
    for (const query of ['set=http500', 'name=http500', 'set=http500&name=http500']) {
      const res = await fetch(`${srv.url}/__demo/scenario?${query}`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST');
      expect(await res.json()).toEqual({
        code: 405,
        message: 'The scenario changes only by POST /__demo/scenario?name=<name>',
        data: null,
      });
      expect(await current()).toBe('ok');
      expect(await whatsapp()).toBe(200);
    }
    // A page's own ?scenario= (one request's scenario) is another thing: it still works on a GET read.
    expect((await fetch(`${srv.url}/__demo/scenario?scenario=fail`)).status).toBe(200);
    const set = await fetch(`${srv.url}/__demo/scenario?name=http500`, { method: 'POST' });
    expect(((await set.json()) as { current: string }).current).toBe('http500');
    expect(await whatsapp()).toBe(500);
    await fetch(`${srv.url}/__demo/reset`, { method: 'POST' });
    expect(await current()).toBe('ok');
  });

  it.each(['/__demo', '/__demo/', '/__demo/nothing', '/__demo/reset/x'])(
    'an unknown control path %s is a 404 envelope, not the app page',
    async (path) => {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    },
  );
});

describe('/__demo with API_TARGET: no demo control endpoints', () => {
  let calls = 0;
  let upstream: http.Server;
  let proxied: Running;
  beforeAll(async () => {
    upstream = http.createServer((_req, res) => {
      calls += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
    proxied = await start({ apiTarget: `http://127.0.0.1:${await listen(upstream)}` });
  });
  afterAll(async () => {
    await proxied.close();
    await close(upstream);
  });

  it.each([
    ['POST', '/__demo/reset'],
    ['POST', '/__demo/scenario?name=fail'],
    ['GET', '/__demo/scenario?set=fail'],
    ['GET', '/__demo/last-sms?phone=13912345678'],
    ['GET', '/__demo/last-captcha'],
    ['GET', '/__demo/barcode/93011174035916.svg'],
    ['GET', '/__demo'],
  ])(
    '%s %s answers 404 like an unknown API path; nothing reaches the upstream',
    async (method, path) => {
      const res = await fetch(`${proxied.url}${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual(NOT_FOUND);
      expect(calls).toBe(0);
    },
  );

  it('the app and the relayed API still answer', async () => {
    expect(await (await fetch(`${proxied.url}/customer-service`)).text()).toContain(
      '<title>app</title>',
    );
    expect((await fetch(`${proxied.url}/api/v2/youmi/promotion/get-sid`)).status).toBe(200);
    expect(calls).toBe(1);
  });
});
