/** @jest-environment node */
import type { ISchema } from 'yup';
import { repaymentWaySchema } from '../../src/features/cardRepayment/cardRepaymentSchema';
import {
  problemDetailSchema,
  problemListSchema,
} from '../../src/features/complaintHistory/complaintHistorySchema';
import { problemInitSchema } from '../../src/features/complaints/complaintsSchema';
import { customerServiceSchema } from '../../src/features/customerService/customerServiceSchema';
import { contractSchema } from '../../src/features/legal/legalSchema';
import { confirmOfferSchema } from '../../src/features/loanConfirm/loanConfirmSchema';
import { loanDetailSchema } from '../../src/features/loanDetail/loanDetailSchema';
import { instructionsSchema } from '../../src/features/payInstructions/payInstructionsSchema';
import { extensionSchema, instalmentSchema } from '../../src/features/repayment/repaymentSchema';
import { cardInitSchema } from '../../src/features/bankCard/bankCardSchema';
import { validateData } from '../../src/platform/api/schema';
import { IN_DEMO_CARDS } from '../../server/features/cardRepayment/seed';
import { IN_PAY_CODES, referenceFor } from '../../server/world';
import { fullCardNumbersIn } from '../support/cardNumbers';
import { form, start, type Running } from './helpers';
import { repaymentCommitBody } from './repaymentBodies';

/**
 * MARKET=IN (issue 37): India's demo data in the spec's shapes. Every answer passes the schema the app
 * checks it with, carries no Mexican value (pesos, OXXO, SPEI, CLABE, Mexican banks, names or phones),
 * and its money is in rupees.
 */

let srv: Running;
beforeAll(async () => {
  srv = await start({ market: 'IN' });
});
afterAll(() => srv.close());

const V3 = '/plays/v3';
const REPAY = '/api/v1/youmi/youmi-api/service/loan';

type Case = [path: string, body: Record<string, string>, schema: ISchema<unknown>];

const CASES: Case[] = [
  ['/plays/user-problem/get-whatsapp', { overall: '30' }, customerServiceSchema],
  [`${V3}/loan-details/loan-details`, { productId: '1', orderId: '1174' }, loanDetailSchema],
  [`${V3}/loan-details/loan-details`, { productId: '1', orderId: '1001' }, loanDetailSchema],
  ['/plays/contract/contract-detail', { orderNo: '1001' }, contractSchema],
  [`${V3}/loan-confirm/loan-detail-confirm`, { productId: '1' }, confirmOfferSchema],
  [`${REPAY}/repayment-way`, { orderId: '1174' }, repaymentWaySchema],
  [`${V3}/installment/loan-play-detail`, { productId: '1', orderId: '1180' }, instalmentSchema],
  [
    `${V3}/installment/loan-play-delay-detail`,
    { productId: '1', orderId: '1174' },
    extensionSchema,
  ],
  ...IN_PAY_CODES.map((payCode): Case => [
    `${V3}/loan-details/generate-vcode`,
    { productId: '1', orderId: '1174', amount: '359160', payCode, requestType: '1' },
    instructionsSchema,
  ]),
  ['/plays/user-problem/problem-init', { orderId: '1174' }, problemInitSchema],
  ['/plays/user-problem/problem-list', {}, problemListSchema],
  ['/plays/user-problem/problem-detail', { problemId: '5001' }, problemDetailSchema],
  ['/plays/bind-card/card-init', {}, cardInitSchema],
];

/** Mexico's values that must not show in India's answers. */
const MEXICAN =
  /\$|OXXO|7-Eleven|SPEI|CLABE|\bIVA\b|BBVA|Santander|Banorte|María|México|S\.A\. de C\.V\.|cuota\.mx|\+52/;

async function answer(path: string, body: Record<string, string>, lang: string) {
  const res = await fetch(`${srv.url}${path}?languageType=${lang}`, form(body));
  const text = await res.text();
  const envelope: unknown = JSON.parse(text);
  const data: unknown =
    typeof envelope === 'object' && envelope !== null ? Reflect.get(envelope, 'data') : null;
  return { text, envelope, data };
}

