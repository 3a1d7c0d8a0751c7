import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { checkForm, emptySignUp, type FormOutcome } from '../siteForms';
import { FormMessage } from './FormMessage';
import { TextField } from './TextField';

/** The e-mail sign-up box: empty gives 'Please provide complete information!', else 'Successful!'. */
export function SignUpForm() {
  const intl = useIntl();
  const messageId = useId();
  const [values, setValues] = useState(emptySignUp);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing leaves the browser (spec section 4): the box only answers.
    const result = checkForm(values);
    setOutcome(result);
    setAttempt((n) => n + 1);
    if (result === 'success') setValues(emptySignUp);
  };

  return (
    <form className="site-signup-form" noValidate onSubmit={onSubmit}>
      <div className="site-signup-row">
        <TextField
          name="email"
          kind="email"
          autoComplete="email"
          label={intl.formatMessage(messages.signupEmail)}
          value={values.email}
          onChange={(email) => {
            setValues({ email });
            if (outcome === 'success') setOutcome(null);
          }}
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
