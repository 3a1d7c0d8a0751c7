import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { maskCard } from '../../platform/format/maskCard';
import { keyedByQuery } from '../../platform/state/forQuery';
import { toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestState } from '../../platform/state/loadState';
import type { BindCardQuery, BindCardRequest } from './types';
import type { Bank, BindCardNewData, BoundCard, CardInitData } from './bankCardSchema';
import type { ShownMessage } from '../../shell/shownText';

/**
 * The binding page: card-init's banks, the registered holder name and the bound cards (numbers masked
 * here again: only '**** 1234' is ever kept), and the bind request's state. The number being bound is
 * never in the store: it travels in `bindRequested`'s payload only.
 */
export interface BankCardState extends RequestState<ShownMessage> {
  query: BindCardQuery;
  banks: Bank[];
  /** The borrower's name as registered ('' when none): the form starts with it. */
  holderName: string;
  cards: BoundCard[];
  /**
   * A bind request is in flight, or cooling down after a failure. Set by the tap's own reducer, so the
   * other taps of a burst are ignored whatever the answer's speed.
   */
  binding: boolean;
  /** The card was bound: the form stays off until the page is left. */
  bound: boolean;
  /** Why the last bind failed (server text or a message id), shown above the submit button. */
  bindError: ShownMessage | null;
}

export const initialBankCardState: BankCardState = {
  status: 'idle',
  error: null,
  query: { orderId: '', returnTo: '' },
  banks: [],
  holderName: '',
  cards: [],
  binding: false,
  bound: false,
  bindError: null,
};

/** A card as the store keeps it: the number masked to its last 4 digits, whatever the server sent. */
const masked = (card: BoundCard): BoundCard => ({ ...card, cardNo: maskCard(card.cardNo) });

/** Whether a bind can go now: the banks loaded, no request under way, not bound already. */
export function canBind(state: BankCardState): boolean {
  return state.status === 'succeeded' && !state.binding && !state.bound;
}

/**
 * Whether the bound cards may be refreshed in the background now (the app's bank flow ended): the page
 * shows its loaded form and list, and no bind is under way or done.
 */
export function canRefreshCards(state: BankCardState): boolean {
  return state.status === 'succeeded' && !state.binding && !state.bound;
}

const bankCardSlice = createSlice({
  name: 'bankCard',
  initialState: initialBankCardState,
  reducers: {
    /** A fresh start: nothing of a previous visit is kept. */
    pageOpened(_state, action: PayloadAction<BindCardQuery>) {
      return { ...initialBankCardState, query: action.payload, status: 'loading' };
    },
    retryRequested(state) {
      toLoading(state);
    },
    loadSucceeded(state, action: PayloadAction<CardInitData>) {
      toSucceeded(state);
      state.banks = action.payload.banks;
      state.holderName = action.payload.holderName;
      state.cards = action.payload.cards.map(masked);
    },
    loadFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state, action.payload);
      state.banks = [];
      state.cards = [];
    },
    /**
     * The submit, with the form's checked values. The card number is in this payload only (the key
     * `cardNo` is redacted in QA tapes). The tap itself marks the page busy when it can bind.
     */
    bindRequested(state, _action: PayloadAction<Omit<BindCardRequest, 'orderId'>>) {
      if (!canBind(state)) return;
      state.binding = true;
      state.bindError = null;
    },
    bindFailed(state, action: PayloadAction<ShownMessage>) {
      state.bindError = action.payload;
    },
    /** The new card joins the list, masked; the form stays off. */
    bindSucceeded(state, action: PayloadAction<BindCardNewData>) {
      const { cardId, bankName, cardNo } = action.payload;
      state.bound = true;
      state.bindError = null;
      state.cards = [
        ...state.cards.filter((card) => card.id !== cardId),
        masked({ id: cardId, bankName, cardNo }),
      ];
    },
    bindEnded(state) {
      state.binding = false;
    },
    /** Leaving the page drops everything (and stops a pending return). */
    pageLeft() {
      return initialBankCardState;
    },
  },
});

export const bankCardActions = bankCardSlice.actions;
export const bankCardReducer = bankCardSlice.reducer;

type WithBankCard = { bankCard: BankCardState };
export const selectBankCard = (state: WithBankCard) => state.bankCard;

/** What the page shows before its own load started: nothing of another order's cards (loading). */
const pendingBankCard: BankCardState = { ...initialBankCardState, status: 'loading' };

/** The page for one order (`{ orderId }`): its state, never another order's (forQuery.ts). */
export const selectBankCardFor = keyedByQuery(
  selectBankCard,
  (page): Pick<BindCardQuery, 'orderId'> => page.query,
  pendingBankCard,
);
