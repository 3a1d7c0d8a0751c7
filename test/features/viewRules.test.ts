import {
  initialCardRepaymentState,
  selectMethodLocked,
  selectNoMethods,
  type CardRepaymentState,
} from '../../src/features/cardRepayment/cardRepaymentSlice';
import { confirmOfferSchema } from '../../src/features/loanConfirm/loanConfirmSchema';
import {
  initialLoanConfirmState,
  selectPopText,
  selectShownOffer,
  selectSubmitBusy,
  selectSubmitDisabled,
  selectTermDays,
  type LoanConfirmState,
  type SubmitPhase,
} from '../../src/features/loanConfirm/loanConfirmSlice';
import { loanDetailSchema } from '../../src/features/loanDetail/loanDetailSchema';
import {
  initialLoanDetailState,
  selectDetailRows,
  selectRatingOpensStore,
  selectStatusView,
} from '../../src/features/loanDetail/loanDetailSlice';
import {
  initialPayInstructionsState,
  selectShownInstructions,
  selectStatusFor as instructionsStatusFor,
  selectTotalAmount,
  type PayInstructionsState,
} from '../../src/features/payInstructions/payInstructionsSlice';
import {
  initialRepaymentState,
  selectExtensionFor,
  selectInstalmentFor,
  selectStatusFor as repaymentStatusFor,
  type RepaymentState,
} from '../../src/features/repayment/repaymentSlice';
import { initialUiState } from '../../src/shell/uiSlice';
import { cards } from './cardRepayment/fixtures';
import { rawOffer } from './loanConfirm/fixtures';
import { order } from './loanDetail/fixtures';
import { checkedInstructions, validParams } from './payInstructions/fixtures';
import { checkedExtension, checkedInstalment } from './repayment/fixtures';

/** The rules pages used to hold, now selectors of their slices (issue 11, item 4). */
describe('loan confirm rules', () => {
  const offer = confirmOfferSchema.validateSync(rawOffer({ periods: 2, termUnit: 7 }));
  const at = (over: Partial<LoanConfirmState>) => ({
    loanConfirm: { ...initialLoanConfirmState, ...over },
  });

  it('the term in days comes from the loaded offer', () => {
    expect(selectTermDays(at({ offer }))).toBe('14');
    expect(selectTermDays(at({ offer: null }))).toBe('');
  });

  it('the offer shows only once its load succeeded', () => {
    expect(selectShownOffer(at({ status: 'succeeded', offer }))).toBe(offer);
    expect(selectShownOffer(at({ status: 'loading', offer }))).toBeNull();
    expect(selectShownOffer(at({ status: 'failed', offer: null }))).toBeNull();
  });

  it.each([
    ['idle', true, false, false],
    ['requested', true, true, false],
    ['sending', true, true, false],
    ['succeeded', true, true, false],
    ['cooldown', true, false, true],
    ['idle', false, false, true],
  ] as [SubmitPhase, boolean, boolean, boolean][])(
    'submit %s, agreed %p: busy %p, disabled %p',
    (submit, agreed, busy, disabled) => {
      expect(selectSubmitBusy(at({ submit, agreed }))).toBe(busy);
      expect(selectSubmitDisabled(at({ submit, agreed }))).toBe(disabled);
    },
  );

  it('the reload text: amountDec, else messageType, else none (the page says "updating")', () => {
    const pop = (amountDec: string, messageType: string) =>
      selectPopText(at({ offer: { ...offer, amountDec, messageType } }));
    expect(pop(' Ajustando a $2,500 ', 'Tipo')).toBe('Ajustando a $2,500');
    expect(pop('  ', ' Tipo ')).toBe('Tipo');
    expect(pop('', '')).toBe('');
    expect(selectPopText(at({ offer: null }))).toBe('');
  });
});

