import type { ApiResult } from '../../../src/platform/api/types';

/** A tiny valid PNG as a data: URL (passes the image check). */
export const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

export const banks = [
  { bankCode: 'BBVA', bankName: 'BBVA', logo: LOGO },
  { bankCode: 'BANORTE', bankName: 'Banorte', logo: LOGO },
  { bankCode: 'SANTANDER', bankName: 'Santander', logo: 'https://evil.example.com/logo.png' },
];

/** card-init as a server sends it. */
export const init = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  banks,
  holderName: 'María Fernanda López García',
  cards: [{ id: '301', bankName: 'BBVA', cardNo: '**** **** **** 1234' }],
  ...over,
});

/** bind-card-new as a server sends it. */
export const boundAnswer = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  cardId: '303',
  bankName: 'Banorte',
  cardNo: '**** **** **** 1111',
  ...over,
});

/** Luhn-valid test numbers (16 digits) and one with a wrong check digit. */
export const VISA = '4111111111111111';
export const MASTERCARD = '5555555555554444';
export const BAD_CHECK_DIGIT = '4111111111111112';

/** The values the form sends (the orderId is the saga's). */
export const bindValues = {
  bankCode: 'BANORTE',
  cardNo: VISA,
  holderName: 'María Fernanda López García',
};

/** A general failure with the server's code and message. */
export function refused<T = never>(message: string, code = '1'): ApiResult<T> {
  return { success: false, code, message, data: null, raw: { code, message, data: null } };
}

/** What the api client answers when the transport fails (its localized text, code 'network'). */
export function network<T = never>(): ApiResult<T> {
  return {
    success: false,
    code: 'network',
    message: 'Error de red, inténtelo de nuevo',
    data: null,
    raw: null,
  };
}
