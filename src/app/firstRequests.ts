import type { PageKey } from '../config/paths';
import { cardInitParams } from '../features/bankCard/bankCardParams';
import { repaymentWayParams } from '../features/cardRepayment/cardRepaymentParams';
import { problemDetailParams } from '../features/complaintHistory/complaintHistoryParams';
import { problemInitParams } from '../features/complaints/complaintsParams';
import { customerServiceParams } from '../features/customerService/customerServiceParams';
import { contractParams } from '../features/legal/legalParams';
import { confirmOfferParams } from '../features/loanConfirm/loanConfirmParams';
import { loanDetailParams } from '../features/loanDetail/loanDetailParams';
import {
  instructionsParams,
  parseInstructionsQuery,
} from '../features/payInstructions/payInstructionsParams';
import { repaymentParams } from '../features/repayment/repaymentParams';
import type { EndpointKey } from '../platform/api/endpoints';
import type { Params } from '../platform/api/types';
import { routePath, routeRows, type FirstCallName } from './routeTable';

/**
 * The routes' first data calls (the route table's `first` column, src/app/routeTable.ts), for the early
 * script (src/entries/appEarly.ts), which starts the open route's as soon as the HTML is parsed: the
 * endpoint and the body the page's saga posts when the page opens with that query. The query is read as the page reads it (`params.get(name) ?? ''`), the body is built by the
 * same function the feature's api call uses (its *Params.ts). test/app/firstRequests.test.tsx opens
 * every page of the route table with its demo URL and checks that its first call is the row's.
 *
 * Every call here is a form-encoded POST with the 'app' header profile. A route whose required ids
 * are missing from the query has no early request (the page does what it does without one).
 */
export interface FirstRequest {
  endpoint: EndpointKey;
  params?: Params;
}

type FirstCall = (query: URLSearchParams) => FirstRequest | null;

const read = (query: URLSearchParams, name: string) => query.get(name) ?? '';

/** loan-details for the order of the query (/loan/details and /loan/order are one page). */
const loanDetail: FirstCall = (q) => {
  const query = { productId: read(q, 'productId'), orderId: read(q, 'orderId') };
  return query.orderId ? { endpoint: 'loanDetails', params: loanDetailParams(query) } : null;
};

/** contract-detail for the query's orderNo (the contract and the period agreement: one view). */
const contract: FirstCall = (q) => {
  const orderNo = read(q, 'orderNo');
  return orderNo ? { endpoint: 'contractDetail', params: contractParams(orderNo) } : null;
};

/** problem-init for the entry's orderId ('' when none: the page asks all the same). */
const complaintEntry: FirstCall = (q) => ({
  endpoint: 'problemInit',
  params: problemInitParams({ orderId: read(q, 'orderId') }),
});

const repayment =
  (endpoint: 'loanPlayDetail' | 'loanPlayDelayDetail'): FirstCall =>
  (q) => {
    const query = { productId: read(q, 'productId'), orderId: read(q, 'orderId') };
    return query.orderId ? { endpoint, params: repaymentParams(query) } : null;
  };

export const FIRST_CALLS: Readonly<Record<FirstCallName, FirstCall>> = {
  customerService: () => ({ endpoint: 'getWhatsapp', params: customerServiceParams() }),
  loanDetail,
  contract,
  confirm: (q) => {
    const productId = read(q, 'productId');
    if (!productId) return null;
    const reload = q.get('isType') === '1';
    return { endpoint: 'loanDetailConfirm', params: confirmOfferParams(productId, reload) };
  },
  paymentInstructions: (q) => {
    const query = parseInstructionsQuery({
      productId: q.get('productId'),
      orderId: q.get('orderId'),
      amount: q.get('amount'),
      payCode: q.get('payCode'),
      requestType: q.get('requestType'),
    });
    return query ? { endpoint: 'generateVcode', params: instructionsParams(query) } : null;
  },
  repayment: repayment('loanPlayDetail'),
  extension: repayment('loanPlayDelayDetail'),
  cardRepayment: (q) => {
    const orderId = read(q, 'orderId');
    return orderId ? { endpoint: 'repaymentWay', params: repaymentWayParams(orderId) } : null;
  },
  complaintEntry,
  // The form's deep link looks its titles up with problem-init (orderId ''). With a draft of the same
  // type, sub-type and order the form restores it and asks nothing: the early answer is then dropped.
  complaintForm: () => ({ endpoint: 'problemInit', params: problemInitParams({ orderId: '' }) }),
  complaintList: () => ({ endpoint: 'problemList' }),
  complaintDetail: (q) => {
    const problemId = read(q, 'problemId');
    return problemId
      ? { endpoint: 'problemDetail', params: problemDetailParams({ problemId }) }
      : null;
  },
  bindCard: (q) => ({
    endpoint: 'cardInit',
    params: cardInitParams({ orderId: read(q, 'orderId') }),
  }),
};

/** As the router compares paths: case-insensitive, a trailing slash ignored. */
const samePath = (a: string, b: string) =>
  a.replace(/(.)\/+$/, '$1').toLowerCase() === b.replace(/(.)\/+$/, '$1').toLowerCase();

/** The first call of the page at `pathname` with `search`; null for a route without one (or unknown). */
export function firstRequestFor(
  paths: Record<PageKey, string>,
  pathname: string,
  search: string,
): FirstRequest | null {
  const row = routeRows().find((route) => samePath(routePath(route.key, paths), pathname));
  return row?.first ? FIRST_CALLS[row.first](new URLSearchParams(search)) : null;
}
