/** @jest-environment node */
import { main } from '../../scripts/contract';
import { ENDPOINTS } from '../../scripts/contract/document';
import { checkBackend } from '../../scripts/contract/live';
import { endpointUrl, READ_ONLY_ENDPOINTS } from '../../src/platform/api/endpoints';
import { start, type Running } from '../server/helpers';
import { SPEC_DATA, startSpecFake, type SpecData, type SpecFake } from './contractSpecFake';

/** Runs `npm run contract -- <args>` in-process: its exit code and printed text. */
async function run(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

/** SPEC_DATA with some fields of one endpoint's data replaced. */
function patch(data: SpecData, key: keyof SpecData, fields: Record<string, unknown>): SpecData {
  const before: unknown = data[key];
  const base = typeof before === 'object' && before !== null ? before : {};
  return { ...data, [key]: { ...base, ...fields } };
}

const readOnlyPaths = READ_ONLY_ENDPOINTS.map((k) => endpointUrl(ENDPOINTS[k]));

describe('npm run contract -- --target <the demo server>', () => {
  let demo: Running;
  beforeAll(async () => {
    demo = await start();
  });
  afterAll(() => demo.close());

  it('finds every read-only endpoint fitting the app, and says so', async () => {
    const { code, out } = await run(['--target', demo.url]);
    expect(out).toContain(`13 ok, 0 do not fit, 0 failed, of 13`);
    for (const key of READ_ONLY_ENDPOINTS) expect(out).toMatch(new RegExp(`^ok +${key} `, 'm'));
    expect(code).toBe(0);
  });

  it('with --only calls only those, and refuses an endpoint that moves money', async () => {
    const only = await run(['--target', demo.url, '--only', 'loanDetails,repaymentWay']);
    expect(only.code).toBe(0);
    expect(only.out).toContain('2 ok, 0 do not fit, 0 failed, of 2');
    const money = await run(['--target', demo.url, '--only', 'loanDetailPush']);
    expect(money.code).toBe(2);
    expect(money.out).toContain('loanDetailPush is not read-only');
  });

  it('reports an order the backend does not know as failed, not as fitting', async () => {
    const { code, out } = await run([
      '--target',
      demo.url,
      '--only',
      'loanDetails',
      '--param',
      'orderId=42',
    ]);
    expect(out).toMatch(/^FAILED +loanDetails .*no data to check/m);
    expect(code).toBe(1);
  });
});

describe('npm run contract -- --target <a spec-shaped backend>', () => {
  let fake: SpecFake | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const against = async (data: SpecData, args: string[] = []) => {
    fake = await startSpecFake(data);
    return run(['--target', fake.url, '--session', 'deviceId=d1&userId=u1&sessionId=s1', ...args]);
  };

  it('passes where the app accepts the spec fields, and calls nothing but the read-only endpoints', async () => {
    const { code, out } = await against(SPEC_DATA);
    expect(out).toContain('13 ok, 0 do not fit, 0 failed, of 13');
    expect(code).toBe(0);
    expect(fake?.hits.every((p) => readOnlyPaths.includes(p))).toBe(true);
    expect(fake?.hits).toHaveLength(13);
  });

  it('names the broken field of an answer the app refuses, and exits non-zero', async () => {
    let broken = patch(SPEC_DATA, 'loanPlayDetail', { repayAmount: 'N/D' });
    broken = patch(broken, 'loanDetails', { orderStatus: undefined });
    broken = patch(broken, 'repaymentWay', { repayToken: {} });
    const { code, out } = await against(broken);
    expect(code).toBe(1);
    expect(out).toContain('10 ok, 3 do not fit, 0 failed, of 13');
    expect(out).toMatch(/^DOES NOT FIT +loanPlayDetail .*refused at repayAmount/m);
    expect(out).toMatch(/error +data\.repayAmount: not allowed: string "N\/D"/);
    expect(out).toMatch(/^DOES NOT FIT +loanDetails /m);
    expect(out).toMatch(/error +data\.orderStatus: missing/);
    expect(out).toMatch(/error +data\.repayToken: wrong type: object, expected string \| number/);
  });

  it('lists tolerated differences as info while the endpoint still fits', async () => {
    const { code, out } = await against(
      patch(SPEC_DATA, 'getWhatsapp', { phone: { n: 1 }, whatsapp: '55' }),
      ['--only', 'getWhatsapp'],
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^ok +getWhatsapp /m);
    expect(out).toMatch(/info +data\.phone: wrong type: object, .*\(display: shown normalized\)/);
    expect(out).toMatch(/info +data\.whatsapp: extra field \(ignored\)/);
  });

  it('says an answer that is not the envelope does not fit, and a 404 failed', async () => {
    fake = await startSpecFake(SPEC_DATA, { getSid: { sid: 'abc' } });
    const [sid] = await checkBackend({ target: fake.url, only: ['getSid'] });
    expect(sid).toMatchObject({
      verdict: 'does not fit',
      reason: expect.stringMatching(/envelope/),
    });
    const [missing] = await checkBackend({ target: `${fake.url}/nowhere`, only: ['getSid'] });
    expect(missing).toMatchObject({
      verdict: 'failed',
      reason: 'no data to check: code 404, "Not found"',
    });
  });
});
