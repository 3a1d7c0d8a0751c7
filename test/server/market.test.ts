/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Db, seed } from '../../server/db';
import { DEMO_BACKEND_LINE } from '../../server/demoConfig';
import { marketFromEnv } from '../../server/market';
import { parseMarket } from '../../src/config/markets';
import { form, start, tempDir, type Running } from './helpers';

/** The demo lender's contact in India, which the India demo's config.js adds to the brand. */
const INDIA_BRAND = {
  servicePhone: '1800 123 4567',
  email: 'support@cuota.in',
  companyName: 'Cuota Finance Private Limited',
};

/**
 * Issue 37: MARKET chooses the demo's market. `MARKET=IN` makes the demo's config.js say market 'IN' and
 * seeds India's data; `MX` (the default) stays as it was; anything else stops the server with one line.
 */

const ROOT = path.resolve(__dirname, '../..');
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** What a config.js leaves on window, copied into this realm (as test/server/demoConfig.backend.test.ts). */
function configOf(script: string): Record<string, unknown> {
  const sandbox: { window: { __CUOTA_CONFIG__?: unknown } } = { window: {} };
  vm.runInNewContext(script, sandbox);
  const copied: unknown = JSON.parse(JSON.stringify(sandbox.window.__CUOTA_CONFIG__ ?? {}));
  return typeof copied === 'object' && copied !== null ? { ...copied } : {};
}

const dataFileOf = (srv: Running) => path.join(srv.dir, 'data', 'db.json');
const fileData = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

async function whatsapp(srv: Running): Promise<Record<string, unknown>> {
  const res = await fetch(`${srv.url}/plays/user-problem/get-whatsapp`, form({ overall: '30' }));
  const envelope: unknown = await res.json();
  expect(envelope).toMatchObject({ code: 0 });
  const data: unknown =
    typeof envelope === 'object' && envelope ? Reflect.get(envelope, 'data') : null;
  return typeof data === 'object' && data !== null ? { ...data } : {};
}

describe('MARKET', () => {
  it("is 'MX' unless set (empty counts as unset), or 'IN'", () => {
    expect(marketFromEnv({})).toBe('MX');
    expect(marketFromEnv({ MARKET: '' })).toBe('MX');
    expect(marketFromEnv({ MARKET: 'MX' })).toBe('MX');
    expect(marketFromEnv({ MARKET: 'IN' })).toBe('IN');
  });

  it.each(['in', 'BR', 'IN ', 'India'])('refuses %j with one clear message', (value) => {
    expect(() => marketFromEnv({ MARKET: value })).toThrow(
      `MARKET must be 'MX' or 'IN', not ${JSON.stringify(value)}`,
    );
  });

  it('an invalid MARKET: server/index.ts prints one error line and exits 1 without listening', async () => {
    const dir = tempDir();
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'server/index.ts'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          MARKET: 'XX',
          PORT: '0',
          API_TARGET: '',
          DIST: path.join(dir, 'dist'),
          DATA_FILE: path.join(dir, 'data', 'db.json'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`MARKET must be 'MX' or 'IN', not "XX"\n`);
    // Refused before anything was written.
    expect(fs.existsSync(path.join(dir, 'data', 'db.json'))).toBe(false);
  }, 30_000);
});

