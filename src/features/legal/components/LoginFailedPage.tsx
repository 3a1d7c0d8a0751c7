import { useAppDispatch } from '../../../shell/hooks';
import { useIntl } from 'react-intl';
import { AppFrame, Button } from '../../../ui';
import { legalActions as actions } from '../legalSlice';
import { messages } from '../messages';
import './legal.css';

/**
 * Spec section 2, screen 17: the fixed title 'Fracaso' and notice, the same Spanish texts in every locale
 * (marked as Spanish for screen readers); the button asks the app to log in again.
 */
export default function LoginFailedPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <AppFrame title={intl.formatMessage(messages.loginFailedTitle)}>
      <section className="card login-failed" aria-labelledby="login-failed-notice">
        <p id="login-failed-notice" className="login-failed-notice" lang="es-MX">
          {intl.formatMessage(messages.loginFailedNotice)}
        </p>
        <Button onClick={() => dispatch(actions.goLoginTapped())}>
          {intl.formatMessage(messages.loginFailedButton)}
        </Button>
      </section>
    </AppFrame>
  );
}
