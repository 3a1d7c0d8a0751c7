import {
  cardRepaymentReducer,
  type CardRepaymentState,
} from '../../../src/features/cardRepayment/cardRepaymentSlice';
import { selectCanResend } from '../../../src/features/cardRepayment/smsSelectors';

const base = (): CardRepaymentState => cardRepaymentReducer(undefined, { type: '@@init' });
const withSms = (sms: Partial<CardRepaymentState['sms']>) => {
  const state = base();
  return { cardRepayment: { ...state, sms: { ...state.sms, open: true, ...sms } } };
};

describe('selectCanResend (the SMS step resend is back)', () => {
  it('is back once the countdown ran to its end', () => {
    expect(selectCanResend(withSms({ counting: false, secondsLeft: 0 }))).toBe(true);
  });

  it('waits while the countdown runs, and after one stopped before its end', () => {
    expect(selectCanResend(withSms({ counting: true, secondsLeft: 52 }))).toBe(false);
    expect(selectCanResend(withSms({ counting: true, secondsLeft: 0 }))).toBe(false);
    expect(selectCanResend(withSms({ counting: false, secondsLeft: 30 }))).toBe(false);
  });
});
