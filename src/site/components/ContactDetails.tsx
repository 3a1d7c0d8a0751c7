import { useIntl } from 'react-intl';
import { useBrand } from '../../config/brandContext';
import { messages } from '../messages';

/** The brand's service telephone and e-mail (brand config, overridable at runtime), as links. */
export function ContactDetails() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <dl className="site-contact-details">
      <div>
        <dt>{intl.formatMessage(messages.contactInfoPhone)}</dt>
        <dd>
          <a href={`tel:${brand.servicePhone.replace(/[^\d+]/g, '')}`}>{brand.servicePhone}</a>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage(messages.contactInfoEmail)}</dt>
        <dd>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </dd>
      </div>
    </dl>
  );
}
