import { useIntl } from 'react-intl';
import { useBrand } from '../../../config/brandContext';
import { Button, CardSection } from '../../../ui';
import { PageFrame } from '../../../shell/PageFrame';
import { useAppDispatch } from '../../../shell/hooks';
import { navigationRequested } from '../../../shell/shellNavigation';
import { privacyLanguage } from '../documents/loadDocument';
import { messages } from '../messages';
import { AboutText } from './AboutText';

/** The app's own logo (public/favicon.svg), served with the build. */
const LOGO_SRC = '/favicon.svg';

/** Digits and a leading + only: what a tel: link may carry. */
const telHref = (telephone: string) => `tel:${telephone.replace(/[^\d+]/g, '')}`;

/** Spec screen 6: the welcome text with the logo, the company, and how to reach customer service. */
export default function AboutUsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { appName, companyName, servicePhone, email } = useBrand();
  return (
    <PageFrame title={intl.formatMessage(messages.aboutTitle)}>
      <section className="card" aria-label={appName}>
        <img className="about-logo" src={LOGO_SRC} alt={appName} width={72} height={72} />
        <p className="about-company">{companyName}</p>
        <AboutText language={privacyLanguage(intl.locale)} />
      </section>
      <CardSection
        title={intl.formatMessage(messages.contactTitle)}
        headingClassName="legal-h legal-h2"
      >
        <dl className="about-contact">
          <dt>{intl.formatMessage(messages.telephone)}</dt>
          <dd>
            <a href={telHref(servicePhone)}>{servicePhone}</a>
          </dd>
          <dt>{intl.formatMessage(messages.email)}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </dl>
        <Button
          variant="secondary"
          onClick={() => dispatch(navigationRequested({ page: 'customerService' }))}
        >
          {intl.formatMessage(messages.contactLink)}
        </Button>
      </CardSection>
    </PageFrame>
  );
}
