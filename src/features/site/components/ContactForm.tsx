import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from '../messages';
import {
  checkForm,
  emptyContact,
  emptyFields,
  type ContactValues,
  type FormOutcome,
} from '../siteForms';
import { FormMessage } from './FormMessage';
import { TextField, type TextFieldKind } from './TextField';

const FIELDS: {
  name: keyof ContactValues;
  kind: TextFieldKind;
  label: MessageDescriptor;
  autoComplete: string;
}[] = [
  { name: 'name', kind: 'text', label: messages.contactName, autoComplete: 'name' },
  { name: 'phone', kind: 'tel', label: messages.contactPhone, autoComplete: 'tel-national' },
  { name: 'email', kind: 'email', label: messages.contactEmail, autoComplete: 'email' },
  { name: 'message', kind: 'textarea', label: messages.contactMessage, autoComplete: 'off' },
];

/**
 * The contact form: name, telephone, e-mail and message. Any empty field gives 'Please provide complete
 * information!' (the empty ones marked), else 'Successful!' and the form clears. Nothing is sent.
 */
export function ContactForm() {
  const intl = useIntl();
  const messageId = useId();
  const [values, setValues] = useState(emptyContact);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const missing = outcome === 'incomplete' ? emptyFields(values) : [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkForm(values);
    setOutcome(result);
    setAttempt((n) => n + 1);
    if (result === 'success') setValues(emptyContact);
  };

  return (
    <form className="form site-contact-form" noValidate onSubmit={onSubmit}>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          kind={field.kind}
          autoComplete={field.autoComplete}
          label={intl.formatMessage(field.label)}
          value={values[field.name]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field.name]: value }));
            if (outcome === 'success') setOutcome(null);
          }}
          invalid={missing.includes(field.name)}
          describedBy={messageId}
        />
      ))}
      <FormMessage id={messageId} outcome={outcome} attempt={attempt} />
      <button type="submit" className="button button-primary site-contact-submit">
        {intl.formatMessage(messages.contactSubmit)}
      </button>
    </form>
  );
}
