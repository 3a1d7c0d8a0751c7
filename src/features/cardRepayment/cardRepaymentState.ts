import type { Attempt, DoubtFinding } from '../../platform/api/attempt';
import { idleCountdown, type CountdownState } from '../../platform/state/countdownState';
import type { RequestStatus } from '../../platform/state/loadState';
import type { RepaymentMethod } from './types';
import type { BankCard, RepaymentCommitData } from './cardRepaymentSchema';
import type { ShownMessage } from '../../shell/shownText';

/**
 * The SMS code step (spec section 4): a modal with a 60 s resend countdown (`secondsLeft`: until the
 * code may be resent, 0 shows the resend action; `counting`: resend is blocked meanwhile).
 */
export interface SmsStepState extends CountdownState {
  open: boolean;
  /** A confirm is in flight or cooling down (set by the tap's reducer: a burst sends one request). */
  confirming: boolean;
  /** Likewise for the resend (a commit with sendMsg 1). */
  resending: boolean;
  /** The last failure of the step, shown inside the dialog (toasts sit beneath a modal dialog). */
  message: ShownMessage | null;
}

/**
 * The repayment store of spec section 3 (cards, alipay, repayToken, repayRecordId, needValid, amount,
 * couponId, orderId) plus the page's request states. The card number stays in memory only: the state is
 * never written to web storage, and the page renders it masked.
 */
export interface CardRepaymentState {
  status: RequestStatus;
  /** Why the cards did not load (the page's load error: server text or a message id). */
  loadError: ShownMessage | null;
  orderId: string;
  productId: string;
  /** Minor units, as given in the page query. */
  amount: string;
  couponId: string;
  cards: BankCard[];
  alipay: boolean;
  repayToken: string;
  repayRecordId: string;
  needValid: RepaymentCommitData['needValid'] | null;
  selected: RepaymentMethod | null;
  /**
   * The pay button's request (commit or the alternative method's url) is in flight, or cooling down after
   * a failure. Set synchronously by the tap itself (payRequested), so the taps of a burst are ignored.
   */
  paying: boolean;
  /** The payment went through (details or the payment page are opening): pay stays off until the page is left. */
  paid: boolean;
  /** The alternative payment was requested, its page's url refused: pay stays off, details offered. */
  handoffRefused: boolean;
  /**
   * The pay button's attempt (card commit, its resend, the alternative method) until a definitive answer:
   * its retry is the same request (the same Idempotency-Key), and the method stays fixed meanwhile.
   */
  payAttempt: Attempt | null;
  /** Likewise for the SMS step's confirm (its subject is the repayment record, never the code). */
  confirmAttempt: Attempt | null;
  sms: SmsStepState;
  /**
   * A payment request whose outcome is unknown, against a backend that does not honour keys: nothing is
   * sent again on its own; the page says it may have been charged and checks. Absent otherwise (absent, not
   * null, so the QA tapes recorded before doubts existed keep their state).
   */
  doubt?: PaymentDoubt;
}

/**
 * Where the doubtful request was made: the pay button (commit or the alternative method) or the SMS step
 * (its confirm or resend), and what the check of the order found so far.
 */
export interface PaymentDoubt {
  step: 'pay' | 'sms';
  finding: DoubtFinding;
}

export type AttemptSlot = 'payAttempt' | 'confirmAttempt';

export const closedSmsStep: SmsStepState = {
  open: false,
  ...idleCountdown(0),
  confirming: false,
  resending: false,
  message: null,
};

export const initialCardRepaymentState: CardRepaymentState = {
  status: 'idle',
  loadError: null,
  orderId: '',
  productId: '',
  amount: '',
  couponId: '',
  cards: [],
  alipay: false,
  repayToken: '',
  repayRecordId: '',
  needValid: null,
  selected: null,
  paying: false,
  paid: false,
  handoffRefused: false,
  payAttempt: null,
  confirmAttempt: null,
  sms: closedSmsStep,
};
