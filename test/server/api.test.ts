/** @jest-environment node */
import http from 'node:http';
import path from 'node:path';
import type { GeneralEnvelope } from '../../src/platform/api/types';
import type { CustomerServiceInfo } from '../../src/features/customerService/customerServiceSchema';
import { close, form, listen, start, tempDir } from './helpers';
import type { Running } from './helpers';

const WHATSAPP = '/plays/user-problem/get-whatsapp';
const SEED: CustomerServiceInfo = {
  phone: '+52 55 1234 5678',
  va: '800 953 4210',
  email: 'soporte@cuota.mx',
};
const FAIL = 'Servicio no disponible, inténtelo más tarde';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());
afterEach(async () => {
  await fetch(`${srv.url}/__demo/scenario?name=ok`, { method: 'POST' });
});

async function whatsapp(query = '', init: RequestInit = form({ overall: '30' })) {
  return fetch(`${srv.url}${WHATSAPP}${query}`, init);
}

describe('demo server: getWhatsapp', () => {
  it('answers the customer service info for overall=30', async () => {
    const res = await whatsapp();
    expect(res.status).toBe(200);
    const body = (await res.json()) as GeneralEnvelope<CustomerServiceInfo>;
    expect(body).toEqual({ code: 0, message: 'success', data: SEED });
  });

  it('accepts a JSON body too', async () => {
    const res = await whatsapp('', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ overall: 30 }),
    });
    expect(((await res.json()) as GeneralEnvelope<CustomerServiceInfo>).code).toBe(0);
  });

  it('refuses a multipart body (only the upload route takes one) with a 415 envelope, before reading it', async () => {
    const body = new FormData();
    body.append('overall', '30');
    body.append('problemImage', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])]), 'p.png');
    srv.logs.length = 0;
    const res = await whatsapp('', { method: 'POST', body });
    expect(res.status).toBe(415);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      code: 415,
      message: 'Tipo de contenido no admitido',
      data: null,
    });
    expect(srv.logs).toEqual([]);
    const english = await whatsapp('?languageType=1', { method: 'POST', body });
    expect(await english.json()).toEqual({
      code: 415,
      message: 'Unsupported media type',
      data: null,
    });
  });

  it('answers a body it cannot read with a JSON envelope, not a crash', async () => {
    const res = await fetch(`${srv.url}/plays/user-problem/upload-problem-img`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XX' },
      body: '--XX\r\nContent-Disposition: form-data; name="overall"\r\n\r\n30',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const envelope = (await res.json()) as { code: number; data: unknown };
    expect(envelope).toMatchObject({ code: res.status, data: null });
  });

  it.each<Record<string, string>>([{}, { overall: '31' }])(
    'answers code 1 for a wrong overall %j',
    async (values) => {
      const body = (await (
        await whatsapp('', form(values))
      ).json()) as GeneralEnvelope<CustomerServiceInfo>;
      expect(body).toEqual({ code: 1, message: 'Parámetro inválido', data: null });
    },
  );

  it('answers 404 JSON for unknown API paths', async () => {
    for (const p of ['/plays/unknown', '/api/v9/nothing', '/api']) {
      const res = await fetch(`${srv.url}${p}`, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: 'Not found', data: null });
    }
    // a known path with the wrong method is unknown too
    expect((await fetch(`${srv.url}${WHATSAPP}`)).status).toBe(404);
  });
});

