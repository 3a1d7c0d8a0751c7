import type { ApiResult } from '../../../src/platform/api/types';
import type { BankCard } from '../../../src/features/cardRepayment/cardRepaymentSchema';

/** The bound cards as the demo server sends them: masked (first 6 and last 4 digits). */
export const cards: BankCard[] = [
  { id: '301', bankName: 'BBVA', cardNo: '415231******1234', bankCode: 'BBVA' },
  { id: '302', bankName: 'Santander', cardNo: '557907******5678', bankCode: 'SANTANDER' },
];

/** repayment-way as a server sends it (alipay as a number or whatever the case needs). */
export const way = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  alipay: 1,
  repayToken: 'rt-1174',
  bankCards: cards,
  ...over,
});

export const query = { orderId: '1174', productId: '7', amount: '351000', couponId: 'c9' };

/** A repayment-family success: code '00'. */
export function ok00<T>(data: T): ApiResult<T> {
  return { success: true, code: '00', message: 'success', data, raw: { code: '00', data } };
}

/** A repayment-family failure with the server's code and message. */
export function fail<T = never>(code: string, message: string): ApiResult<T> {
  return { success: false, code, message, data: null, raw: { code, message, data: null } };
}

/** What the api client answers when the transport fails (localized text, code 'network'/'timeout'). */
export function transport<T = never>(code: 'network' | 'timeout'): ApiResult<T> {
  return {
    success: false,
    code,
    message: 'Error de red, inténtelo de nuevo',
    data: null,
    raw: null,
  };
}
