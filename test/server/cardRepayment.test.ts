/** @jest-environment node */
import type { RepaymentEnvelope } from '../../src/platform/api/types';
import type {
  RepaymentCommitData,
  RepaymentHuichaoData,
  RepaymentWayData,
} from '../../src/features/cardRepayment/cardRepaymentSchema';
import {
  ALTERNATIVE_URL,
  FOREIGN_PAY_URL,
  SILENT_FAILURE_CODE,
} from '../../server/features/cardRepayment/routes';
import { DEMO_CARDS } from '../../server/features/cardRepayment/seed';
import { fullCardNumbersIn } from '../support/cardNumbers';
import { form, start } from './helpers';
import type { Running } from './helpers';
import { repaymentCommitBody } from './repaymentBodies';

const BASE = '/api/v1/youmi/youmi-api/service/loan';

let srv: Running;
beforeAll(async () => {
  // These tests read the code a developer reads on the console with DEMO_LOG_CODES=1.
  srv = await start({ logCodes: true });
});
afterAll(() => srv.close());

async function post<T>(endpoint: string, values: Record<string, string>, scenario?: string) {
  const init = form(values);
  if (scenario)
    init.headers = { ...(init.headers as Record<string, string>), 'x-demo-scenario': scenario };
  const res = await fetch(`${srv.url}${BASE}/${endpoint}`, init);
  return (await res.json()) as RepaymentEnvelope<T>;
}

