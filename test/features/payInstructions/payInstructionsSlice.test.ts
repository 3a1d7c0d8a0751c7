import {
  initialPayInstructionsState,
  payInstructionsActions as actions,
  payInstructionsReducer as reducer,
  selectShownInstructions,
  selectStatusFor,
  type PayInstructionsState,
} from '../../../src/features/payInstructions/payInstructionsSlice';
import { checkedInstructions, validParams } from './fixtures';

const query = {
  productId: '1',
  orderId: '1174',
  amount: '351000',
  payCode: 'OXXO',
  requestType: 1,
};
const opened = () => reducer(undefined, actions.pageOpened(validParams));
const loaded = () => reducer(opened(), actions.loadSucceeded(checkedInstructions()));
const failedLoad = () => reducer(opened(), actions.loadFailed({ text: 'No disponible' }));
const invalid = () => reducer(undefined, actions.pageOpened({ ...validParams, payCode: null }));

describe('payInstructions slice: each event', () => {
  it('starts idle with nothing', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(initialPayInstructionsState);
  });

  it('pageOpened with a valid query: loading with the parsed query', () => {
    expect(opened()).toEqual({ ...initialPayInstructionsState, query, status: 'loading' });
  });

  it('pageOpened is a fresh start: a previous answer or failure is dropped', () => {
    const reopened = actions.pageOpened({ ...validParams, orderId: '1180' });
    const expected = {
      ...initialPayInstructionsState,
      query: { ...query, orderId: '1180' },
      status: 'loading',
    };
    expect(reducer(loaded(), reopened)).toEqual(expected);
    expect(reducer(failedLoad(), reopened)).toEqual(expected);
  });

  it.each([
    ['no orderId', { ...validParams, orderId: null }],
    ['no payCode', { ...validParams, payCode: null }],
    ['requestType 3', { ...validParams, requestType: '3' }],
  ])('pageOpened with an invalid query (%s): marked invalid, idle', (_name, params) => {
    expect(reducer(loaded(), actions.pageOpened(params))).toEqual({
      ...initialPayInstructionsState,
      invalidQuery: true,
    });
  });

  it('loadSucceeded keeps the answer', () => {
    expect(loaded()).toEqual({
      ...opened(),
      status: 'succeeded',
      info: checkedInstructions(),
    });
  });

  it('loadFailed keeps why and nothing of the data (v3 pages)', () => {
    expect(failedLoad()).toEqual({
      ...opened(),
      status: 'failed',
      error: { text: 'No disponible' },
    });
    const afterAnswer = reducer(loaded(), actions.loadFailed({ messageId: 'x' }));
    expect(afterAnswer).toEqual({ ...opened(), status: 'failed', error: { messageId: 'x' } });
  });

  it('retryRequested on a valid query: loading again, the error cleared', () => {
    expect(reducer(failedLoad(), actions.retryRequested())).toEqual(opened());
  });
});

describe('payInstructions slice: guards', () => {
  it('retryRequested without a valid query is ignored (nothing to load)', () => {
    expect(reducer(invalid(), actions.retryRequested())).toEqual(invalid());
    expect(reducer(undefined, actions.retryRequested())).toEqual(initialPayInstructionsState);
  });

  it("another order's answer still in the slice is never shown for this page's query", () => {
    const state: { payInstructions: PayInstructionsState } = { payInstructions: loaded() };
    const otherOrder = { ...validParams, orderId: '1180' };
    expect(selectStatusFor(otherOrder)(state)).toBeNull();
    expect(selectShownInstructions(otherOrder)(state)).toBeNull();
    expect(selectShownInstructions(validParams)(state)).toEqual(checkedInstructions());
  });
});
