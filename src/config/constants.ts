export const HTTP_TIMEOUT_MS = 60_000;
/** After a failed submit that moves money, further taps of the same burst are ignored this long. */
export const SUBMIT_REARM_MS = 500;
/** The longest wait for a one-shot position (the test page's location probe). */
export const LOCATE_TIMEOUT_MS = 15_000;

export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;

export const TOAST_DEFAULT_MS = 3_000;
export const TOAST_MIN_MS = 300;
export const SUCCESS_MODAL_MS = 1_500;
export const SCORE_MODAL_DELAY_MS = 3_000;

export const SMS_COUNTDOWN_SECONDS = 60;
export const PHONE_LENGTH = 11;
export const CAPTCHA_MAX_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;
export const REPAYMENT_CODE_MIN_LENGTH = 6;

export const CONFIRM_RELOAD_MS = 5_500;
export const REPAYMENT_DETAIL_FOLDED_ROWS = 2;
export const RATING_STARS = 5;
export const RATING_STORE_THRESHOLD = 4;

export const EXTENSION_MAX_DAYS = 7;

/** Contract text constants (spec section 9, "as given"). */
export const CONTRACT = {
  annualRatePercent: 18,
  interestPercent: 0.0065,
  taxPercentOfInterestPlusCommission: 16,
  overdueFinePercentPerDay: 3,
} as const;

/** The persistent cookie expires at the end of 9999. */
export const PERSISTENT_COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

/**
 * Fixed test credentials of the test page's automatic SMS-code login (spec section 6). A test
 * account only: the demo server accepts exactly these, a real backend its own test account.
 */
export const TEST_LOGIN = { username: '13800138000', smsCode: '123456' } as const;
