import {
  bankCardActions as actions,
  bankCardReducer as reducer,
  canBind,
  initialBankCardState,
  type BankCardState,
} from '../../../src/features/bankCard/bankCardSlice';
import { createRedactor } from '../../../src/qa/tape/redact';
import { VISA, bindValues } from './fixtures';

const query = { orderId: '1174', returnTo: '/loan/details' };
const banks = [{ bankCode: 'BBVA', bankName: 'BBVA', logo: '' }];

const loaded = (): BankCardState =>
  reducer(
    reducer(initialBankCardState, actions.pageOpened(query)),
    actions.loadSucceeded({
      banks,
      holderName: 'Ana Ruiz',
      cards: [{ id: '301', bankName: 'BBVA', cardNo: '4152310000071234' }],
    }),
  );

describe('bankCard slice', () => {
  it('opening starts afresh and loads', () => {
    const dirty = { ...loaded(), bound: true, bindError: { text: 'x' } };
    expect(reducer(dirty, actions.pageOpened(query))).toEqual({
      ...initialBankCardState,
      query,
      status: 'loading',
    });
  });

  it('keeps banks, holder name and cards, each number masked to its last 4 digits', () => {
    const state = loaded();
    expect(state.status).toBe('succeeded');
    expect(state.holderName).toBe('Ana Ruiz');
    expect(state.banks).toEqual(banks);
    expect(state.cards).toEqual([{ id: '301', bankName: 'BBVA', cardNo: '**** 1234' }]);
    expect(JSON.stringify(state)).not.toContain('41523100');
  });

  it('a failed load keeps why and drops what it had; retry loads again', () => {
    const failed = reducer(loaded(), actions.loadFailed({ text: 'Servicio no disponible' }));
    expect(failed).toMatchObject({
      status: 'failed',
      error: { text: 'Servicio no disponible' },
      banks: [],
      cards: [],
    });
    expect(reducer(failed, actions.retryRequested())).toMatchObject({
      status: 'loading',
      error: null,
    });
  });

  it('a bind tap marks the page busy once; the number is not kept', () => {
    const first = reducer(loaded(), actions.bindRequested(bindValues));
    expect(first.binding).toBe(true);
    expect(JSON.stringify(first)).not.toContain(VISA);
    expect(canBind(first)).toBe(false);
    expect(reducer(first, actions.bindRequested(bindValues))).toBe(first);
  });

  it('names the number cardNo in the bind action, so QA tapes redact it (last 4 kept)', () => {
    const action = actions.bindRequested(bindValues);
    const taped = JSON.stringify(createRedactor().value({ ...action }));
    expect(taped).not.toContain(VISA);
    expect(taped).toMatch(/"cardNo":"\d{12}1111"/);
  });

  it('ignores a bind tap before the banks loaded or after the card was bound', () => {
    const loading = reducer(initialBankCardState, actions.pageOpened(query));
    expect(reducer(loading, actions.bindRequested(bindValues)).binding).toBe(false);
    const bound = reducer(
      loaded(),
      actions.bindSucceeded({ cardId: '303', bankName: 'Banorte', cardNo: '************1111' }),
    );
    expect(reducer(bound, actions.bindRequested(bindValues)).binding).toBe(false);
  });

  it('a failure shows why and clears on the next tap; bindEnded re-arms', () => {
    let state = reducer(loaded(), actions.bindRequested(bindValues));
    state = reducer(state, actions.bindFailed({ text: 'Esta tarjeta ya está vinculada' }));
    expect(state.bindError).toEqual({ text: 'Esta tarjeta ya está vinculada' });
    state = reducer(state, actions.bindEnded());
    expect(state.binding).toBe(false);
    state = reducer(state, actions.bindRequested(bindValues));
    expect(state.bindError).toBeNull();
  });

  it('a bound card joins the list masked (whatever the server sent) and the form stays off', () => {
    const state = reducer(
      loaded(),
      actions.bindSucceeded({ cardId: '303', bankName: 'Banorte', cardNo: VISA }),
    );
    expect(state.bound).toBe(true);
    expect(state.cards).toEqual([
      { id: '301', bankName: 'BBVA', cardNo: '**** 1234' },
      { id: '303', bankName: 'Banorte', cardNo: '**** 1111' },
    ]);
    expect(JSON.stringify(state)).not.toContain(VISA);
  });

  it('leaving drops everything', () => {
    expect(reducer(loaded(), actions.pageLeft())).toEqual(initialBankCardState);
  });
});
