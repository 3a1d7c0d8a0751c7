/** @jest-environment node */
import { DEFAULT_LIMITS } from '../../server/rateLimit';
import { form, start } from './helpers';
import type { Running } from './helpers';

/**
 * Issue 38 item 3: get-sms's per-phone limit counts only requests whose captcha passed; the rest are
 * limited per client address. The default limits throughout (5 a phone, 30 an address, an hour each);
 * two clients behind a trusted proxy: A (the attacker) and B (the phone's owner).
 */
const PROMO = '/api/v2/youmi/promotion';
const A = '203.0.113.1';
const B = '198.51.100.7';
const PHONE_MAX = DEFAULT_LIMITS.smsPerPhone.max;
const ADDRESS_MAX = DEFAULT_LIMITS.smsPerAddress.max;

let srv: Running;
beforeEach(async () => {
  srv = await start({ trustProxy: ['127.0.0.1'] });
});
afterEach(() => srv.close());

let nextPhone = 13600000000;
const newPhone = () => String((nextPhone += 1));

interface Sent {
  status: number;
  json: { code: number; message: string };
  retryAfter: string | null;
}

async function send(from: string, values: Record<string, string>, query = ''): Promise<Sent> {
  const init = form(values);
  init.headers = { ...(init.headers as Record<string, string>), 'X-Forwarded-For': from };
  const res = await fetch(`${srv.url}${PROMO}/get-sms${query}`, init);
  const json = (await res.json()) as Sent['json'];
  return { status: res.status, json, retryAfter: res.headers.get('retry-after') };
}

/** A sid with a drawn captcha and its text, as the demo answers it (/__demo/last-captcha). */
async function solved(from: string): Promise<{ sid: string; capcode: string }> {
  const headers = { 'X-Forwarded-For': from };
  const sidAnswer = await fetch(`${srv.url}${PROMO}/get-sid`, { headers });
  const sid = ((await sidAnswer.json()) as { data: { sid: string } }).data.sid;
  await (await fetch(`${srv.url}${PROMO}/get-captcha?sid=${sid}&t=1`, { headers })).arrayBuffer();
  const last = await fetch(`${srv.url}/__demo/last-captcha?sid=${sid}`);
  return { sid, capcode: ((await last.json()) as { text: string }).text };
}

const wrongOf = (capcode: string) => (capcode === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
const rateLimited = () => srv.logs.filter((l) => l.includes('rate-limited='));

async function times<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 1) out.push(await run(i));
  return out;
}

describe('get-sms: the per-phone limit counts only requests whose captcha passed', () => {
  it("captcha-less and wrong-captcha requests do not spend the phone's sends: the owner gets an SMS", async () => {
    const phone = newPhone();
    const bare = await times(PHONE_MAX, () => send(A, { phone }));
    const wrong = await times(PHONE_MAX, async () => {
      const { sid, capcode } = await solved(A);
      return send(A, { phone, sid, capcode: wrongOf(capcode) });
    });
    for (const answer of [...bare, ...wrong]) {
      expect(answer.status).toBe(200);
      expect(answer.json.code).toBe(101);
    }
    const owner = await send(B, { phone, ...(await solved(B)) });
    expect(owner).toMatchObject({ status: 200, json: { code: 0, message: 'Código enviado' } });
    const last = await fetch(`${srv.url}/__demo/last-sms?phone=${phone}`);
    expect(((await last.json()) as { code: string }).code).toMatch(/^\d{6}$/);
    expect(rateLimited()).toEqual([]);
  });

  it('the per-address limit still stops the address that sends them, and no one else', async () => {
    const phone = newPhone();
    const answers = await times(ADDRESS_MAX, () => send(A, { phone, sid: 'x', capcode: 'AAAA' }));
    expect(answers.map((a) => a.json.code)).toEqual(Array<number>(ADDRESS_MAX).fill(101));
    const refused = await send(A, { phone, ...(await solved(A)) });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      code: 1,
      message: 'Demasiadas solicitudes, inténtelo de nuevo en 60 minutos',
      data: null,
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
    expect((await send(B, { phone, ...(await solved(B)) })).json.code).toBe(0);
    expect(rateLimited()).toEqual([
      `api POST ${PROMO}/get-sms status=429 rate-limited=sms-address`,
    ]);
  });

  it('the per-phone limit still stops a phone after its sends with right captchas, from any address', async () => {
    const phone = newPhone();
    // The first sends the SMS, the next ones are within its minute (code 1): each one counts.
    const allowed = await times(PHONE_MAX, async (i) => {
      const from = i % 2 === 0 ? A : B;
      return send(from, { phone, ...(await solved(from)) });
    });
    expect(allowed.map((a) => [a.status, a.json.code])).toEqual([
      [200, 0],
      ...Array<[number, number]>(PHONE_MAX - 1).fill([200, 1]),
    ]);
    const captcha = await solved(B);
    const refused = await send(B, { phone, ...captcha }, '?languageType=1');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many requests, please try again in 60 minutes');
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
    // The refused request's captcha is spent: sent again, it cannot slip past the limit.
    expect((await send(B, { phone, ...captcha })).json.code).toBe(101);
    // Another phone from the same addresses is not concerned.
    expect((await send(B, { phone: newPhone(), ...(await solved(B)) })).json.code).toBe(0);
    expect(rateLimited()).toEqual([`api POST ${PROMO}/get-sms status=429 rate-limited=sms-phone`]);
  });

  it('a solved captcha counts once however often it is sent (repeats, bursts, failing scenarios)', async () => {
    const phone = newPhone();
    const first = await solved(A);
    const failed = await times(PHONE_MAX, () =>
      send(A, { phone, ...first }, '?scenario=getSms:fail'),
    );
    expect(failed.map((a) => a.status)).toEqual(Array<number>(PHONE_MAX).fill(200));
    const second = await solved(A);
    const burst = await Promise.all(
      Array.from({ length: PHONE_MAX }, () => send(A, { phone, ...second })),
    );
    expect(burst.map((a) => a.json.code).sort()).toEqual([
      0,
      ...Array<number>(PHONE_MAX - 1).fill(101),
    ]);
    // Two of the phone's sends are spent: the owner has the other three.
    const owner = await times(PHONE_MAX - 2, async () => send(B, { phone, ...(await solved(B)) }));
    expect(owner.map((a) => a.status)).toEqual(Array<number>(PHONE_MAX - 2).fill(200));
    expect((await send(B, { phone, ...(await solved(B)) })).status).toBe(429);
  });
});
