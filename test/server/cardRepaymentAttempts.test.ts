/** @jest-environment node */
import type { ApiResult } from '../../src/platform/api/types';
import { CONFIRM_FAILURES } from '../../src/features/cardRepayment/cardRepaymentApi';
import { failureText } from '../../src/platform/api/failureText';
import {
  cardRepaymentDemoOf,
  cardRepaymentRoutes,
} from '../../server/features/cardRepayment/routes';
import {
  REPAYMENT_CODE_MAX_TRIES,
  REPAYMENT_CODE_TTL_MS,
} from '../../server/features/cardRepayment/store';
import { form, start } from './helpers';
import { repaymentCommitBody } from './repaymentBodies';
import { routeHarness } from './routeHarness';

const WRONG = { code: '800006', message: 'Código de verificación incorrecto', data: null };
const BURNED = {
  code: '99',
  message: 'Demasiados intentos con este código, pida otro con «Reenviar código»',
  data: null,
};
const EXPIRED = {
  code: '99',
  message: 'El código venció, pida otro con «Reenviar código»',
  data: null,
};
const OK = { code: '00', message: 'success', data: null };

function repayment() {
  const h = routeHarness(cardRepaymentRoutes);
  /** A commit's record id and the code it "sent". */
  async function committed() {
    await h.call('repaymentCommit', repaymentCommitBody());
    const last = cardRepaymentDemoOf(h.registry)?.last;
    if (!last) throw new Error('no code sent');
    return { repaymentRecordId: last.repayRecordId, code: last.code };
  }
  const confirm = (repaymentRecordId: string, verifyCode: string, lang: 'es' | 'en' = 'es') =>
    h.call('repaymentConfirm', { orderId: '1174', repaymentRecordId, verifyCode }, { lang });
  return { ...h, committed, confirm };
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('repayment SMS code: 5 minutes, 5 tries, on an injected clock', () => {
  it('is good for 5 minutes after the commit; later it expired', async () => {
    const r = repayment();
    const inTime = await r.committed();
    r.advance(REPAYMENT_CODE_TTL_MS);
    expect(await r.confirm(inTime.repaymentRecordId, inTime.code)).toEqual(OK);
    const late = await r.committed();
    r.advance(REPAYMENT_CODE_TTL_MS + 1);
    expect(await r.confirm(late.repaymentRecordId, late.code)).toEqual(EXPIRED);
    expect(await r.confirm(late.repaymentRecordId, late.code, 'en')).toEqual({
      code: '99',
      message: 'The code expired, ask for another one with “Resend code”',
      data: null,
    });
  });

  it('4 wrong tries are told so; the 5th burns it; a resend (a new commit) has a new code', async () => {
    const r = repayment();
    const first = await r.committed();
    for (let i = 1; i < REPAYMENT_CODE_MAX_TRIES; i += 1) {
      expect(await r.confirm(first.repaymentRecordId, otherThan(first.code))).toEqual(WRONG);
    }
    expect(await r.confirm(first.repaymentRecordId, otherThan(first.code))).toEqual(BURNED);
    expect(await r.confirm(first.repaymentRecordId, first.code)).toEqual(BURNED);
    const resent = await r.committed();
    expect(resent.repaymentRecordId).not.toBe(first.repaymentRecordId);
    expect(await r.confirm(resent.repaymentRecordId, resent.code)).toEqual(OK);
    expect(await r.confirm(resent.repaymentRecordId, resent.code)).toMatchObject({
      code: '800005',
    });
  });

  it('the app shows an expired or burned code by its message, a wrong one as "wrong code"', () => {
    const result = (answer: { code: string; message: string }): ApiResult<unknown> => ({
      success: false,
      code: answer.code,
      message: answer.message,
      data: null,
      raw: answer,
    });
    expect(failureText(result(EXPIRED), CONFIRM_FAILURES)).toEqual({ text: EXPIRED.message });
    expect(failureText(result(BURNED), CONFIRM_FAILURES)).toEqual({ text: BURNED.message });
    expect(failureText(result(WRONG), CONFIRM_FAILURES)).toEqual({
      messageId: 'cardRepayment.wrongCode',
    });
  });
});

describe('over HTTP', () => {
  it('burns the code on the 5th wrong try', async () => {
    const srv = await start();
    try {
      const post = (endpoint: string, values: Record<string, string>) =>
        fetch(`${srv.url}/api/v1/youmi/youmi-api/service/loan/${endpoint}`, form(values)).then(
          (res) => res.json(),
        );
      const commit = (await post('repayment-commit', repaymentCommitBody())) as {
        data: { repayRecordId: string };
      };
      const repaymentRecordId = commit.data.repayRecordId;
      const last = await fetch(`${srv.url}/__demo/last-sms`);
      const { code } = (await last.json()) as { code: string };
      const body = { orderId: '1174', repaymentRecordId, verifyCode: otherThan(code) };
      const codes: string[] = [];
      for (let i = 0; i < REPAYMENT_CODE_MAX_TRIES; i += 1) {
        codes.push(((await post('repayment-confirm', body)) as { code: string }).code);
      }
      expect(codes).toEqual(['800006', '800006', '800006', '800006', '99']);
      expect(await post('repayment-confirm', { ...body, verifyCode: code })).toEqual(BURNED);
    } finally {
      await srv.close();
    }
  });
});
