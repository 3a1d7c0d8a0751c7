import {
  initialRepaymentState,
  repaymentActions as actions,
  repaymentReducer as reducer,
} from '../../../src/features/repayment/repaymentSlice';
import { checkedInstalment } from './fixtures';

const params = {
  productId: '1',
  orderId: '1174',
  amount: '351000',
  payCode: 'OXXO',
  requestType: 1 as const,
};

describe('repayment slice', () => {
  it('pageOpened starts a fresh load and forgets the previous order and navigation', () => {
    const stale = {
      ...initialRepaymentState,
      status: 'succeeded' as const,
      instalment: checkedInstalment(),
      pendingNavigation: { page: 'customerService' as const },
    };
    expect(
      reducer(stale, actions.pageOpened({ kind: 'extension', productId: '2', orderId: '9' })),
    ).toEqual({
      ...initialRepaymentState,
      kind: 'extension',
      query: { productId: '2', orderId: '9' },
      status: 'loading',
    });
  });

  it('loadFailed drops whatever was shown; retry goes back to loading', () => {
    const shown = {
      ...initialRepaymentState,
      status: 'succeeded' as const,
      instalment: checkedInstalment(),
    };
    const failed = reducer(shown, actions.loadFailed({ code: '1', message: 'x' }));
    expect(failed).toMatchObject({ status: 'failed', instalment: null, extension: null });
    expect(reducer(failed, actions.retryRequested())).toMatchObject({
      status: 'loading',
      error: null,
    });
  });

  it('stores and clears the pending navigation', () => {
    const toInstructions = reducer(initialRepaymentState, actions.instructionsRequested(params));
    expect(toInstructions.pendingNavigation).toEqual({ page: 'paymentInstructions', params });
    const toService = reducer(toInstructions, actions.customerServiceRequested());
    expect(toService.pendingNavigation).toEqual({ page: 'customerService' });
    expect(reducer(toService, actions.navigationDone()).pendingNavigation).toBeNull();
  });
});
