import type { ApiClient } from '../../platform/api/types';
import { loanDetailParams } from './loanDetailParams';
import { googleScoreSchema, loanDetailSchema } from './loanDetailSchema';
import type { LoanDetailQuery } from './types';
import type { LoanDetailRow } from './loanDetailSchema';

/** POST /v3/loan-details/loan-details (spec section 7). */
export function fetchLoanDetail(api: ApiClient, query: LoanDetailQuery) {
  return api.post('loanDetails', loanDetailSchema, loanDetailParams(query));
}

/** POST /v3/loan-details/google-score with the chosen stars (spec section 7). */
export function sendGoogleScore(api: ApiClient, score: number) {
  return api.post('googleScore', googleScoreSchema, { score });
}

/** Rows whose value is empty or '0' are hidden (spec section 2, screen 16). */
export function visibleRows(rows: readonly LoanDetailRow[]): LoanDetailRow[] {
  return rows.filter((r) => r.value.trim() !== '' && r.value.trim() !== '0');
}
