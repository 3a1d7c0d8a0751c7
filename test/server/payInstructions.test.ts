/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { V3Envelope } from '../../src/platform/api/types';
import type { InstructionsInfo } from '../../src/features/payInstructions/payInstructionsSchema';
import { instructionsSchema } from '../../src/features/payInstructions/payInstructionsSchema';
import { validateData } from '../../src/platform/api/schema';
import {
  CHANNELS,
  PAYMENT_EMAIL,
  instructionsFor,
} from '../../server/features/payInstructions/catalog';
import {
  INVALID_PARAMS_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
} from '../../server/features/payInstructions/routes';
import { COMPANY_NAME } from '../../server/world';
import { form, start } from './helpers';
import type { Running } from './helpers';

const URL_PATH = '/plays/v3/loan-details/generate-vcode';
const PUBLIC = path.resolve(__dirname, '../../public');

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
    await fetch(`${srv.url}${URL_PATH}`, init)
  ).json()) as V3Envelope<InstructionsInfo>;
}

const request = { productId: '1', orderId: '1174', amount: '351000', requestType: '1' };

describe('payInstructions demo data', () => {
  it.each(['OXXO', '7ELEVEN', 'SPEI'])(
    '%s has complete content the app accepts',
    async (payCode) => {
      const checked = await validateData(
        instructionsSchema,
        instructionsFor(payCode, '1174', '359160', 1),
      );
      if (!checked.ok) throw new Error(checked.reason);
      const info = checked.value;
      expect(info.repayDetail).toMatchObject({ amount: '359160', companyName: COMPANY_NAME });
      expect(info.repayDetail.repayCode).toMatch(/^\d{14,18}$/);
      expect(info.repayDetail.vCode).toBe(`/__demo/barcode/${info.repayDetail.repayCode}.svg`);
      expect(info.dataList.length).toBeGreaterThan(0);
      expect(info.dataList.every((s) => s.title && s.content.length > 0)).toBe(true);
      expect(info.imgList).toEqual([expect.objectContaining({ eMail: PAYMENT_EMAIL })]);
      // every static image URL the demo sends exists in public/ (the barcode is drawn by the server)
      const urls = [info.topLogo, info.bottomLogo, ...info.imgList.flatMap((s) => s.content)];
      for (const url of urls) {
        expect(url).toMatch(/^\/images\/payInstructions\/[\w-]+\.svg$/);
        expect(fs.existsSync(path.join(PUBLIC, String(url)))).toBe(true);
      }
    },
  );

  it('the three channels have distinct logos, codes and steps; requestType changes title and code', () => {
    const all = Object.keys(CHANNELS).map((c) => instructionsFor(c, '1174', '359160', 1));
    expect(new Set(all.map((d) => d?.topLogo)).size).toBe(3);
    expect(new Set(all.map((d) => d?.repayDetail.repayCode)).size).toBe(3);
    expect(new Set(all.map((d) => d?.dataList[0].title)).size).toBe(3);
    const one = instructionsFor('OXXO', '1174', '359160', 1);
    const two = instructionsFor('OXXO', '1174', '359160', 2);
    expect(one?.repayDetail.repayCode).toBe('93011174035916');
    expect(two?.repayDetail.repayCode).not.toBe(one?.repayDetail.repayCode);
    expect(two?.repayDetail.repayTitle).not.toBe(one?.repayDetail.repayTitle);
  });

  it('an unknown payCode (including inherited property names) has no content', () => {
    expect(instructionsFor('PAYPAL', '1174', '1', 1)).toBeNull();
    expect(instructionsFor('constructor', '1174', '1', 1)).toBeNull();
    expect(instructionsFor('toString', '1174', '1', 1)).toBeNull();
  });
});

describe('demo server: generate-vcode', () => {
  it.each([
    ['OXXO', '1'],
    ['7ELEVEN', '1'],
    ['SPEI', '2'],
  ])('%s (requestType %s) succeeds and echoes the amount', async (payCode, requestType) => {
    const res = await post({ ...request, payCode, requestType, amount: '45000' });
    expect(res.success).toBe(true);
    expect(res.data?.repayDetail.amount).toBe('45000');
    expect(res.data?.repayDetail.companyName).toBe(COMPANY_NAME);
    expect(res.data).toEqual(
      instructionsFor(payCode, '1174', '45000', requestType === '1' ? 1 : 2),
    );
  });

  it('an unknown payCode answers success false with a message', async () => {
    const res = await post({ ...request, payCode: 'PAYPAL' });
    expect(res).toMatchObject({ success: false, message: UNKNOWN_CHANNEL_MESSAGE, data: null });
  });

  it.each([
    ['no orderId', { orderId: '' }],
    ['a non-numeric amount', { amount: '3,510.00' }],
    ['requestType 3', { requestType: '3' }],
  ])('%s answers success false', async (_n, change) => {
    const res = await post({ ...request, payCode: 'OXXO', ...change });
    expect(res).toMatchObject({ success: false, message: INVALID_PARAMS_MESSAGE, data: null });
  });

  it('fails in the generic fail scenario', async () => {
    const res = await post({ ...request, payCode: 'OXXO' }, 'fail');
    expect(res.success).toBe(false);
    expect(res.data).toBeNull();
    expect((await post({ ...request, payCode: 'OXXO' }, 'generateVcode:fail')).success).toBe(false);
    expect((await post({ ...request, payCode: 'OXXO' }, 'loanDetails:fail')).success).toBe(true);
  });
});