describe("MARKET=IN: India's demo data in the spec's shapes", () => {
  it.each(CASES.flatMap(([p, b, s]) => ['0', '1'].map((lang) => [p, b, lang, s] as const)))(
    '%s %j languageType=%s passes its schema, nothing Mexican in it, no full card number',
    async (path, body, lang, schema) => {
      const { text, envelope, data } = await answer(path, body, lang);
      expect(envelope).toEqual(expect.objectContaining({ data: expect.anything() }));
      expect(await validateData(schema, data)).toMatchObject({ ok: true });
      expect(fullCardNumbersIn(data)).toEqual([]);
      // The contract's `IVA` field is the spec's name (its value is the market's tax).
      expect(text.replace(/"IVA":/g, '')).not.toMatch(MEXICAN);
    },
  );

  it('money rows are in rupees with en-IN grouping, the tax row is GST', async () => {
    const { data } = await answer(
      `${V3}/loan-details/loan-details`,
      { productId: '1', orderId: '1174' },
      '1',
    );
    expect(data).toMatchObject({
      userOrderDetail: {
        detail: expect.arrayContaining([
          { text: 'Loan amount', value: '₹3,000.00' },
          { text: 'GST (16% of interest and fee)', value: expect.stringMatching(/^₹\d/) },
        ]),
      },
    });
    // The same minor units as Mexico's: the spec's money is minor units / 100.
    const offer = await answer(`${V3}/loan-confirm/loan-detail-confirm`, { productId: '1' }, '1');
    expect(offer.data).toMatchObject({ amount: 300000 });
  });

  it("the contract: India's borrower, card (masked) and lender", async () => {
    const { data } = await answer('/plays/contract/contract-detail', { orderNo: '1001' }, '1');
    expect(data).toMatchObject({
      userName: 'Priya Sharma',
      userAddress: expect.stringContaining('Bengaluru'),
      bankNo: '652150******1234',
      company: 'Cuota Finance Private Limited',
    });
  });

  it("card-init offers Indian banks and the borrower's name; a bind checks it", async () => {
    const { data } = await answer('/plays/bind-card/card-init', {}, '1');
    expect(data).toMatchObject({
      holderName: 'Priya Sharma',
      banks: expect.arrayContaining([
        expect.objectContaining({ bankCode: 'SBI', bankName: 'State Bank of India' }),
        expect.objectContaining({ bankCode: 'HDFC', bankName: 'HDFC Bank' }),
      ]),
      cards: [
        { id: '301', bankName: 'State Bank of India', cardNo: expect.stringMatching(/1234$/) },
        { id: '302', bankName: 'HDFC Bank', cardNo: expect.stringMatching(/5678$/) },
      ],
    });
    const mexican = await answer(
      '/plays/bind-card/bind-card-new',
      { bankCode: 'BBVA', cardNo: '4111111111111111', holderName: 'Priya Sharma' },
      '1',
    );
    expect(mexican.envelope).toMatchObject({ code: 1 });
    const bound = await answer(
      '/plays/bind-card/bind-card-new',
      { bankCode: 'ICICI', cardNo: '4111111111111111', holderName: 'Priya Sharma' },
      '1',
    );
    expect(bound.envelope).toMatchObject({ code: 0, data: { bankName: 'ICICI Bank' } });
  });

  it("India's channels: their references on the instalment page and the instructions agree", async () => {
    const { data } = await answer(
      `${V3}/installment/loan-play-detail`,
      { productId: '1', orderId: '1174' },
      '1',
    );
    const amount = Number(Reflect.get(Object(data), 'repayAmount'));
    const bbps = referenceFor('BBPS', '1174', 1, amount);
    expect(bbps).toMatch(/^\d{14}$/);
    expect(data).toMatchObject({
      repayList: [
        {
          list: [
            { payCode: 'BBPS', vCode: bbps, BARcodeImg: `/__demo/barcode/${bbps}.svg` },
            { payCode: 'IPPB', vCode: referenceFor('IPPB', '1174', 1, amount) },
          ],
        },
        { list: [{ payCode: 'IMPS', vCode: '' }] },
      ],
    });
    const imps = await answer(
      `${V3}/loan-details/generate-vcode`,
      { orderId: '1174', amount: String(amount), payCode: 'IMPS', requestType: '1' },
      '1',
    );
    expect(imps.data).toMatchObject({
      repayDetail: { repayCode: expect.stringMatching(/^\d{16}$/) },
      imgList: [expect.objectContaining({ eMail: 'payments@cuota.in' })],
    });
    // A Mexican channel is not India's.
    const oxxo = await answer(
      `${V3}/loan-details/generate-vcode`,
      { orderId: '1174', amount: String(amount), payCode: 'OXXO', requestType: '1' },
      '1',
    );
    expect(oxxo.envelope).toMatchObject({ success: false, code: 2 });
  });

  it("repayment-commit takes India's cards", async () => {
    const { envelope } = await answer(
      `${REPAY}/repayment-commit`,
      repaymentCommitBody('1174', IN_DEMO_CARDS[1]),
      '1',
    );
    expect(envelope).toMatchObject({ code: '00' });
  });

  it('the landing: a rupee headline, India channels, the Indian support address', async () => {
    const res = await fetch(
      `${srv.url}/api/v2/youmi/service/channel/channel-template?templateId=1&languageType=1`,
    );
    const text = await res.text();
    expect(text).toContain('Loans up to ₹3,000 in minutes');
    expect(text).toContain('support@cuota.in');
    expect(text).not.toMatch(MEXICAN);
  });
});
