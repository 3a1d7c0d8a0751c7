import { useIntl } from 'react-intl';
import { useBrand } from '../../../config/brandContext';

/** Digits and a leading + only: what a tel: link may carry. */
const telHref = (telephone: string) => `tel:${telephone.replace(/[^\d+]/g, '')}`;

/**
 * In place of a legal document this deployment's market does not publish (src/config/markets): says
 * so, and how to reach customer service (the brand's telephone and e-mail). Never another market's text.
 * Its texts are the feature's (`legalDocs`), which the website's catalog carries too.
 */
export function LegalNotInMarket() {
  const intl = useIntl();
  const { servicePhone, email } = useBrand();
  return (
    <section className="card legal-unavailable" data-testid="legal-not-in-market">
      <p className="legal-unavailable-text">
        {intl.formatMessage({
          id: 'legalDocs.notInMarket',
          defaultMessage: 'Este documento no aplica en tu país.',
        })}
      </p>
      <p>
        {intl.formatMessage({
          id: 'legalDocs.notInMarketHelp',
          defaultMessage: 'Si tienes dudas, comunícate con atención a clientes:',
        })}
      </p>
      <dl className="about-contact">
        <dt>
          {intl.formatMessage({ id: 'legalDocs.notInMarketPhone', defaultMessage: 'Teléfono' })}
        </dt>
        <dd>
          <a href={telHref(servicePhone)}>{servicePhone}</a>
        </dd>
        <dt>
          {intl.formatMessage({
            id: 'legalDocs.notInMarketEmail',
            defaultMessage: 'Correo electrónico',
          })}
        </dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </dl>
    </section>
  );
}
