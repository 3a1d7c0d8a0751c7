import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useShownText } from '../../../shell/shownText';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { loginFailed, loginSucceeded, messages } from '../messages';
import './devtools.css';
import { selectDevtools, devtoolsActions as actions } from '../devtoolsSlice';

/** The result of the automatic SMS-code login (spec section 6): logged in, or failed with the message. */
export function LoginStatus() {
  const intl = useIntl();
  const shownText = useShownText();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { login, credentials } = useAppSelector(selectDevtools);
  const { status, error } = login;

  let text: string;
  if (status === 'succeeded')
    text = intl.formatMessage(loginSucceeded, { username: credentials.username });
  else if (status === 'failed')
    text = shownText(error)
      ? intl.formatMessage(loginFailed, { message: shownText(error) })
      : intl.formatMessage(messages.loginFailedPlain);
  else text = intl.formatMessage(messages.loginLoading);

  return (
    <section className="card tp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tp-heading">
        {intl.formatMessage(messages.loginHeading)}
      </h2>
      <p
        className={`tp-login tp-login--${status}`}
        role="status"
        aria-live="polite"
        data-testid="tp-login"
      >
        <span className="tp-login-mark" aria-hidden="true">
          {status === 'succeeded' ? '✓' : status === 'failed' ? '!' : '…'}
        </span>
        <span>{text}</span>
      </p>
      {status === 'failed' ? (
        <Button variant="secondary" onClick={() => dispatch(actions.loginRetried())}>
          {intl.formatMessage(messages.loginRetry)}
        </Button>
      ) : null}
    </section>
  );
}
