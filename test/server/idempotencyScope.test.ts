/** @jest-environment node */
import type { GeneralEnvelope, RepaymentEnvelope, V3Envelope } from '../../src/platform/api/types';
import { IdempotencyStore, KEY_REUSED, requestFingerprint } from '../../server/idempotency';
import type { Answer } from '../../server/idempotency';
import { saveBody } from './fixtures/complaints';
import { form, start } from './helpers';
import type { Running } from './helpers';

const SAVE = '/plays/user-problem/problem-save';
const PUSH = '/plays/v3/loan-confirm/loan-detail-push';
const HUICHAO = '/api/v1/youmi/youmi-api/service/loan/repayment-huichao';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function post<T>(path: string, values: Record<string, string>, key: string) {
  const init = form(values);
  init.headers = { ...(init.headers as Record<string, string>), 'Idempotency-Key': key };
  const res = await fetch(`${srv.url}${path}`, init);
  return { res, body: (await res.json()) as T };
}

const saves = () =>
  srv.logs.filter(
    (l) => l.includes(` ${SAVE} `) && l.includes('status=200') && !l.endsWith('replay'),
  ).length;

describe('Idempotency-Key: bound to its user and its request body', () => {
  it('the same key, user and body replays; another body is refused with 422 in the envelope', async () => {
    const url = `${SAVE}?userId=7001&sessionId=s-7001`;
    const before = saves();
    const first = await post<GeneralEnvelope<{ problemId: string }>>(url, saveBody(), 'k-save');
    expect(first.body.code).toBe(0);
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(saveBody()).reverse());
    const again = await post<GeneralEnvelope<{ problemId: string }>>(url, reordered, 'k-save');
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = saveBody({ problemDetail: 'Otra queja, otro texto' });
    const reused = await post<GeneralEnvelope<null>>(url, other, 'k-save');
    expect(reused.res.status).toBe(422);
    expect(reused.res.headers.get('idempotent-replayed')).toBeNull();
    expect(reused.body).toEqual({
      code: 1,
      message: 'Idempotency-Key reutilizada con una solicitud distinta',
      data: null,
    });
    const english = await post<GeneralEnvelope<null>>(`${url}&languageType=1`, other, 'k-save');
    expect(english.body.message).toBe('Idempotency-Key reused with a different request');
    expect(saves() - before).toBe(1);
    expect(
      srv.logs.some((l) => l.includes('status=422') && l.endsWith('idempotency-key-reused')),
    ).toBe(true);
    // The refusal forgets nothing: the first request with its key still replays.
    const third = await post<GeneralEnvelope<{ problemId: string }>>(url, saveBody(), 'k-save');
    expect(third.body).toEqual(first.body);
  });

  it("another user's complaint with the same key is that user's own request, never the first answer", async () => {
    const a = await post<GeneralEnvelope<{ problemId: string }>>(
      `${SAVE}?userId=7101`,
      saveBody({ problemDetail: 'Queja de A' }),
      'shared-user-key',
    );
    const b = await post<GeneralEnvelope<{ problemId: string }>>(
      `${SAVE}?userId=7102`,
      saveBody({ problemDetail: 'Queja de B' }),
      'shared-user-key',
    );
    expect(b.res.status).toBe(200);
    expect(b.res.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.data?.problemId).not.toBe(a.body.data?.problemId);
    // Each user's key replays its own first answer.
    const bAgain = await post<GeneralEnvelope<{ problemId: string }>>(
      `${SAVE}?userId=7102`,
      saveBody({ problemDetail: 'Queja de B' }),
      'shared-user-key',
    );
    expect(bAgain.body).toEqual(b.body);
    // The same body from user B under A's key is still B's own: no 422, no A answer.
    const c = await post<GeneralEnvelope<{ problemId: string }>>(
      `${SAVE}?userId=7103`,
      saveBody({ problemDetail: 'Queja de A' }),
      'shared-user-key',
    );
    expect(c.body.data?.problemId).not.toBe(a.body.data?.problemId);
  });

  it('the 422 comes in each endpoint envelope (v3 and repayment too)', async () => {
    const push = { amount: '300000', periods: '14', termUnit: '1', productId: '1' };
    await post(PUSH, push, 'k-push');
    const v3 = await post<V3Envelope<null>>(PUSH, { ...push, amount: '200000' }, 'k-push');
    expect(v3.res.status).toBe(422);
    expect(v3.body).toEqual({
      success: false,
      code: 1,
      message: 'Idempotency-Key reutilizada con una solicitud distinta',
      data: null,
    });
    const pay = { userId: '1001', orderId: '1174', amount: '359160' };
    await post(HUICHAO, pay, 'k-huichao');
    const repay = await post<RepaymentEnvelope<null>>(
      HUICHAO,
      { ...pay, amount: '100' },
      'k-huichao',
    );
    expect(repay.res.status).toBe(422);
    expect(repay.body.code).toBe('99');
  });
});

describe('IdempotencyStore: scope and fingerprint', () => {
  const answer = (code: string): Answer => ({ status: 200, contentType: 'x', body: code, code });

  it('a fingerprint is the body: field order does not matter, values and files do', () => {
    const base = requestFingerprint({ a: '1', b: '2' });
    expect(requestFingerprint({ b: '2', a: '1' })).toBe(base);
    expect(requestFingerprint({ a: '1', b: '3' })).not.toBe(base);
    expect(requestFingerprint({ a: '1', b: '2', c: '' })).not.toBe(base);
    const file = { field: 'problemImage', filename: 'p.png', data: Buffer.from([1, 2, 3]) };
    const other = { ...file, data: Buffer.from([1, 2, 4]) };
    expect(requestFingerprint({}, [file])).toBe(requestFingerprint({}, [{ ...file }]));
    expect(requestFingerprint({}, [file])).not.toBe(requestFingerprint({}, [other]));
  });

  it('keys of different users never collide; another body under a key is KEY_REUSED', async () => {
    const store = new IdempotencyStore();
    const a = { endpoint: 'problemSave', user: 'A' };
    const b = { endpoint: 'problemSave', user: 'B' };
    await store.remember(a, 'k', async () => answer('a'), 'fp-a');
    expect(await store.find(a, 'k', 'fp-a')).toEqual(answer('a'));
    expect(store.find(a, 'k', 'fp-other')).toBe(KEY_REUSED);
    expect(store.find(b, 'k', 'fp-a')).toBeNull();
    await store.remember(b, 'k', async () => answer('b'), 'fp-b');
    expect(await store.find(b, 'k', 'fp-b')).toEqual(answer('b'));
    expect(await store.find(a, 'k', 'fp-a')).toEqual(answer('a'));
  });
});