describe('the demo server per market', () => {
  let mx: Running;
  let india: Running;
  beforeAll(async () => {
    mx = await start();
    india = await start({ market: 'IN' });
  });
  afterAll(async () => {
    await mx.close();
    await india.close();
  });

  it("MARKET=IN: config.js sets market 'IN' after the build's file, with the backend line", async () => {
    const res = await fetch(`${india.url}/config.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(body.startsWith('window.__CUOTA_CONFIG__ = {};')).toBe(true);
    expect(body).toContain("market: 'IN'");
    const config = configOf(body);
    expect(config).toEqual({
      market: 'IN',
      brand: INDIA_BRAND,
      backend: { idempotencyKeys: true },
    });
    expect(parseMarket(config.market)).toBe('IN');
  });

  it("MARKET=IN wins over a build's config.js that says Mexico", async () => {
    const file = path.join(india.dir, 'dist', 'config.js');
    fs.writeFileSync(
      file,
      "window.__CUOTA_CONFIG__ = { market: 'MX', allowedHosts: ['pay.example'] };\n",
    );
    try {
      const config = configOf(await (await fetch(`${india.url}/config.js`)).text());
      expect(config).toEqual({
        market: 'IN',
        allowedHosts: ['pay.example'],
        brand: INDIA_BRAND,
        backend: { idempotencyKeys: true },
      });
    } finally {
      fs.writeFileSync(file, 'window.__CUOTA_CONFIG__ = {};');
    }
  });

  it('Mexico (the default) is unchanged: the backend line alone, no market in config.js', async () => {
    const body = await (await fetch(`${mx.url}/config.js`)).text();
    expect(body).toBe(`window.__CUOTA_CONFIG__ = {};${DEMO_BACKEND_LINE}`);
    expect(body).not.toContain('market');
    expect(configOf(body)).toEqual({ backend: { idempotencyKeys: true } });
  });

  it("MARKET=IN: the seeded phones are Indian mobiles (10 digits from 6-9) and the file says 'IN'", async () => {
    const service = await whatsapp(india);
    expect(service).toEqual({
      phone: '9876543210',
      va: '9123456780',
      email: 'support@cuota.in',
    });
    expect(service.phone).toMatch(INDIAN_MOBILE);
    expect(service.va).toMatch(INDIAN_MOBILE);
    const data = fileData(dataFileOf(india));
    expect(data).toMatchObject({ version: 1, market: 'IN', registeredPhones: ['9812345678'] });
    const phones: unknown = Reflect.get(Object(data), 'registeredPhones');
    expect(Array.isArray(phones) && phones.length > 0).toBe(true);
    for (const phone of Array.isArray(phones) ? phones : []) expect(phone).toMatch(INDIAN_MOBILE);
  });

  it('Mexico keeps its seed: the same phones as before, the file says MX', async () => {
    expect(await whatsapp(mx)).toEqual({
      phone: '+52 55 1234 5678',
      va: '800 953 4210',
      email: 'soporte@cuota.mx',
    });
    expect(fileData(dataFileOf(mx))).toMatchObject({
      market: 'MX',
      registeredPhones: ['13912345678'],
    });
  });

  it("POST /__demo/reset restores the served market's seed", async () => {
    const res = await fetch(`${india.url}/__demo/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await whatsapp(india)).phone).toBe('9876543210');
  });
});

describe('the data file and the market', () => {
  it("a file of another market is reseeded with the served market's data, and the log says so", () => {
    const file = path.join(tempDir(), 'db.json');
    const mx = Db.load(file, {});
    mx.update((d) => d.registeredPhones.push('5512345678'));
    const logs: string[] = [];
    const india = Db.load(file, {}, { market: 'IN', log: (line) => logs.push(line) });
    expect(india.market).toBe('IN');
    expect(india.data).toEqual(seed(india.cardHash, 'IN'));
    expect(fileData(file)).toEqual(seed(india.cardHash, 'IN'));
    expect(logs).toEqual([
      `[demo] ${file} held Mexico's data (MX); reseeded for India (MARKET=IN)`,
    ]);
    // And back: Mexico's seed again (the Indian file is not mixed into it either).
    const back = Db.load(file, {}, { log: (line) => logs.push(line) });
    expect(back.data).toEqual(seed(back.cardHash));
    expect(logs[1]).toBe(`[demo] ${file} held India's data (IN); reseeded for Mexico (MARKET=MX)`);
  });

  it("the same market's file keeps its changes across restarts", () => {
    const file = path.join(tempDir(), 'db.json');
    Db.load(file, {}, { market: 'IN' }).update((d) => d.registeredPhones.push('7012345678'));
    const logs: string[] = [];
    const again = Db.load(file, {}, { market: 'IN', log: (line) => logs.push(line) });
    expect(again.data.registeredPhones).toEqual(['9812345678', '7012345678']);
    expect(logs).toEqual([]);
  });

  it("a file written before markets is Mexico's: kept, and its market written at once", () => {
    const file = path.join(tempDir(), 'db.json');
    const db = Db.load(file, {});
    const { market: _market, ...before } = db.data;
    fs.writeFileSync(file, JSON.stringify({ ...before, registeredPhones: ['5512345678'] }));
    const logs: string[] = [];
    const again = Db.load(file, {}, { log: (line) => logs.push(line) });
    expect(again.data.registeredPhones).toEqual(['5512345678']);
    expect(fileData(file)).toMatchObject({ market: 'MX', registeredPhones: ['5512345678'] });
    expect(logs).toEqual([]);
  });
});
