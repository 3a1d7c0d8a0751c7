import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { emptySignUp } from '../siteForms';
import { FormMessage } from './FormMessage';
import { TextField } from './TextField';
import { useSiteForm } from './useSiteForm';

/** The e-mail sign-up box: empty gives 'Please provide complete information!', else 'Successful!'. */
export function SignUpForm() {
  const intl = useIntl();
  const { messageId, values, outcome, attempt, change, onSubmit } = useSiteForm(emptySignUp);

  return (
    <form className="site-signup-form" noValidate onSubmit={onSubmit}>
      <div className="site-signup-row">
        <TextField
          name="email"
          kind="email"
          autoComplete="email"
          label={intl.formatMessage(messages.signupEmail)}
          value={values.email}
          onChange={(email) => change({ email })}
          invalid={outcome === 'incomplete' && values.email.trim() === ''}
          describedBy={messageId}
        />
        <button type="submit" className="button button-primary site-signup-submit">
          {intl.formatMessage(messages.signupSubmit)}
        </button>
      </div>
      <FormMessage id={messageId} outcome={outcome} attempt={attempt} />
    </form>
  );
}
