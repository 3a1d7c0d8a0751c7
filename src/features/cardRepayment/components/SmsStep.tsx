import { Formik, Form, Field, type FieldProps } from 'formik';
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Modal } from '../../../ui';
import { cardRepaymentActions as actions, selectCardRepayment } from '../cardRepaymentSlice';
import {
  digitsOnly,
  SMS_CODE_INPUT_MAX,
  smsCodeSchema,
  type SmsCodeValues,
} from '../cardRepaymentSchema';
import { messages, resendIn } from '../messages';
import { useShownText } from './useShownText';

const initialValues: SmsCodeValues = { code: '' };

/**
 * The SMS code step (spec section 4): a modal with the code field (formik + yup; the code stays in
 * formik state and leaves only in the confirm event), the 60 s resend countdown, cancel and confirm.
 * Failures show inside the dialog: a toast would sit beneath the modal dialog and be inert.
 */
export function SmsStep() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { sms } = useSelector(selectCardRepayment);
  const fieldId = useId();
  const errorId = useId();
  const introId = useId();
  const cancel = useCallback(() => dispatch(actions.smsCancelled()), [dispatch]);
  const shownText = useShownText();
  const serverMessage = shownText(sms.message);
  const canResend = !sms.counting && sms.secondsLeft === 0;

  return (
    <Modal open={sms.open} onClose={cancel} title={intl.formatMessage(messages.smsTitle)}>
      {sms.open ? (
        <Formik
          initialValues={initialValues}
          validationSchema={smsCodeSchema}
          validateOnBlur={false}
          onSubmit={(values) => {
            dispatch(actions.confirmRequested({ verifyCode: values.code.trim() }));
          }}
        >
          <Form noValidate className="cr-sms">
            <p id={introId} className="cr-sms-intro">
              {intl.formatMessage(messages.smsIntro)}
            </p>
            <Field name="code">
              {({ field, form, meta }: FieldProps<string, SmsCodeValues>) => {
                const invalid = meta.touched && !!meta.error;
                return (
                  <div className="cr-field">
                    <label htmlFor={fieldId} className="cr-field-label">
                      {intl.formatMessage(messages.codeLabel)}
                    </label>
                    <div className="cr-code-row">
                      <input
                        {...field}
                        id={fieldId}
                        className="cr-code-input"
                        type="text"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        pattern="[0-9]*"
                        maxLength={SMS_CODE_INPUT_MAX}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? `${errorId} ${introId}` : introId}
                        onChange={(e) => form.setFieldValue('code', digitsOnly(e.target.value))}
                      />
                      <Button
                        variant="text"
                        className="cr-resend"
                        disabled={!canResend}
                        busy={sms.resending}
                        data-testid="cr-resend"
                        onClick={() => dispatch(actions.resendRequested())}
                      >
                        {canResend
                          ? intl.formatMessage(messages.resend)
                          : intl.formatMessage(resendIn, { seconds: sms.secondsLeft })}
                      </Button>
                    </div>
                    {invalid ? (
                      <p id={errorId} className="cr-field-error" role="alert">
                        {intl.formatMessage({ id: meta.error ?? '' })}
                      </p>
                    ) : null}
                  </div>
                );
              }}
            </Field>
            {serverMessage ? (
              <p className="cr-sms-message" role="alert" data-testid="cr-sms-message">
                {serverMessage}
              </p>
            ) : null}
            <div className="dialog-actions cr-sms-actions">
              <Button type="submit" busy={sms.confirming}>
                {intl.formatMessage(messages.confirm)}
              </Button>
              <Button variant="secondary" onClick={cancel}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </div>
          </Form>
        </Formik>
      ) : null}
    </Modal>
  );
}
