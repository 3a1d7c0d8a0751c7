import {
  customerServiceActions as actions,
  customerServiceReducer as reducer,
  initialCustomerServiceState as initial,
} from '../../../src/features/customerService/customerServiceSlice';
import { customerServiceFixture } from '../../support/fixtures';

describe('customerService slice', () => {
  it('starts idle with nothing loaded', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({
      status: 'idle',
      info: null,
      error: null,
    });
  });

  it('goes loading on page open and clears an earlier error', () => {
    const failed = reducer(initial, actions.loadFailed({ text: 'x' }));
    expect(reducer(failed, actions.pageOpened())).toEqual({
      status: 'loading',
      info: null,
      error: null,
    });
  });

  it('keeps the loaded contact details', () => {
    const state = reducer(initial, actions.loadSucceeded(customerServiceFixture));
    expect(state).toEqual({ status: 'succeeded', info: customerServiceFixture, error: null });
  });

  it('keeps the code and server message of a failure, and the old details', () => {
    const loaded = reducer(initial, actions.loadSucceeded(customerServiceFixture));
    const state = reducer(loaded, actions.loadFailed({ text: 'Servicio no disponible' }));
    expect(state).toEqual({
      status: 'failed',
      info: customerServiceFixture,
      error: { text: 'Servicio no disponible' },
    });
  });

  it('retry goes back to loading', () => {
    const failed = reducer(initial, actions.loadFailed({ text: 'x' }));
    expect(reducer(failed, actions.retryRequested()).status).toBe('loading');
  });
});
