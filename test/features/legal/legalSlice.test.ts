import {
  initialLegalState,
  legalActions as actions,
  legalReducer,
} from '../../../src/features/legal/legalSlice';
import { contractFixture } from './contractFixture';

describe('legal slice', () => {
  it('opening the page records the orderNo and loads', () => {
    const state = legalReducer(initialLegalState, actions.contractPageOpened({ orderNo: '1001' }));
    expect(state).toEqual({ status: 'loading', orderNo: '1001', contract: null, error: null });
  });

  it('stores the contract on success and the error on failure', () => {
    const loaded = legalReducer(initialLegalState, actions.loadSucceeded(contractFixture));
    expect(loaded.status).toBe('succeeded');
    expect(loaded.contract).toEqual(contractFixture);
    const failed = legalReducer(loaded, actions.loadFailed({ text: 'x' }));
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual({ text: 'x' });
    const retry = legalReducer(failed, actions.retryRequested());
    expect(retry.status).toBe('loading');
    expect(retry.error).toBeNull();
  });
});
