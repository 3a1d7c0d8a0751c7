/** @jest-environment node */
import { form, start } from './helpers';
import type { Running } from './helpers';
import { repaymentCommitBody } from './repaymentBodies';

/**
 * Issue 38 item 5: SMS codes and captcha texts stay at /__demo/last-sms and /__demo/last-captcha but are
 * printed to the server log (what `npm start` shows) only with DEMO_LOG_CODES=1.
 */
const PROMO = '/api/v2/youmi/promotion';
const LOAN = '/api/v1/youmi/youmi-api/service/loan';

/** A server started with DEMO_LOG_CODES as given (unset: undefined), the variable restored after. */
async function startWith(value: string | undefined): Promise<Running> {
  const before = process.env.DEMO_LOG_CODES;
  if (value === undefined) delete process.env.DEMO_LOG_CODES;
  else process.env.DEMO_LOG_CODES = value;
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env.DEMO_LOG_CODES;
    else process.env.DEMO_LOG_CODES = before;
  }
}

async function json<T>(srv: Running, pathAndQuery: string, init?: RequestInit): Promise<T> {
  return (await (await fetch(`${srv.url}${pathAndQuery}`, init)).json()) as T;
}

/** A landing SMS and a card-repayment SMS; their secrets as the demo endpoints answer them. */
async function sendCodes(srv: Running, phone: string) {
  const { data } = await json<{ data: { sid: string } }>(srv, `${PROMO}/get-sid`);
  await (await fetch(`${srv.url}${PROMO}/get-captcha?sid=${data.sid}&t=1`)).arrayBuffer();
  const captcha = await json<{ text: string }>(srv, `/__demo/last-captcha?sid=${data.sid}`);
  const sent = await json<{ code: number }>(
    srv,
    `${PROMO}/get-sms`,
    form({ phone, sid: data.sid, capcode: captcha.text }),
  );
  expect(sent.code).toBe(0);
  const sms = await json<{ code: string }>(srv, `/__demo/last-sms?phone=${phone}`);
  const commit = await json<{ data: { repayRecordId: string } }>(
    srv,
    `${LOAN}/repayment-commit`,
    form(repaymentCommitBody('1174')),
  );
  const repayment = await json<{ code: string }>(srv, '/__demo/last-sms');
  expect(sms.code).toMatch(/^\d{6}$/);
  expect(repayment.code).toMatch(/^\d{6}$/);
  return {
    sid: data.sid,
    captcha: captcha.text,
    sms: sms.code,
    recordId: commit.data.repayRecordId,
    repayment: repayment.code,
  };
}

const word = (text: string) => new RegExp(`(^|[^0-9A-Z])${text}($|[^0-9A-Z])`);

describe('SMS codes and captcha texts in the server log', () => {
  it('without DEMO_LOG_CODES: none in the log, still at the /__demo endpoints', async () => {
    const srv = await startWith(undefined);
    try {
      const codes = await sendCodes(srv, '13512345671');
      const log = srv.logs.join('\n');
      expect(log).not.toMatch(word(codes.captcha));
      expect(log).not.toMatch(word(codes.sms));
      expect(log).not.toMatch(word(codes.repayment));
      // Nor the phone; the lines say where the codes are.
      expect(log).not.toContain('13512345671');
      expect(srv.logs).toContain(
        '[demo] SMS code sent: GET /__demo/last-sms?phone=<digits> (DEMO_LOG_CODES=1 prints codes)',
      );
      expect(srv.logs).toContain(
        `[demo] SMS code for repayment ${codes.recordId} sent: GET /__demo/last-sms (DEMO_LOG_CODES=1 prints codes)`,
      );
    } finally {
      await srv.close();
    }
  });

  it('DEMO_LOG_CODES other than 1 prints none either', async () => {
    const srv = await startWith('true');
    try {
      const codes = await sendCodes(srv, '13512345672');
      expect(srv.logs.join('\n')).not.toMatch(word(codes.sms));
    } finally {
      await srv.close();
    }
  });

  it('DEMO_LOG_CODES=1: the log prints them', async () => {
    const srv = await startWith('1');
    try {
      const codes = await sendCodes(srv, '13512345673');
      expect(srv.logs).toEqual(
        expect.arrayContaining([
          `[demo] captcha for sid ${codes.sid}: ${codes.captcha}`,
          `[demo] SMS code for 13512345673: ${codes.sms}`,
          `[demo] SMS code for repayment ${codes.recordId}: ${codes.repayment}`,
        ]),
      );
    } finally {
      await srv.close();
    }
  });
});