describe('loan detail rules', () => {
  const info = loanDetailSchema.validateSync(order(174, { isDelay: '1' }));
  const at = (over: object, inApp = false) => ({
    ui: { ...initialUiState, inApp },
    loanDetail: { ...initialLoanDetailState, ...over },
  });

  it('the status view and the shown rows come from the loaded order (memoized)', () => {
    const state = at({ info });
    expect(selectStatusView(state)).toMatchObject({ showRepay: true, showExtension: true });
    expect(selectStatusView(state)).toBe(selectStatusView(state));
    expect(selectDetailRows(state).map((r) => r.value)).toEqual(['$3.000.00', '2026-12-05']);
    expect(selectDetailRows(state)).toBe(selectDetailRows(state));
    expect(selectStatusView(at({}))).toBeNull();
    expect(selectDetailRows(at({}))).toEqual([]);
  });

  it.each([
    [5, false, false, true],
    [4, false, false, true],
    [3, false, false, false],
    [5, true, false, false],
    [5, false, true, false],
  ])(
    '%i stars, in app %p, submitting %p: Submit is a store link %p',
    (stars, inApp, submitting, link) => {
      const rating = { step: 'choosing' as const, stars, error: null, submitting };
      expect(selectRatingOpensStore(at({ rating }, inApp))).toBe(link);
    },
  );
});

describe('card repayment rules', () => {
  const at = (over: Partial<CardRepaymentState>) => ({
    cardRepayment: { ...initialCardRepaymentState, ...over },
  });

  it('the method is fixed while paying or once paid', () => {
    expect(selectMethodLocked(at({}))).toBe(false);
    expect(selectMethodLocked(at({ paying: true }))).toBe(true);
    expect(selectMethodLocked(at({ paid: true }))).toBe(true);
  });

  it('no method to pay with: no card and no alternative', () => {
    expect(selectNoMethods(at({ cards: [], alipay: false }))).toBe(true);
    expect(selectNoMethods(at({ cards: [], alipay: true }))).toBe(false);
    expect(selectNoMethods(at({ cards, alipay: false }))).toBe(false);
  });
});

describe("stale-state guards: a page never shows another page's or order's answer", () => {
  const repayment = (over: Partial<RepaymentState>) => ({
    repayment: { ...initialRepaymentState, ...over },
  });
  const instalment = checkedInstalment();
  const extension = checkedExtension();
  const page = { productId: '1', orderId: '1174' };

  it('repayment: the status and answer of this kind and order only', () => {
    const state = repayment({ kind: 'instalment', query: page, status: 'succeeded', instalment });
    expect(repaymentStatusFor({ ...page, kind: 'instalment' })(state)).toBe('succeeded');
    expect(selectInstalmentFor(page)(state)).toBe(instalment);
    expect(repaymentStatusFor({ ...page, kind: 'extension' })(state)).toBeNull();
    expect(selectExtensionFor(page)(state)).toBeNull();
    expect(
      repaymentStatusFor({ productId: '1', orderId: '9', kind: 'instalment' })(state),
    ).toBeNull();
    expect(selectInstalmentFor({ productId: '1', orderId: '9' })(state)).toBeNull();
    const loading = repayment({ kind: 'extension', query: page, status: 'loading', extension });
    expect(selectExtensionFor(page)(loading)).toBeNull();
    expect(repaymentStatusFor({ ...page, kind: 'extension' })(loading)).toBe('loading');
  });

  const instructionsAt = (over: Partial<PayInstructionsState>) => ({
    payInstructions: { ...initialPayInstructionsState, ...over },
  });
  const loaded = instructionsAt({
    status: 'succeeded',
    info: checkedInstructions(),
    query: {
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: 1,
    },
  });

  it('payment instructions: invalid query, this query, another visit', () => {
    expect(instructionsStatusFor({ ...validParams, payCode: null })(loaded)).toBe('invalid');
    expect(instructionsStatusFor(validParams)(loaded)).toBe('succeeded');
    expect(selectShownInstructions(validParams)(loaded)).not.toBeNull();
    const other = { ...validParams, orderId: '1180' };
    expect(instructionsStatusFor(other)(loaded)).toBeNull();
    expect(selectShownInstructions(other)(loaded)).toBeNull();
  });

  it("payment instructions: the total is the server's amount, else the page's", () => {
    expect(selectTotalAmount(loaded)).toBe('351000');
    const info = checkedInstructions();
    const noAmount = { ...info, repayDetail: { ...info.repayDetail, amount: '' } };
    const state = instructionsAt({ ...loaded.payInstructions, info: noAmount });
    expect(selectTotalAmount(state)).toBe('351000');
    const fromServer = { ...info, repayDetail: { ...info.repayDetail, amount: '45000' } };
    expect(selectTotalAmount(instructionsAt({ ...loaded.payInstructions, info: fromServer }))).toBe(
      '45000',
    );
  });
});
