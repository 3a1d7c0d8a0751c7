/** @jest-environment node */
import type { RepaymentEnvelope, V3Envelope } from '../../src/platform/api/types';
import type { RepaymentCommitData } from '../../src/features/cardRepayment/cardRepaymentSchema';
import { DEMO_CARDS } from '../../server/features/cardRepayment/seed';
import { IdempotencyStore, idempotencyKeyOf } from '../../server/idempotency';
import type { Answer } from '../../server/idempotency';
import { form, start } from './helpers';
import type { Running } from './helpers';

const REPAY = '/api/v1/youmi/youmi-api/service/loan';
const PUSH = '/plays/v3/loan-confirm/loan-detail-push';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function post<T>(path: string, values: Record<string, string>, headers = {}) {
  const init = form(values);
  init.headers = { ...(init.headers as Record<string, string>), ...headers };
  const res = await fetch(`${srv.url}${path}`, init);
  return { res, body: (await res.json()) as T };
}

const card = DEMO_CARDS[0];
const commit = {
  amount: '359160',
  bankName: card.bankName,
  cardId: card.id,
  cardNo: card.cardNo,
  couponId: '',
  orderId: '1174',
  repayToken: 'rt-1174',
  bankCode: card.bankCode,
  sendMsg: '1',
};
const smsLines = () => srv.logs.filter((l) => l.startsWith('[demo] SMS code')).length;
const bookings = (path: string) =>
  srv.logs.filter((l) => l.includes(` ${path} `) && !l.endsWith('idempotent-replay')).length;