describe('demo server: scenarios', () => {
  const expectFail = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 1, message: FAIL, data: null });
  };

  it('fail, http500, malformed and slow by query param', async () => {
    await expectFail(await whatsapp('?scenario=fail&sessionId=s1'));
    const e500 = await whatsapp('?scenario=http500');
    expect(e500.status).toBe(500);
    const malformed = await whatsapp('?scenario=malformed');
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    const t0 = Date.now();
    const slow = await whatsapp('?scenario=slow');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(((await slow.json()) as GeneralEnvelope<CustomerServiceInfo>).data).toEqual(SEED);
    const ok = await whatsapp('?scenario=ok');
    expect(((await ok.json()) as GeneralEnvelope<CustomerServiceInfo>).code).toBe(0);
  });

  it('by header and by cookie', async () => {
    await expectFail(
      await whatsapp('', { ...form({ overall: '30' }), headers: { 'x-demo-scenario': 'fail' } }),
    );
    const res = await whatsapp('', {
      ...form({ overall: '30' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        cookie: 'a=1; demo_scenario=http500',
      },
    });
    expect(res.status).toBe(500);
  });

  it('query param wins over header', async () => {
    const res = await whatsapp('?scenario=ok', {
      ...form({ overall: '30' }),
      headers: { 'x-demo-scenario': 'fail' },
    });
    expect(((await res.json()) as GeneralEnvelope<CustomerServiceInfo>).code).toBe(0);
  });

  it('by the global switch (POST name= or set=) and reset', async () => {
    await fetch(`${srv.url}/__demo/scenario?name=fail`, { method: 'POST' });
    await expectFail(await whatsapp());
    const state = (await (await fetch(`${srv.url}/__demo/scenario`)).json()) as {
      current: string;
      generic: string[];
      endpoints: string[];
    };
    expect(state.current).toBe('fail');
    expect(state.generic).toEqual(['ok', 'fail', 'http500', 'malformed', 'slow']);
    expect(state.endpoints).toContain('getWhatsapp');
    await fetch(`${srv.url}/__demo/scenario?set=http500`, { method: 'POST' });
    expect((await whatsapp()).status).toBe(500);
    await fetch(`${srv.url}/__demo/reset`, { method: 'POST' });
    expect((await whatsapp()).status).toBe(200);
  });

  it('a scoped scenario affects only its endpoint', async () => {
    await expectFail(await whatsapp('?scenario=getWhatsapp:fail'));
    const other = await whatsapp('?scenario=getSid:fail');
    expect(((await other.json()) as GeneralEnvelope<CustomerServiceInfo>).code).toBe(0);
    await expectFail(
      await whatsapp(`?scenario=${encodeURIComponent('getSid:http500,getWhatsapp:fail')}`),
    );
  });

  it('logs method, path, scenario and code but never query values or bodies', async () => {
    srv.logs.length = 0;
    await whatsapp(
      '?sessionId=SECRET-SESSION&phone=5512345678',
      form({ overall: '30', phone: '5599887766' }),
    );
    expect(srv.logs).toHaveLength(1);
    expect(srv.logs[0]).toBe(`api POST ${WHATSAPP} scenario=ok status=200 code=0`);
    const all = srv.logs.join('\n');
    expect(all).not.toMatch(/SECRET-SESSION|5512345678|5599887766|sessionId|overall/);
  });
});

describe('demo server: API_TARGET proxy', () => {
  it('forwards /plays and /api with method, path, query, body and headers; static stays local', async () => {
    const seen: { method?: string; url?: string; body: string; host?: string; custom?: string }[] =
      [];
    const upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          body,
          host: req.headers.host,
          custom: String(req.headers['x-custom']),
        });
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'dropped' });
        res.end(JSON.stringify({ code: 0, message: 'from upstream', data: null }));
      });
    });
    const port = await listen(upstream);
    const proxied = await start({ apiTarget: `http://127.0.0.1:${port}` });
    try {
      const res = await fetch(`${proxied.url}${WHATSAPP}?sessionId=abc`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Custom': 'c1' },
        body: 'overall=30',
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-upstream')).toBeNull();
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors');
      expect(await res.json()).toEqual({ code: 0, message: 'from upstream', data: null });
      expect(seen[0]).toMatchObject({
        method: 'POST',
        url: `${WHATSAPP}?sessionId=abc`,
        body: 'overall=30',
        custom: 'c1',
      });
      expect(seen[0].host).toBe(`127.0.0.1:${port}`);
      const get = await fetch(`${proxied.url}/api/v2/youmi/promotion/get-sid`);
      expect(get.status).toBe(201);
      expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/v2/youmi/promotion/get-sid' });
      const page = await fetch(`${proxied.url}/customer-service`);
      expect(await page.text()).toContain('<title>app</title>');
      expect(seen).toHaveLength(2);
      expect(proxied.logs.join('\n')).not.toContain('sessionId');
    } finally {
      await proxied.close();
      await close(upstream);
    }
  });

  it('answers 502 JSON when the upstream is down', async () => {
    const dead = http.createServer();
    const port = await listen(dead);
    await close(dead);
    const proxied = await start({ apiTarget: `http://127.0.0.1:${port}` });
    try {
      const res = await fetch(`${proxied.url}${WHATSAPP}`, form({ overall: '30' }));
      expect(res.status).toBe(502);
    } finally {
      await proxied.close();
    }
  });
});

describe('demo server: persistence', () => {
  it('a second server on the same data file sees the first one’s data', async () => {
    const dir = tempDir();
    const { Db } = await import('../../server/db');
    const first = await start({}, dir);
    await first.close();
    const db = Db.load(path.join(dir, 'data', 'db.json'));
    db.update((d) => {
      d.customerService.email = 'otro@cuota.mx';
    });
    const second = await start({}, dir);
    try {
      const body = (await (
        await fetch(`${second.url}${WHATSAPP}`, form({ overall: '30' }))
      ).json()) as GeneralEnvelope<CustomerServiceInfo>;
      expect(body.data?.email).toBe('otro@cuota.mx');
      await fetch(`${second.url}/__demo/reset`, { method: 'POST' });
      expect(Db.load(path.join(dir, 'data', 'db.json')).data.customerService).toEqual(SEED);
    } finally {
      await second.close();
    }
  });
});
