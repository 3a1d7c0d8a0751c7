import { bankCardActions, selectBankCardFor } from '../../src/features/bankCard/bankCardSlice';
import {
  cardRepaymentActions,
  selectCardRepaymentFor,
} from '../../src/features/cardRepayment/cardRepaymentSlice';
import {
  complaintHistoryActions,
  selectDetailPhase,
} from '../../src/features/complaintHistory/complaintHistorySlice';
import {
  complaintsActions,
  selectEntryFor,
  selectFormFor,
} from '../../src/features/complaints/complaintsSlice';
import { legalActions, selectLegalFor } from '../../src/features/legal/legalSlice';
import {
  loanConfirmActions,
  selectLoanConfirmFor,
  selectShownOfferFor,
} from '../../src/features/loanConfirm/loanConfirmSlice';
import {
  loanDetailActions,
  selectLoanDetailFor,
} from '../../src/features/loanDetail/loanDetailSlice';
import { stateAfter } from '../support/sagaHarness';

/**
 * The one stale-data rule (docs/request-path.md, "Another order's data"): every page that loads per order
 * reads its slice through a selector keyed by its own query; while the slice holds another order's state
 * (a previous visit, the first render before the page's own open), the page sees its pending state only.
 * Payment instructions and repayment: viewRules.test.ts.
 */
const answer = <T>(data: Record<string, unknown>) => data as unknown as T;

describe("no page shows another order's data", () => {
  it('loan details', () => {
    const state = stateAfter(
      loanDetailActions.pageOpened({ productId: '1', orderId: 'A' }),
      loanDetailActions.loadSucceeded(answer({ orderStatus: 200, isScore: 0 })),
    );
    expect(selectLoanDetailFor({ productId: '1', orderId: 'A' })(state).info).not.toBeNull();
    const other = selectLoanDetailFor({ productId: '1', orderId: 'B' })(state);
    expect(other).toMatchObject({ status: 'loading', info: null, query: null });
  });

  it('card repayment', () => {
    const query = { orderId: 'A', productId: '1', amount: '100', couponId: '' };
    const state = stateAfter(
      cardRepaymentActions.pageOpened(query),
      cardRepaymentActions.loadSucceeded(
        answer({ bankCards: [{ id: '3', bankName: 'B', cardNo: '****1234' }], alipay: true }),
      ),
    );
    expect(selectCardRepaymentFor({ orderId: 'A', productId: '1' })(state).cards).toHaveLength(1);
    const other = selectCardRepaymentFor({ orderId: 'B', productId: '1' })(state);
    expect(other).toMatchObject({ status: 'loading', cards: [], alipay: false });
  });

  it('bank card binding', () => {
    const state = stateAfter(
      bankCardActions.pageOpened({ orderId: 'A', returnTo: '' }),
      bankCardActions.loadSucceeded(answer({ banks: [], holderName: 'Ana', cards: [] })),
    );
    expect(selectBankCardFor({ orderId: 'A' })(state).holderName).toBe('Ana');
    expect(selectBankCardFor({ orderId: 'B' })(state)).toMatchObject({
      status: 'loading',
      holderName: '',
    });
  });

  it('the contract', () => {
    const state = stateAfter(
      legalActions.contractPageOpened({ orderNo: 'A' }),
      legalActions.loadSucceeded(answer({ userName: 'Ana' })),
    );
    expect(selectLegalFor({ orderNo: 'A' })(state).contract).not.toBeNull();
    expect(selectLegalFor({ orderNo: 'B' })(state)).toMatchObject({
      status: 'loading',
      contract: null,
    });
  });

  it('the complaint entry and form', () => {
    const formQuery = { problemType: '2', problemSonType: '', orderNo: 'A' };
    const state = stateAfter(
      complaintsActions.entryOpened({ orderId: 'A' }),
      complaintsActions.entryLoaded(
        answer({ problemType: [], problemSonType: [], orderDetail: null, orderList: [] }),
      ),
      complaintsActions.formOpened(formQuery),
      complaintsActions.formUnknown(),
    );
    expect(selectEntryFor({ orderId: 'A' })(state).status).toBe('succeeded');
    expect(selectEntryFor({ orderId: 'B' })(state).status).toBe('loading');
    expect(selectFormFor(formQuery)(state).status).toBe('unknown');
    expect(selectFormFor({ ...formQuery, orderNo: 'B' })(state).status).toBe('loading');
  });

  it("the loan confirmation (per product): never another product's offer", () => {
    const offer = answer<never>({ isNeedPop: 0, amount: 1 });
    const state = stateAfter(
      loanConfirmActions.pageOpened({ productId: '1' }),
      loanConfirmActions.loadSucceeded({ offer, contractUrl: null }),
    );
    expect(selectShownOfferFor({ productId: '1' })(state)).toBe(offer);
    expect(selectShownOfferFor({ productId: '2' })(state)).toBeNull();
    expect(selectLoanConfirmFor({ productId: '2' })(state)).toMatchObject({ popOpen: false });
  });

  it('complaint detail (per complaint)', () => {
    const state = stateAfter(
      complaintHistoryActions.detailOpened({ problemId: '5001' }),
      complaintHistoryActions.detailLoadSucceeded(answer({ problemId: '5001', isNeedScore: 0 })),
    );
    expect(selectDetailPhase('5001')(state)).toBe('ready');
    expect(selectDetailPhase('5002')(state)).toBe('loading');
  });
});
