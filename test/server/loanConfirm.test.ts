/** @jest-environment node */
import type { V3Envelope } from '../../src/platform/api/types';
import type {
  ConfirmOffer,
  LoanDetailPushResult,
} from '../../src/features/loanConfirm/loanConfirmSchema';
import { FOREIGN_URL } from '../../server/features/loanConfirm/routes';
import { seededOffer } from '../../server/features/loanConfirm/seed';
import { form, start } from './helpers';
import type { Running } from './helpers';

const CONFIRM = '/plays/v3/loan-confirm/loan-detail-confirm';
const PUSH = '/plays/v3/loan-confirm/loan-detail-push';

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

describe('loanConfirm demo data', () => {
  it('product 1 has a coupon, 2 none, 3 pops until isType=1', () => {
    expect(seededOffer('1', false)?.couNum).toBe(5000);
    expect(seededOffer('2', false)?.couNum).toBe('');
    expect(seededOffer('3', false)?.isNeedPop).toBe(1);
    expect(seededOffer('3', true)?.isNeedPop).toBe(0);
    expect(seededOffer('9', false)).toBeNull();
  });
});

describe('demo server: loan confirm', () => {
  it('answers the offer, and isNeedPop 0 for product 3 with isType=1', async () => {
    expect((await post<ConfirmOffer>(CONFIRM, { productId: '1' })).data?.couNum).toBe(5000);
    expect((await post<ConfirmOffer>(CONFIRM, { productId: '3' })).data?.isNeedPop).toBe(1);
    const again = await post<ConfirmOffer>(CONFIRM, { productId: '3', isType: '1' });
    expect(again.success).toBe(true);
    expect(again.data?.isNeedPop).toBe(0);
  });

  it('push answers the details url; foreignUrl and fail scenarios', async () => {
    const body = { amount: '300000', periods: '14', termUnit: '1', productId: '1' };
    expect((await post<LoanDetailPushResult>(PUSH, body)).data).toEqual({
      lendDetailsUrl: '/loan/details?productId=1&orderId=1001',
    });
    expect((await post<LoanDetailPushResult>(PUSH, body, 'foreignUrl')).data).toEqual({
      lendDetailsUrl: FOREIGN_URL,
    });
    expect((await post<LoanDetailPushResult>(PUSH, body, 'fail')).success).toBe(false);
  });
});
