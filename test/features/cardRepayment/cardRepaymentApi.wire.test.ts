import {
  commitRepayment,
  fetchRepaymentWay,
  SEND_SMS_CODE,
} from '../../../src/features/cardRepayment/cardRepaymentApi';
import { createApiClient } from '../../../src/platform/api/client';
import { FORM_CONTENT_TYPE } from '../../../src/platform/api/headers';

/** The card repayment family on the wire, through the real api client (spec section 7). */
function wire() {
  const fetchMock = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      text: () => Promise.resolve(JSON.stringify({ code: '00', message: 'success', data: null })),
    }),
  );
  const api = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ sessionId: 's-1', deviceId: 'd-1', clientType: 'android' }),
    locale: () => 'es-MX',
    messages: () => ({ network: 'n', timeout: 't', malformed: 'm' }),
    newKey: () => 'key-1',
  });
  const sent = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i] as unknown as [string, RequestInit];
    return { url: new URL(url, 'http://host'), init };
  };
  return { api, sent };
}

describe('card repayment on the wire', () => {
  it('repayment-way: orderId in the query, an empty form body, the form header profile', async () => {
    const { api, sent } = wire();
    await fetchRepaymentWay(api, '1174');
    const { url, init } = sent();
    expect(url.pathname).toBe('/api/v1/youmi/youmi-api/service/loan/repayment-way');
    expect(url.searchParams.get('orderId')).toBe('1174');
    expect(url.searchParams.get('sessionId')).toBe('s-1');
    expect(String(init.body)).toBe('');
    expect(init.headers).toEqual({
      'Content-Type': FORM_CONTENT_TYPE,
      'X-Session-Id': 's-1',
      'X-Device-Id': 'd-1',
    });
  });

  it('repayment-commit asks for the SMS code (sendMsg 1) in its body', async () => {
    const { api, sent } = wire();
    expect(SEND_SMS_CODE).toBe(1);
    await commitRepayment(api, {
      amount: '351000',
      bankName: 'BBVA',
      cardId: '301',
      cardNo: '415231******1234',
      couponId: '',
      orderId: '1174',
      repayToken: 'rt-1174',
      bankCode: 'BBVA',
      sendMsg: SEND_SMS_CODE,
    });
    const { url, init } = sent();
    expect(new URLSearchParams(String(init.body)).get('sendMsg')).toBe('1');
    expect(url.searchParams.has('orderId')).toBe(false);
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
  });

  it.each(['415231******1234', '**** 1234', '•••• 1234', 'tok_9f8a7b', ' tok_9f8a7b '])(
    'repayment-commit sends the card number %p as it is (form-encoded, decoded unchanged)',
    async (cardNo) => {
      const { api, sent } = wire();
      await commitRepayment(api, {
        amount: '351000',
        bankName: 'BBVA',
        cardId: '301',
        cardNo,
        couponId: '',
        orderId: '1174',
        repayToken: 'rt-1174',
        bankCode: 'BBVA',
        sendMsg: SEND_SMS_CODE,
      });
      expect(new URLSearchParams(String(sent().init.body)).get('cardNo')).toBe(cardNo);
    },
  );
});