/** The code the server printed for a record (what a developer reads on the console). */
function printedCode(recordId: string): string {
  const line = srv.logs.find((l) => l.startsWith(`[demo] SMS code for repayment ${recordId}:`));
  const code = line?.split(': ')[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

describe('demo server: card repayment', () => {
  it("repayment-way: '00', two cards, alipay 1 and a repay token", async () => {
    const res = await post<RepaymentWayData>('repayment-way', { orderId: '1174' });
    expect(res.code).toBe('00');
    expect(res.data).toEqual({ alipay: 1, repayToken: 'rt-1174', bankCards: DEMO_CARDS });
    expect(res.data?.bankCards.map((c) => c.bankName)).toEqual(['BBVA', 'Santander']);
  });

  it('repayment-way hands the card numbers out masked: first 6 and last 4, no run of 12 digits', async () => {
    const res = await post<RepaymentWayData>('repayment-way', { orderId: '1174' });
    expect(res.data?.bankCards.map((c) => c.cardNo)).toEqual([
      '415231******1234',
      '557907******5678',
    ]);
    expect(JSON.stringify(res)).not.toMatch(/\d{12,}/);
    expect(fullCardNumbersIn(res.data)).toEqual([]);
  });

  it('the full-number audit is not blind: it finds a full number in a card field or a seeded one anywhere', () => {
    expect(fullCardNumbersIn({ bankCards: [{ cardNo: '4152313412341234' }] })).toEqual([
      '4152313412341234',
    ]);
    expect(fullCardNumbersIn({ bankNo: '4152 3134 1234 1234' })).toEqual(['4152 3134 1234 1234']);
    expect(fullCardNumbersIn({ note: 'card 4152310000071234' })).toEqual(['4152310000071234']);
    expect(fullCardNumbersIn({ cardNo: '415231******1234', vCode: '93011174035916' })).toEqual([]);
  });

  it('repayment-way reads orderId from the query as the spec sends it (a body orderId still works)', async () => {
    const res = await fetch(`${srv.url}${BASE}/repayment-way?sessionId=s&orderId=1180`, form({}));
    const answer = (await res.json()) as RepaymentEnvelope<RepaymentWayData>;
    expect(answer.code).toBe('00');
    expect(answer.data?.repayToken).toBe('rt-1180');
    // The query wins over a stale body value.
    const both = await fetch(
      `${srv.url}${BASE}/repayment-way?orderId=1180`,
      form({ orderId: '1174' }),
    );
    expect(((await both.json()) as RepaymentEnvelope<RepaymentWayData>).data?.repayToken).toBe(
      'rt-1180',
    );
  });

  it('commit: needValid 1 with a record whose 6-digit code is printed, never answered', async () => {
    const res = await post<RepaymentCommitData>('repayment-commit', repaymentCommitBody('1174'));
    expect(res.code).toBe('00');
    expect(res.data?.needValid).toBe(1);
    const recordId = String(res.data?.repayRecordId);
    const code = printedCode(recordId);
    expect(JSON.stringify(res)).not.toContain(code);
    const last = await (await fetch(`${srv.url}/__demo/last-sms`)).json();
    expect(last).toEqual({ repayRecordId: recordId, orderId: '1174', code });
  });

  it('order 1180 needs no SMS code (needValid 0) and prints none', async () => {
    const res = await post<RepaymentCommitData>('repayment-commit', repaymentCommitBody('1180'));
    expect(res.data?.needValid).toBe(0);
    expect(srv.logs.some((l) => l.includes(`repayment ${String(res.data?.repayRecordId)}:`))).toBe(
      false,
    );
  });

  it('commit takes the card by its id and the masked number repayment-way handed out', async () => {
    const body = repaymentCommitBody('1180', DEMO_CARDS[1]);
    expect(body).toMatchObject({ cardId: '302', cardNo: '557907******5678' });
    const res = await post<RepaymentCommitData>('repayment-commit', body);
    expect(res).toMatchObject({ code: '00', data: { needValid: 0 } });
  });

  it.each([
    ['another mask of the same card', '**** 1234'],
    ['a full number ending the same', '4152313412341234'],
    ["the other card's number", DEMO_CARDS[1].cardNo],
    ['the number with spaces around it', ` ${DEMO_CARDS[0].cardNo} `],
    ['no number', ''],
  ])('commit refuses %s for card 301', async (_name, cardNo) => {
    const res = await post('repayment-commit', { ...repaymentCommitBody('1174'), cardNo });
    expect(res).toMatchObject({ code: '99', data: null });
  });

  it('commit refuses a wrong token', async () => {
    const wrongToken = { ...repaymentCommitBody('1174'), repayToken: 'rt-9' };
    expect((await post('repayment-commit', wrongToken)).code).not.toBe('00');
  });

  it("confirm: '800006' for a wrong code, '00' for the printed one, then '800005'", async () => {
    const commit = await post<RepaymentCommitData>('repayment-commit', repaymentCommitBody('1174'));
    const repaymentRecordId = String(commit.data?.repayRecordId);
    const code = printedCode(repaymentRecordId);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { orderId: '1174', repaymentRecordId };
    const first = await post('repayment-confirm', { ...body, verifyCode: wrong });
    expect(first.code).toBe('800006');
    expect((await post('repayment-confirm', { ...body, verifyCode: code })).code).toBe('00');
    expect((await post('repayment-confirm', { ...body, verifyCode: code })).code).toBe('800005');
  });

  it('confirm failures by scenario: with a message (fail) and without (failNoMessage)', async () => {
    const body = { orderId: '1174', repaymentRecordId: '1', verifyCode: '123456' };
    const withMessage = await post('repayment-confirm', body, 'repaymentConfirm:fail');
    expect(withMessage.code).not.toBe('00');
    expect(withMessage.message).not.toBe('');
    const silent = await post('repayment-confirm', body, 'repaymentConfirm:failNoMessage');
    expect(silent).toEqual({ code: SILENT_FAILURE_CODE, message: '', data: null });
  });

  it('huichao: a same-origin url, a foreign one under foreignUrl', async () => {
    const body = { userId: '1001', orderId: '1174', amount: '351000' };
    const res = await post<RepaymentHuichaoData>('repayment-huichao', body);
    expect(res).toMatchObject({ code: '00', data: { url: ALTERNATIVE_URL } });
    const foreign = await post<RepaymentHuichaoData>(
      'repayment-huichao',
      body,
      'repaymentHuichao:foreignUrl',
    );
    expect(foreign.data?.url).toBe(FOREIGN_PAY_URL);
    expect((await post('repayment-huichao', { orderId: '1174' })).code).not.toBe('00');
  });
});

describe('demo server: last SMS before any commit', () => {
  it('answers 404 on a fresh server', async () => {
    const fresh = await start();
    try {
      expect((await fetch(`${fresh.url}/__demo/last-sms`)).status).toBe(404);
    } finally {
      await fresh.close();
    }
  });
});
