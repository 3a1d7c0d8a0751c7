import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { FormOutcome } from '../siteForms';

/**
 * A website form's outcome: 'Please provide complete information!' as an alert, or 'Successful!' as a
 * status message. The id lets the empty fields point at it.
 */
export interface FormMessageProps {
  id: string;
  outcome: FormOutcome | null;
  /** Counts the submits: each one announces its message again, even an unchanged one. */
  attempt: number;
}

export function FormMessage({ id, outcome, attempt }: FormMessageProps) {
  const intl = useIntl();
  if (outcome === 'incomplete') {
    return (
      <p key={attempt} id={id} role="alert" className="form-error site-form-message">
        {intl.formatMessage(messages.formIncomplete)}
      </p>
    );
  }
  return (
    <p id={id} role="status" className="site-form-message site-form-success">
      {outcome === 'success' ? intl.formatMessage(messages.formSuccess) : null}
    </p>
  );
}
