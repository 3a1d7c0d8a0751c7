import type { ApiClient, ApiResult } from '../../platform/api/types';
import type {
  BankCard,
  RepaymentCommitData,
  RepaymentCommitRequest,
  RepaymentConfirmRequest,
  RepaymentHuichaoData,
  RepaymentHuichaoRequest,
  RepaymentWayData,
  ShownMessage,
} from './types';

export const MESSAGE_IDS = {
  selectCardFirst: 'cardRepayment.selectCardFirst',
  codeInvalid: 'cardRepayment.codeInvalid',
  loadFailed: 'cardRepayment.loadFailed',
  processingFailed: 'cardRepayment.processingFailed',
  error: 'cardRepayment.error',
  wrongCode: 'cardRepayment.wrongCode',
  duplicateSubmit: 'cardRepayment.duplicateSubmit',
  navigationRefused: 'cardRepayment.navigationRefused',
} as const;

/** Query parameter orderId of repayment-way, sent in the form body like every POST of the family. */

/** POST repayment-way with the query orderId (spec section 7). */
export function fetchRepaymentWay(api: ApiClient, orderId: string) {
  return api.post<RepaymentWayData>('repaymentWay', { orderId });
}

/** POST repayment-commit; sendMsg 1 asks the server to send the SMS code. */
export function commitRepayment(api: ApiClient, body: RepaymentCommitRequest) {
  return api.post<RepaymentCommitData>('repaymentCommit', { ...body });
}

/** POST repayment-confirm with the SMS code. */
export function confirmRepayment(api: ApiClient, body: RepaymentConfirmRequest) {
  return api.post<unknown>('repaymentConfirm', { ...body });
}

/** POST repayment-huichao: the alternative method's payment url. */
export function fetchHuichaoUrl(api: ApiClient, body: RepaymentHuichaoRequest) {
  return api.post<RepaymentHuichaoData>('repaymentHuichao', { ...body });
}

const text = (x: unknown): x is string | number => typeof x === 'string' || typeof x === 'number';

/** Keeps only well-formed cards, every field as a string. */
export function normalizeCards(value: unknown): BankCard[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object')
    .filter((c) => text(c.id) && text(c.cardNo))
    .map((c) => ({
      id: String(c.id),
      bankName: text(c.bankName) ? String(c.bankName) : '',
      cardNo: String(c.cardNo),
      bankCode: text(c.bankCode) ? String(c.bankCode) : '',
    }));
}

export function isRepaymentWay(value: unknown): value is RepaymentWayData {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A flag as servers send it: 1, '1', true, 'true' are on; 0, '0', '', 'false', null, absent are off. */
export function isOn(value: unknown): boolean {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    return v !== '' && v !== '0' && v !== 'false';
  }
  if (typeof value === 'number') return value !== 0 && Number.isFinite(value);
  return value === true;
}

/** What the page keeps of repayment-way: the cards, whether the alternative shows, the token. */
export function parseRepaymentWay(
  value: unknown,
): { cards: BankCard[]; alipay: boolean; repayToken: string } | null {
  if (!isRepaymentWay(value)) return null;
  const v = value as unknown as Record<string, unknown>;
  return {
    cards: normalizeCards(v.bankCards),
    alipay: isOn(v.alipay),
    repayToken: text(v.repayToken) ? String(v.repayToken) : '',
  };
}

/** The commit answer: needValid as a number, repayRecordId as a string; null when unusable. */
export function parseCommit(value: unknown): { needValid: number; repayRecordId: string } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const needValid = text(v.needValid) ? Number(v.needValid) : 0;
  const repayRecordId = text(v.repayRecordId) ? String(v.repayRecordId).trim() : '';
  // The SMS step cannot confirm without the record it belongs to.
  if (needValid === 1 && repayRecordId === '') return null;
  return { needValid: Number.isFinite(needValid) ? needValid : 0, repayRecordId };
}

export function isHuichaoData(value: unknown): value is RepaymentHuichaoData {
  if (!value || typeof value !== 'object') return false;
  const url = (value as Record<string, unknown>).url;
  return typeof url === 'string' && url.trim() !== '';
}

/** Transport failures ('network', 'timeout') show the localized 'error'. */
export function isTransportFailure(code: string): boolean {
  return code === 'network' || code === 'timeout';
}

/** Spec section 8: other codes show the server message, else the fallback; network shows 'error'. */
export function failureMessage(result: ApiResult<unknown>, fallbackId: string): ShownMessage {
  if (isTransportFailure(result.code)) return { messageId: MESSAGE_IDS.error };
  const message = typeof result.message === 'string' ? result.message.trim() : '';
  return message !== '' ? { text: message } : { messageId: fallbackId };
}

/** Confirm failures: '800006' wrong code, '800005' duplicate submit, otherwise as failureMessage. */
export function confirmFailureMessage(result: ApiResult<unknown>): ShownMessage {
  if (result.code === '800006') return { messageId: MESSAGE_IDS.wrongCode };
  if (result.code === '800005') return { messageId: MESSAGE_IDS.duplicateSubmit };
  return failureMessage(result, MESSAGE_IDS.processingFailed);
}

/** The card number masked to its last 4 digits: the full number is never rendered. */
export function maskCard(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  // Fewer than 4 digits cannot be masked meaningfully: show none of them.
  return digits.length < 4 ? '****' : `**** ${digits.slice(-4)}`;
}
