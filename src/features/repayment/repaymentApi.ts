import type { ApiClient } from '../../platform/api/types';
import type {
  DetailRow,
  ExtensionRepayment,
  InstalmentRepayment,
  RepaymentChannel,
  RepaymentChannelGroup,
  RepaymentQuery,
  RepayPlanRow,
} from './types';

/** POST /v3/installment/loan-play-detail (spec section 7). */
export function fetchInstalment(api: ApiClient, query: RepaymentQuery) {
  return api.post<unknown>('loanPlayDetail', {
    productId: query.productId,
    orderId: query.orderId,
  });
}

/** POST /v3/installment/loan-play-delay-detail (spec section 7). */
export function fetchExtension(api: ApiClient, query: RepaymentQuery) {
  return api.post<unknown>('loanPlayDelayDetail', {
    productId: query.productId,
    orderId: query.orderId,
  });
}

const text = (x: unknown): string =>
  typeof x === 'string' || typeof x === 'number' ? String(x) : '';

const records = (x: unknown): Record<string, unknown>[] =>
  Array.isArray(x)
    ? x.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
    : [];

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object';

function parseChannel(r: Record<string, unknown>): RepaymentChannel {
  return {
    payCode: text(r.payCode),
    logo: text(r.logo),
    desc: text(r.desc),
    vCode: text(r.vCode),
    BARcodeImg: text(r.BARcodeImg),
  };
}

export function parseGroups(value: unknown): RepaymentChannelGroup[] {
  return records(value).map((g) => ({
    title: text(g.title),
    // The channels arrive under `list`; `channels` is accepted too.
    list: records(g.list ?? g.channels).map(parseChannel),
  }));
}

const rows = (value: unknown): DetailRow[] =>
  records(value).map((r) => ({ text: text(r.text), value: text(r.value) }));

/** The instalment answer as a view model; null when it is not one. */
export function parseInstalment(value: unknown): InstalmentRepayment | null {
  if (!isObject(value)) return null;
  if (text(value.repayAmount) === '') return null;
  return {
    repayAmount: text(value.repayAmount),
    productName: text(value.productName),
    repayDate: text(value.repayDate),
    productLogo: text(value.productLogo),
    detail: rows(value.detail),
    repayList: parseGroups(value.repayList),
    noticeMsg: text(value.noticeMsg),
  };
}

/** The extension answer as a view model; null when it has no delay information. */
export function parseExtension(value: unknown): ExtensionRepayment | null {
  if (!isObject(value) || !isObject(value.delayInfo)) return null;
  const info = value.delayInfo;
  if (text(info.delayAmount) === '') return null;
  const plan: RepayPlanRow[] = records(value.repayPlan).map((r) => ({
    title: text(r.title),
    time: text(r.time),
  }));
  return {
    productLogo: text(value.productLogo),
    productName: text(value.productName),
    delayInfo: {
      delayAmount: text(info.delayAmount),
      delayTime: text(info.delayTime),
      reviewer: text(info.reviewer),
    },
    repayPlan: plan,
    repayList: parseGroups(value.repayList),
    noticeMsg: text(value.noticeMsg),
    note: text(value.note),
  };
}
