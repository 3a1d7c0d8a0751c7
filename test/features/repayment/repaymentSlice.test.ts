import {
  initialRepaymentState,
  repaymentActions as actions,
  repaymentReducer as reducer,
} from '../../../src/features/repayment/repaymentSlice';
import { checkedInstalment } from './fixtures';

describe('repayment slice', () => {
  it('pageOpened starts a fresh load and forgets the previous order', () => {
    const stale = {
      ...initialRepaymentState,
      status: 'succeeded' as const,
      instalment: checkedInstalment(),
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
    const failed = reducer(shown, actions.loadFailed({ text: 'x' }));
    expect(failed).toMatchObject({ status: 'failed', instalment: null, extension: null });
    expect(reducer(failed, actions.retryRequested())).toMatchObject({
      status: 'loading',
      error: null,
    });
  });
});
