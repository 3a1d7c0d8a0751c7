import { countdownOver } from '../../platform/state/countdownState';
import type { CardRepaymentState } from './cardRepaymentSlice';

type WithCardRepayment = { cardRepayment: CardRepaymentState };

/**
 * The SMS step's resend is back: its countdown ran to the end (the slice's resendRequested still ignores
 * a tap while one is under way).
 */
export const selectCanResend = (state: WithCardRepayment): boolean =>
  countdownOver(state.cardRepayment.sms);