describe('Idempotency-Key: a repeated key gets the first answer, never a second booking', () => {
  it('repayment commit: the same record and one SMS for a repeated key; a new key books again', async () => {
    const key = { 'Idempotency-Key': 'commit-key-1' };
    const sms = smsLines();
    const first = await post<RepaymentEnvelope<RepaymentCommitData>>(
      `${REPAY}/repayment-commit`,
      commit,
      key,
    );
    const again = await post<RepaymentEnvelope<RepaymentCommitData>>(
      `${REPAY}/repayment-commit`,
      commit,
      key,
    );
    expect(first.body.code).toBe('00');
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(smsLines()).toBe(sms + 1);
    const other = await post<RepaymentEnvelope<RepaymentCommitData>>(
      `${REPAY}/repayment-commit`,
      commit,
      { 'Idempotency-Key': 'commit-key-2' },
    );
    expect(other.body.data?.repayRecordId).not.toBe(first.body.data?.repayRecordId);
    expect(smsLines()).toBe(sms + 2);
  });

  it('repayment confirm: a retried confirm gets its success again, not "do not submit twice"', async () => {
    const created = await post<RepaymentEnvelope<RepaymentCommitData>>(
      `${REPAY}/repayment-commit`,
      commit,
    );
    const recordId = String(created.body.data?.repayRecordId);
    const last = (await (await fetch(`${srv.url}/__demo/last-sms`)).json()) as { code: string };
    const body = { orderId: '1174', repaymentRecordId: recordId, verifyCode: last.code };
    const key = { 'Idempotency-Key': `confirm-${recordId}` };
    const first = await post<RepaymentEnvelope<null>>(`${REPAY}/repayment-confirm`, body, key);
    const retried = await post<RepaymentEnvelope<null>>(`${REPAY}/repayment-confirm`, body, key);
    expect(first.body.code).toBe('00');
    expect(retried.body.code).toBe('00');
    // Without the key the second attempt is a new one, refused as a double submission.
    const fresh = await post<RepaymentEnvelope<null>>(`${REPAY}/repayment-confirm`, body);
    expect(fresh.body.code).toBe('800005');
  });

  it('loan push and huichao: 10 requests with one key run the handler once', async () => {
    const push = { amount: '300000', periods: '14', termUnit: '1', productId: '1' };
    const before = bookings(PUSH);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post<V3Envelope<unknown>>(PUSH, push, { 'Idempotency-Key': 'push-burst' }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(bookings(PUSH) - before).toBe(1);
    const huichao = `${REPAY}/repayment-huichao`;
    const pay = { userId: '1001', orderId: '1174', amount: '359160' };
    const h1 = await post(huichao, pay, { 'Idempotency-Key': 'h-1' });
    const h2 = await post(huichao, pay, { 'Idempotency-Key': 'h-1' });
    expect(h2.body).toEqual(h1.body);
    expect(bookings(huichao)).toBe(1);
  });

  it('a gateway failure in front of the API (http500, malformed) remembers nothing: the retry with its key books once', async () => {
    const push = { amount: '300000', periods: '14', termUnit: '1', productId: '1' };
    const before = bookings(PUSH);
    for (const scenario of ['http500', 'malformed']) {
      const key = `push-after-${scenario}`;
      const failed = await fetch(`${srv.url}${PUSH}`, {
        ...form(push),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': key,
          'x-demo-scenario': scenario,
        },
      });
      await failed.arrayBuffer();
      expect(failed.headers.get('idempotent-replayed')).toBeNull();
      const retried = await post<V3Envelope<unknown>>(PUSH, push, { 'Idempotency-Key': key });
      expect(retried.res.headers.get('idempotent-replayed')).toBeNull();
      expect(retried.body.success).toBe(true);
      const again = await post<V3Envelope<unknown>>(PUSH, push, { 'Idempotency-Key': key });
      expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(bookings(PUSH) - before).toBe(4);
  });

  it('a repeat that arrives while the first is still being answered (slow) waits for that answer', async () => {
    const headers = { 'Idempotency-Key': 'slow-commit', 'x-demo-scenario': 'slow' };
    const sms = smsLines();
    const [a, b] = await Promise.all([
      post<RepaymentEnvelope<RepaymentCommitData>>(`${REPAY}/repayment-commit`, commit, headers),
      post<RepaymentEnvelope<RepaymentCommitData>>(`${REPAY}/repayment-commit`, commit, headers),
    ]);
    expect(a.body).toEqual(b.body);
    expect(smsLines()).toBe(sms + 1);
  });

  it('the same key on another endpoint is another request; a failure answer is replayed too', async () => {
    const key = { 'Idempotency-Key': 'shared-key' };
    const push = { amount: '300000', periods: '14', termUnit: '1', productId: '1' };
    const failed = await post<V3Envelope<unknown>>(PUSH, push, {
      ...key,
      'x-demo-scenario': 'fail',
    });
    expect(failed.body.success).toBe(false);
    const replay = await post<V3Envelope<unknown>>(PUSH, push, key);
    expect(replay.body.success).toBe(false);
    const commitAnswer = await post<RepaymentEnvelope<unknown>>(
      `${REPAY}/repayment-commit`,
      commit,
      key,
    );
    expect(commitAnswer.body.code).toBe('00');
  });

  it('reset forgets the keys', async () => {
    const push = { amount: '300000', periods: '14', termUnit: '1', productId: '1' };
    await post(PUSH, push, { 'Idempotency-Key': 'reset-key', 'x-demo-scenario': 'fail' });
    await fetch(`${srv.url}/__demo/reset`, { method: 'POST' });
    const after = await post<V3Envelope<unknown>>(PUSH, push, { 'Idempotency-Key': 'reset-key' });
    expect(after.body.success).toBe(true);
  });
});

describe('IdempotencyStore', () => {
  const answer = (code: string): Answer => ({ status: 200, contentType: 'x', body: code, code });

  it('reads only usable keys', () => {
    expect(idempotencyKeyOf({ 'idempotency-key': ' abc-1 ' })).toBe('abc-1');
    expect(idempotencyKeyOf({})).toBeNull();
    expect(idempotencyKeyOf({ 'idempotency-key': '' })).toBeNull();
    expect(idempotencyKeyOf({ 'idempotency-key': 'a b' })).toBeNull();
    expect(idempotencyKeyOf({ 'idempotency-key': 'x'.repeat(256) })).toBeNull();
  });

  it('expires keys, keeps at most `capacity`, and forgets a request that threw', async () => {
    let now = 0;
    const e = { endpoint: 'e', user: '' };
    const store = new IdempotencyStore(2, 1000, () => now);
    await store.remember(e, 'k1', async () => answer('1'));
    now = 500;
    expect(await store.find(e, 'k1')).toEqual(answer('1'));
    expect(store.find({ endpoint: 'other', user: '' }, 'k1')).toBeNull();
    now = 1600;
    expect(store.find(e, 'k1')).toBeNull();
    await store.remember(e, 'a', async () => answer('a'));
    await store.remember(e, 'b', async () => answer('b'));
    await store.remember(e, 'c', async () => answer('c'));
    expect(store.size).toBe(2);
    expect(store.find(e, 'a')).toBeNull();
    await expect(
      store.remember(e, 'boom', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(store.find(e, 'boom')).toBeNull();
  });
});
