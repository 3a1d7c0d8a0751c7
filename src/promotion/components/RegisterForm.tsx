import { useMemo } from 'react';
import type { Schema } from 'yup';
import { useIntl } from 'react-intl';
import { useBrand } from '../../config/brandContext';
import { Button } from '../../ui/Button';
import {
  CountdownButton,
  useCountdownTexts,
  type CountdownMessages,
} from '../../ui/CountdownButton';
import { Form, FormField, SubmitButton, useForm, validateValues } from '../../ui/form';
import { useAppDispatch, useAppSelector } from '../../shell/hooks';
import { SafeImage } from '../../ui/SafeImage';
import { CAPTCHA_MAX_LENGTH, SMS_CODE_LENGTH } from '../../config/constants';
import { countdownMessages, messages, resendIn, resendInLabel } from '../messages';
import { phoneFormatterFor } from '../phoneRules';
import {
  captchaRefreshSchema,
  registerFormSchema,
  smsRequestSchema,
  type RegisterFormValues,
} from '../promotionSchema';
import {
  promotionActions as actions,
  selectApplyBusy,
  selectCaptcha,
  selectPromotion,
  selectRegistered,
  selectSms,
} from '../promotionSlice';
import { hashOf } from '../query';

/** The resend countdown's name and status texts (the start says when, after the 'code sent' toast). */
const COUNTDOWN_MESSAGES: CountdownMessages = {
  name: resendInLabel,
  started: countdownMessages.remaining,
  remaining: countdownMessages.remaining,
  over: countdownMessages.over,
};
const initialValues: RegisterFormValues = { phone: '', captcha: '', smsCode: '' };
type Field = keyof RegisterFormValues;

/**
 * The registration form (spec sections 2 screen 10, 4 and 5): mobile (digits only, grouped, the
 * deployment's rule), image captcha with refresh, SMS code with the get-code countdown, apply and the
 * agreement link. The values stay in the form; they leave only in the events.
 */
export function RegisterForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { phoneRule } = useBrand();
  const captcha = useAppSelector(selectCaptcha);
  const sms = useAppSelector(selectSms);
  const busy = useAppSelector(selectApplyBusy);
  const registered = useAppSelector(selectRegistered);
  const { template, query } = useAppSelector(selectPromotion);
  const schemas = useMemo(
    () => ({
      register: registerFormSchema(phoneRule),
      sms: smsRequestSchema(phoneRule),
      refresh: captchaRefreshSchema(phoneRule),
    }),
    [phoneRule],
  );
  const phoneFormatter = useMemo(() => phoneFormatterFor(phoneRule), [phoneRule]);
  // While the countdown runs the button shows the seconds and is named by what it does and when; a
  // polite status line beside it speaks at the start (after the 'code sent' toast), at 10 s and at
  // the end.
  const countdownTexts = useCountdownTexts(COUNTDOWN_MESSAGES);
  const form = useForm({
    schema: schemas.register,
    initialValues,
    busy,
    validateOnBlur: false,
    onSubmit: (values) => {
      dispatch(
        actions.registerRequested({
          phone: values.phone,
          capcode: values.captcha,
          smsCode: values.smsCode,
        }),
      );
    },
  });

  /** Checks some fields with their schema; shows their messages and says whether they passed. */
  const passes = <Out,>(schema: Schema<Out>, fields: Field[]) => {
    const result = validateValues(schema, form.values);
    if (result.ok) return true;
    for (const field of fields) {
      const message = result.errors[field];
      if (typeof message === 'string') form.showError(field, message);
    }
    return false;
  };

  // A new image of a working captcha needs the mobile first (spec section 5); a captcha session that
  // could not be had (get-sid failed) is asked for again without it.
  const retryCaptcha = () => dispatch(actions.captchaRequested());
  const refreshCaptcha = () => {
    if (captcha.status === 'failed') retryCaptcha();
    else if (passes(schemas.refresh, ['phone'])) dispatch(actions.captchaRefreshRequested());
  };
  const getCode = () => {
    if (passes(schemas.sms, ['phone', 'captcha'])) {
      dispatch(actions.smsRequested({ phone: form.values.phone, capcode: form.values.captcha }));
    }
  };

  const counting = sms.counting;
  const applyText = template.data?.buttonText || intl.formatMessage(messages.apply);

  return (
    <Form form={form} className="promo-form" aria-label={intl.formatMessage(messages.title)}>
      <FormField
        name="phone"
        kind="tel"
        formatter={phoneFormatter}
        label={intl.formatMessage(messages.mobileLabel)}
      />
      <FormField
        name="captcha"
        label={intl.formatMessage(messages.captchaLabel)}
        maxLength={CAPTCHA_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputClassName="promo-captcha-input"
        addon={
          // Busy while an image loads (its placeholder shows it); the refresh beside it still answers.
          <span className="promo-captcha" aria-busy={captcha.status === 'loading' || undefined}>
            {captcha.url ? (
              <SafeImage
                src={captcha.url}
                alt={intl.formatMessage(messages.captchaImage)}
                width={100}
                height={44}
                className="promo-captcha-img"
              />
            ) : captcha.status === 'failed' ? (
              <button
                type="button"
                className="promo-captcha-img promo-captcha-failed"
                aria-label={intl.formatMessage(messages.captchaRetryLabel)}
                onClick={retryCaptcha}
              >
                {intl.formatMessage(messages.captchaRetry)}
              </button>
            ) : (
              <span className="promo-captcha-img img-placeholder" aria-hidden="true" />
            )}
            <Button
              variant="text"
              className="promo-captcha-refresh"
              aria-label={intl.formatMessage(messages.captchaRefresh)}
              onClick={refreshCaptcha}
            >
              <span aria-hidden="true">↻</span>
            </Button>
          </span>
        }
      />
      <FormField
        name="smsCode"
        kind="one-time-code"
        label={intl.formatMessage(messages.smsCodeLabel)}
        maxLength={SMS_CODE_LENGTH}
        addon={
          <CountdownButton
            variant="secondary"
            className="promo-get-code"
            counting={counting}
            secondsLeft={sms.secondsLeft}
            texts={countdownTexts}
            statusTestId="promo-get-code-status"
            busy={sms.sending}
            onClick={getCode}
          >
            {counting
              ? intl.formatMessage(resendIn, { seconds: sms.secondsLeft })
              : intl.formatMessage(messages.getCode)}
          </CountdownButton>
        }
      />
      <SubmitButton className="promo-apply" disabled={registered}>
        {applyText}
      </SubmitButton>
      <p className="promo-agreement">
        {intl.formatMessage(messages.agreementNote)}{' '}
        <a className="promo-link" href={hashOf('agreement', query)}>
          {intl.formatMessage(messages.agreementLink)}
        </a>
      </p>
    </Form>
  );
}
