import type { ApiClient } from '../../platform/api/types';
import type { LoanDetailInfo, LoanDetailQuery, LoanDetailRow } from './types';

/** POST /v3/loan-details/loan-details (spec section 7). */
export function fetchLoanDetail(api: ApiClient, query: LoanDetailQuery) {
  return api.post<unknown>('loanDetails', { productId: query.productId, orderId: query.orderId });
}

/** POST /v3/loan-details/google-score with the chosen stars (spec section 7). */
export function sendGoogleScore(api: ApiClient, score: number) {
  return api.post<unknown>('googleScore', { score });
}

const text = (x: unknown): string =>
  typeof x === 'string' || typeof x === 'number' ? String(x) : '';

/** Turns the raw answer into the view model; null when it is not an order. */
export function parseLoanDetail(value: unknown): LoanDetailInfo | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const status = Number(v.orderStatus);
  if (v.orderStatus === undefined || v.orderStatus === '' || !Number.isFinite(status)) return null;
  const detail = (v.userOrderDetail as Record<string, unknown> | undefined)?.detail;
  const rows: LoanDetailRow[] = Array.isArray(detail)
    ? detail
        .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
        .map((r) => ({ text: text(r.text), value: text(r.value) }))
    : [];
  return {
    orderStatus: status,
    noticeStatusText: text(v.noticeStatusText),
    noticeDesText: text(v.noticeDesText),
    productName: text(v.productName),
    productLogo: text(v.productLogo),
    rows,
    isDelay: text(v.isDelay),
    isScore: String(v.isScore) === '1',
  };
}

/** Rows whose value is empty or '0' are hidden (spec section 2, screen 16). */
export function visibleRows(rows: LoanDetailRow[]): LoanDetailRow[] {
  return rows.filter((r) => r.value.trim() !== '' && r.value.trim() !== '0');
}
