import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from '../messages';
import { emptyContact, emptyFields, type ContactValues } from '../siteForms';
import { FormMessage } from './FormMessage';
import { TextField, type TextFieldKind } from './TextField';
import { useSiteForm } from './useSiteForm';

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
  const { messageId, values, outcome, attempt, change, onSubmit } = useSiteForm(emptyContact);
  const missing = outcome === 'incomplete' ? emptyFields(values) : [];

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
          onChange={(value) => change((current) => ({ ...current, [field.name]: value }))}
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
