import { object, string, type InferType } from 'yup';
import { CAPTCHA_MAX_LENGTH, SMS_CODE_LENGTH } from '../config/constants';
import type { PhoneRule } from '../config/phoneRule';
import { anyData, decision, display, requiredText, text, textList } from '../platform/api/schema';
import { MESSAGE_IDS } from './messages';
import { PHONE_RULE_SPECS } from './phoneRules';

/**
 * Response schemas of the promotion landing (spec section 7) and its form schemas (spec section 5).
 * Display fields are normalized; what the flow decides on or sends back (the template id, the sid, the
 * download links) is checked exactly, or the answer is refused (BAD_RESPONSE).
 */

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A template colour: '#rgb' or '#rrggbb', anything else '' (the page keeps its theme). */
function colour() {
  return string()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && HEX_COLOUR.test(original.trim()) ? original.trim() : '',
    )
    .defined()
    .default('')
    .meta(display('colour'));
}

/**
 * A link the user may follow (it still passes the allowlist when tapped): text, trimmed; missing or
 * null is no link (''); any other type refuses the answer.
 */
function link() {
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === null) return '';
      return typeof original === 'string' ? original.trim() : original;
    })
    .defined()
    .default('')
    .meta(decision('url'));
}

/**
 * GET channel-template (templateId): the landing config of spec section 3, "template data with id".
 * The id must be there (the saga also checks it is the one asked for); texts, images and colours are
 * display; the download links and the agreement complete the other two pages.
 */
export const channelTemplateSchema = object({
  id: requiredText(),
  title: text(),
  headline: text(),
  subtitle: text(),
  /** The banner image (through the image check) and its alternative text. */
  bannerUrl: text(),
  bannerAlt: text(),
  /** Short selling points under the banner. */
  benefits: textList(),
  /** The apply button's label ('' keeps the page's own). */
  buttonText: text(),
  /** Accent (buttons, header) and page background. */
  themeColor: colour(),
  backgroundColor: colour(),
  androidUrl: link(),
  iosUrl: link(),
  agreementTitle: text(),
  agreement: textList(),
});

/** GET get-sid: the session id the captcha and both submits are bound to. */
export const sidSchema = object({
  sid: requiredText(),
});

/** track-visit, track-click, get-sms and register: the code decides, the data is never read. */
export const acknowledgementSchema = anyData;

export type ChannelTemplate = InferType<typeof channelTemplateSchema>;

// ---- Form schemas: messages are react-intl ids, the form translates them ----

/** Mobile (spec section 5 and the deployment's rule): digits matching the rule, else its message. */
function mobileField(rule: PhoneRule) {
  const spec = PHONE_RULE_SPECS[rule];
  return string()
    .trim()
    .required(spec.messageId)
    .matches(spec.pattern, { message: spec.messageId, excludeEmptyString: true });
}

/** Image captcha: required, at most 4 characters, 'Please enter the correct image captcha'. */
const captchaField = () =>
  string()
    .trim()
    .required(MESSAGE_IDS.captchaInvalid)
    .max(CAPTCHA_MAX_LENGTH, MESSAGE_IDS.captchaInvalid);

/** SMS code: required, at most 6 characters, 'Please enter the correct SMS code'. */
const smsCodeField = () =>
  string()
    .trim()
    .required(MESSAGE_IDS.smsCodeInvalid)
    .max(SMS_CODE_LENGTH, MESSAGE_IDS.smsCodeInvalid);

/** Refreshing the captcha needs a valid mobile first (spec section 5). */
export const captchaRefreshSchema = (rule: PhoneRule) => object({ phone: mobileField(rule) });

/** Asking for the SMS code: the mobile and the image captcha. */
export const smsRequestSchema = (rule: PhoneRule) =>
  object({ phone: mobileField(rule), captcha: captchaField() });

/** Applying: the mobile, the image captcha and the SMS code. */
export const registerFormSchema = (rule: PhoneRule) =>
  object({ phone: mobileField(rule), captcha: captchaField(), smsCode: smsCodeField() });

export type RegisterFormValues = InferType<ReturnType<typeof registerFormSchema>>;
