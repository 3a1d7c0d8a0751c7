import type { ApiClient } from '../../platform/api/types';
import type { ConfirmOffer, LoanDetailPushRequest, LoanDetailPushResult } from './types';

/** POST /v3/loan-confirm/loan-detail-confirm (productId, optional isType=1). */
export function fetchConfirmOffer(api: ApiClient, productId: string, reload: boolean) {
  return api.post<ConfirmOffer>(
    'loanDetailConfirm',
    reload ? { productId, isType: 1 } : { productId },
  );
}

/** POST /v3/loan-confirm/loan-detail-push (amount, periods, termUnit, productId). */
export function pushLoan(api: ApiClient, request: LoanDetailPushRequest) {
  return api.post<LoanDetailPushResult>('loanDetailPush', { ...request });
}

const isText = (x: unknown) => typeof x === 'string' || typeof x === 'number';

/** A usable offer has an amount, a term and lists (possibly empty). */
export function isConfirmOffer(value: unknown): value is ConfirmOffer {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.amount) &&
    isText(v.periods) &&
    Array.isArray(v.details ?? []) &&
    Array.isArray(v.repay_plans ?? [])
  );
}

export function normalizeOffer(v: ConfirmOffer): ConfirmOffer {
  const text = (x: unknown) => (isText(x) ? String(x) : '');
  return {
    ...v,
    isNeedPop: Number(v.isNeedPop) === 1 ? 1 : 0,
    details: (v.details ?? []).map((d) => ({ text: text(d?.text), value: text(d?.value) })),
    repay_plans: (v.repay_plans ?? []).map((p) => ({
      title: text(p?.title),
      description: text(p?.description),
      amount: isText(p?.amount) ? p.amount : '',
      pay_time: text(p?.pay_time),
    })),
  };
}

export function isPushResult(value: unknown): value is LoanDetailPushResult {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Record<string, unknown>).lendDetailsUrl === 'string' &&
    (value as Record<string, string>).lendDetailsUrl.trim() !== ''
  );
}
