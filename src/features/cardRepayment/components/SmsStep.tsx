import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal } from '../../../ui';
import {
  CountdownButton,
  useCountdownTexts,
  type CountdownMessages,
} from '../../../ui/CountdownButton';
import { Form, FormField, SubmitButton, useForm } from '../../../ui/form';
import { cardRepaymentActions as actions, selectCardRepayment } from '../cardRepaymentSlice';
import { SMS_CODE_INPUT_MAX, smsCodeSchema, type SmsCodeValues } from '../cardRepaymentSchema';
import { selectConfirmRetriesSame, selectPayRetriesSame } from '../cardRepaymentAttempts';
import { selectCanResend } from '../smsSelectors';
import { countdownMessages, messages, resendIn, resendInLabel } from '../messages';
import { useShownText } from '../../../shell/shownText';
import { isCheckingDoubt, PaymentDoubtView } from './PaymentDoubtView';

/** The resend countdown's name and status texts. */
const COUNTDOWN_MESSAGES: CountdownMessages = {
  name: resendInLabel,
  started: countdownMessages.started,
  remaining: countdownMessages.remaining,
  over: countdownMessages.over,
};
const initialValues: SmsCodeValues = { code: '' };

/**
 * The SMS step (spec section 4): a modal with the code field, the 60 s resend countdown, cancel and
 * confirm. Failures show inside the dialog: a toast would sit beneath the modal dialog and be inert.
 */
export function SmsStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { sms } = useAppSelector(selectCardRepayment);
  const cancel = useCallback(() => dispatch(actions.smsCancelled()), [dispatch]);

  return (
    <Modal open={sms.open} onClose={cancel} title={intl.formatMessage(messages.smsTitle)}>
      {sms.open ? <SmsCodeForm onCancel={cancel} /> : null}
    </Modal>
  );
}

/**
 * The code form (the smsCodeSchema's rule: at least 6 characters, or 'enter the correct code'). The code
 * stays in the form's state, mounted while the step is open, and leaves only in the confirm event.
 */
function SmsCodeForm({ onCancel }: { onCancel: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { sms, doubt } = useAppSelector(selectCardRepayment);
  const smsDoubt = doubt?.step === 'sms' ? doubt : null;
  // While a doubtful request is checked, neither confirm nor resend may go out.
  const checking = isCheckingDoubt(smsDoubt?.finding);
  const introId = useId();
  const shownText = useShownText();
  const serverMessage = shownText(sms.message);
  const canResend = useAppSelector(selectCanResend);
  // After an answer that may have been charged, the retry is the same request (the same key).
  const resendSame = useAppSelector(selectPayRetriesSame);
  const confirmSame = useAppSelector(selectConfirmRetriesSame);
  const noteId = useId();
  // While resend waits, the button is named by what it does and when; a polite status line beside it
  // speaks at the start, at 10 s and when resend is back.
  const countdownTexts = useCountdownTexts(COUNTDOWN_MESSAGES);
  const form = useForm({
    schema: smsCodeSchema,
    initialValues,
    busy: sms.confirming || checking,
    validateOnBlur: false,
    onSubmit: (values) => {
      dispatch(actions.confirmRequested({ verifyCode: values.code }));
    },
  });

  return (
    <Form form={form} className="cr-sms">
      <p id={introId} className="cr-sms-intro">
        {intl.formatMessage(messages.smsIntro)}
      </p>
      <FormField
        name="code"
        kind="one-time-code"
        label={intl.formatMessage(messages.codeLabel)}
        maxLength={SMS_CODE_INPUT_MAX}
        describedBy={introId}
        inputClassName="cr-code-input"
        addon={
          <CountdownButton
            variant="text"
            className="cr-resend"
            counting={!canResend}
            secondsLeft={sms.secondsLeft}
            texts={countdownTexts}
            statusTestId="cr-resend-status"
            disabled={!canResend || checking}
            busy={sms.resending}
            data-testid="cr-resend"
            onClick={() => dispatch(actions.resendRequested())}
          >
            {!canResend
              ? intl.formatMessage(resendIn, { seconds: sms.secondsLeft })
              : intl.formatMessage(resendSame ? messages.retrySame : messages.resend)}
          </CountdownButton>
        }
      />
      {smsDoubt ? <PaymentDoubtView finding={smsDoubt.finding} /> : null}
      {serverMessage ? (
        <p className="cr-sms-message" role="alert" data-testid="cr-sms-message">
          {serverMessage}
        </p>
      ) : null}
      {resendSame || confirmSame ? (
        <p id={noteId} className="cr-sms-intro" data-testid="cr-same-request">
          {intl.formatMessage(messages.sameRequestNote)}
        </p>
      ) : null}
      <div className="dialog-actions cr-sms-actions">
        <SubmitButton aria-describedby={confirmSame ? noteId : undefined}>
          {intl.formatMessage(confirmSame ? messages.retrySame : messages.confirm)}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </Form>
  );
}
