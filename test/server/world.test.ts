/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { V3Envelope } from '../../src/platform/api/types';
import type {
  ExtensionRepayment,
  InstalmentRepayment,
} from '../../src/features/repayment/repaymentSchema';
import type { InstructionsInfo } from '../../src/features/payInstructions/payInstructionsSchema';
import type { ConfirmOffer } from '../../src/features/loanConfirm/loanConfirmSchema';
import type { LoanDetailWire } from '../../src/features/loanDetail/loanDetailSchema';
import { decodeItf, itfWidths } from '../../server/barcode';
import { seededContract } from '../../server/features/legal/seed';
import { loanFigures, referenceFor } from '../../server/world';
import { form, start } from './helpers';
import type { Running } from './helpers';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

const PLAYS = '/plays/v3';
async function post<T>(path: string, values: Record<string, string>) {
  const res = await fetch(`${srv.url}${PLAYS}${path}`, form(values));
  const body = (await res.json()) as V3Envelope<T>;
  expect(body.success).toBe(true);
  return body.data as T;
}

/** Reads the bars and gaps of one of the server's barcode SVGs back into digits, and its printed text. */
async function readBarcode(url: string): Promise<{ digits: string; printed: string }> {
  const res = await fetch(`${srv.url}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const svg = await res.text();
  const bars = [...svg.matchAll(/<rect x="(\d+)" y="10" width="(\d+)"/g)].map((m) => ({
    x: Number(m[1]),
    w: Number(m[2]),
  }));
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    widths.push(bar.w);
    if (i + 1 < bars.length) widths.push(bars[i + 1].x - bar.x - bar.w);
  });
  return { digits: decodeItf(widths), printed: /<text[^>]*>(\d+)<\/text>/.exec(svg)?.[1] ?? '' };
}

/** Money text '$3.591.60' as minor units. */
/** Cents of a shown amount ('$3,591.60', '-$50.00') or of a number of cents. */
const cents = (text: string | number) =>
  typeof text === 'number' ? text : Math.round(Number(String(text).replace(/[$,]/g, '')) * 100);

describe('one demo world: payment references', () => {
  it.each([
    ['1174', 1, '/installment/loan-play-detail'],
    ['1180', 1, '/installment/loan-play-detail'],
    ['1174', 2, '/installment/loan-play-delay-detail'],
  ] as const)(
    'order %s, requestType %s: same code on the page, in its barcode and on the instructions',
    async (orderId, requestType, page) => {
      const data = await post<InstalmentRepayment & ExtensionRepayment>(page, {
        productId: '1',
        orderId,
      });
      const amount = String(requestType === 1 ? data.repayAmount : data.delayInfo.delayAmount);
      const channels = data.repayList.flatMap((g) => g.list);
      for (const channel of channels) {
        const info = await post<InstructionsInfo>('/loan-details/generate-vcode', {
          productId: '1',
          orderId,
          amount,
          payCode: channel.payCode,
          requestType: String(requestType),
        });
        if (channel.vCode) expect(info.repayDetail.repayCode).toBe(channel.vCode);
        const image = await readBarcode(info.repayDetail.vCode);
        expect(image).toEqual({
          digits: info.repayDetail.repayCode,
          printed: info.repayDetail.repayCode,
        });
        if (channel.BARcodeImg) {
          expect(await readBarcode(channel.BARcodeImg)).toEqual(image);
        }
      }
      expect(channels.filter((c) => c.BARcodeImg).length).toBeGreaterThan(0);
    },
  );

  it('the extension has its own references, not the instalment’s', async () => {
    const body = { productId: '1', orderId: '1174' };
    const instalment = await post<InstalmentRepayment>('/installment/loan-play-detail', body);
    const extension = await post<ExtensionRepayment>('/installment/loan-play-delay-detail', body);
    const codes = (d: InstalmentRepayment | ExtensionRepayment) =>
      d.repayList.flatMap((g) => g.list.map((c) => c.vCode)).filter(Boolean);
    expect(codes(instalment)).toHaveLength(2);
    for (const code of codes(extension)) expect(codes(instalment)).not.toContain(code);
    const [oxxo] = extension.repayList[0].list;
    expect((await readBarcode(oxxo.BARcodeImg)).digits).toBe(oxxo.vCode);
  });

  it('references are deterministic ITF-encodable digits; the barcode round-trips', () => {
    for (const payCode of ['OXXO', '7ELEVEN', 'SPEI'] as const) {
      const ref = referenceFor(payCode, '1174', 1, 359160);
      expect(ref).toMatch(/^\d+$/);
      expect(ref.length % 2).toBe(0);
      expect(referenceFor(payCode, '1174', 1, 359160)).toBe(ref);
      expect(decodeItf(itfWidths(ref))).toBe(ref);
    }
    expect(referenceFor('SPEI', '1174', 1, 1)).toHaveLength(18);
  });

  it('refuses barcode names that are not digits', async () => {
    for (const name of ['abc.svg', '123.png', '%3Cscript%3E.svg', '1.svg']) {
      expect((await fetch(`${srv.url}/__demo/barcode/${name}`)).status).toBe(404);
    }
  });
});

describe('one demo world: figures add up', () => {
  const confirm = (productId: string, isType?: string) =>
    post<ConfirmOffer>('/loan-confirm/loan-detail-confirm', {
      productId,
      ...(isType ? { isType } : {}),
    });

  it.each([
    ['1', undefined],
    ['2', undefined],
    ['3', '1'],
  ])('offer %s: requested = received, rows + IVA − coupon = plan', async (productId, isType) => {
    const offer = await confirm(productId, isType);
    const rows = offer.details.map((d) => cents(d.value));
    const [requested, commission, interest, iva] = rows;
    expect(requested).toBe(Number(offer.amount));
    expect(iva).toBe(Math.round((interest + commission) * 0.16));
    const coupon = offer.couNum === '' ? 0 : Number(offer.couNum);
    const plan = offer.repay_plans.reduce((sum, p) => sum + Number(p.amount), 0);
    expect(plan).toBe(requested + commission + interest + iva - coupon);
    expect(Number(offer.periods)).toBeGreaterThan(0);
  });

  it('product 3 before the reload pops, and after it every figure is the adjusted amount’s', async () => {
    const before = await confirm('3');
    expect(before.isNeedPop).toBe(1);
    const after = await confirm('3', '1');
    expect(after.isNeedPop).toBe(0);
    expect(after.amount).toBe(250000);
    expect(cents(after.details[0].value)).toBe(250000);
    expect(Number(after.repay_plans[0].amount)).toBe(loanFigures(250000, 14).total);
  });

  it('the order the offer creates (1001) shows the plan’s total and the coupon', async () => {
    const offer = await confirm('1');
    const order = await post<LoanDetailWire>('/loan-details/loan-details', {
      productId: '1',
      orderId: '1001',
    });
    const row = (title: string) => order.userOrderDetail.detail.find((d) => d.text === title);
    expect(cents(row('Total a pagar')?.value ?? '')).toBe(Number(offer.repay_plans[0].amount));
    expect(row('Cupón')?.value).toBe('-$50.00');
  });

  it('instalment rows add up to the amount to pay', async () => {
    for (const orderId of ['1174', '1180']) {
      const data = await post<InstalmentRepayment>('/installment/loan-play-detail', {
        productId: '1',
        orderId,
      });
      const sum = data.detail.slice(1).reduce((s, d) => s + cents(d.value), 0);
      expect(sum).toBe(Number(data.repayAmount));
    }
  });

  it('the contract’s IVA is 16% of interest plus commission, and the amount to pay their sum', () => {
    for (const orderNo of ['1001', '1174', '1180', 'any']) {
      const c = seededContract(orderNo);
      const [amount, interest, commission, iva, total] = [
        c?.amount,
        c?.Interest,
        c?.commission,
        c?.IVA,
        c?.contractAmount,
      ].map((v) => Math.round(Number(v) * 100));
      expect(iva).toBe(Math.round((interest + commission) * 0.16));
      expect(total).toBe(amount + interest + commission + iva);
      expect(Number(c?.giveAmount)).toBe(Number(c?.amount));
    }
  });

  it('one product logo on every screen', async () => {
    const body = { productId: '1', orderId: '1174' };
    const logos = new Set([
      (await confirm('1')).comProductLogo,
      (await post<LoanDetailWire>('/loan-details/loan-details', body)).productLogo,
      (await post<InstalmentRepayment>('/installment/loan-play-detail', body)).productLogo,
      (await post<ExtensionRepayment>('/installment/loan-play-delay-detail', body)).productLogo,
    ]);
    expect(logos.size).toBe(1);
    expect(fs.existsSync(path.join(__dirname, '../../public', [...logos][0]))).toBe(true);
  });
});
