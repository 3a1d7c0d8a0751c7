/** @jest-environment node */
import type { V3Envelope } from '../../src/platform/api/types';
import type { LoanDetailWire } from '../../src/features/loanDetail/loanDetailSchema';
import { seededOrder } from '../../server/features/loanDetail/seed';
import { form, start } from './helpers';
import type { Running } from './helpers';

const DETAILS = '/plays/v3/loan-details/loan-details';
const SCORE = '/plays/v3/loan-details/google-score';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function post<T>(url: string, values: Record<string, string>, scenario?: string) {
  const init = form(values);
  if (scenario)
    init.headers = { ...(init.headers as Record<string, string>), 'x-demo-scenario': scenario };
  return (await (await fetch(`${srv.url}${url}`, init)).json()) as V3Envelope<T>;
}

describe('loanDetail demo data', () => {
  it.each([
    ['1001', 21],
    ['1021', 21],
    ['1110', 110],
    ['1151', 151],
    ['1174', 174],
    ['1180', 180],
    ['1200', 200],
    ['1999', 999],
  ])('order %s has status %i', (id, status) => {
    expect(seededOrder(id)?.orderStatus).toBe(status);
  });

  it('174 is extendable and asks for a rating; 180 is not extendable', () => {
    expect(seededOrder('1174')).toMatchObject({ isDelay: '1', isScore: 1 });
    expect(seededOrder('1180')).toMatchObject({ isDelay: '0', isScore: 0 });
    expect(seededOrder('1200')?.isScore).toBe(1);
    expect(seededOrder('42')).toBeNull();
  });
});

describe('demo server: loan details', () => {
  it('answers a seeded order and a failure for an unknown one', async () => {
    const ok = await post<LoanDetailWire>(DETAILS, { productId: '1', orderId: '1174' });
    expect(ok.success).toBe(true);
    expect(ok.data?.orderStatus).toBe(174);
    expect((await post(DETAILS, { productId: '1', orderId: '42' })).success).toBe(false);
  });

  it('google-score accepts 1..5 and fails in the fail scenario', async () => {
    expect((await post(SCORE, { score: '2' })).success).toBe(true);
    expect((await post(SCORE, { score: '0' })).success).toBe(false);
    expect((await post(SCORE, { score: '2' }, 'fail')).success).toBe(false);
    expect((await post(DETAILS, { productId: '1', orderId: '1174' }, 'fail')).success).toBe(false);
  });
});
