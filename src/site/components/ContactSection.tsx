import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { SitePage } from './SectionTitle';

/** /Contact: the contact form, with the service telephone and e-mail beside it. */
export function ContactSection() {
  const intl = useIntl();
  return (
    <SitePage title={intl.formatMessage(messages.contactTitle)}>
      <p className="site-lead">{intl.formatMessage(messages.contactLead)}</p>
      <div className="site-contact-grid">
        <ContactForm />
        <aside className="site-card" aria-labelledby="site-contact-info">
          <h2 id="site-contact-info">{intl.formatMessage(messages.contactInfoTitle)}</h2>
          <ContactDetails />
        </aside>
      </div>
    </SitePage>
  );
}

/** /User: empty in the spec; the page frame with its heading only. */
export function UserSection() {
  const intl = useIntl();
  return <SitePage title={intl.formatMessage(messages.userTitle)} />;
}
