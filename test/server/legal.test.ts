/** @jest-environment node */
import type { GeneralEnvelope } from '../../src/platform/api/types';
import type { ContractData } from '../../src/features/legal/legalSchema';
import { DEMO_CARDS } from '../../server/features/cardRepayment/seed';
import { seededContract } from '../../server/features/legal/seed';
import { COMPANY_NAME } from '../../server/world';
import { form, start } from './helpers';
import type { Running } from './helpers';

const CONTRACT = '/plays/contract/contract-detail';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function post(values: Record<string, string>, scenario?: string) {
  const init = form(values);
  if (scenario)
    init.headers = { ...(init.headers as Record<string, string>), 'x-demo-scenario': scenario };
  return (await (
    await fetch(`${srv.url}${CONTRACT}`, init)
  ).json()) as GeneralEnvelope<ContractData>;
}

describe('demo server: contract detail', () => {
  it('seeds a contract for any orderNo except missing', () => {
    // Disbursed to the borrower's first bound card, masked as repayment-way hands it out; the lender is
    // the company of the instructions.
    expect(seededContract('1001')?.bankNo).toBe(DEMO_CARDS[0].cardNo);
    expect(seededContract('1001')?.bankNo).toBe('415231******1234');
    expect(seededContract('1001')?.company).toBe(COMPANY_NAME);
    expect(seededContract('missing')).toBeNull();
  });

  it.each(['1001', '1174', '1200', 'abc'])(
    'answers the contract for orderNo %s',
    async (orderNo) => {
      const answer = await post({ orderNo });
      expect(Number(answer.code)).toBe(0);
      expect(answer.data?.bankNo).toBe(DEMO_CARDS[0].cardNo);
      expect(answer.data?.company).toBe(COMPANY_NAME);
    },
  );

  it("answers code 1 'Contrato no encontrado' for orderNo missing", async () => {
    const answer = await post({ orderNo: 'missing' });
    expect(Number(answer.code)).toBe(1);
    expect(answer.message).toBe('Contrato no encontrado');
  });

  it('fails under the fail scenario', async () => {
    const answer = await post({ orderNo: '1001' }, 'fail');
    expect(Number(answer.code)).not.toBe(0);
    expect(answer.data ?? null).toBeNull();
  });
});
