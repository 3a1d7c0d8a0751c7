import { useIntl } from 'react-intl';
import { useBrand } from '../../config/brandContext';
import { advantagesTitle, messages } from '../messages';
import { SectionTitle } from './SectionTitle';
import { SignUpForm } from './SignUpForm';
import { SiteLink } from './SiteLink';

const ADVANTAGES = [
  { key: 'online', title: messages.homeAdvOnlineTitle, text: messages.homeAdvOnlineText },
  { key: 'fast', title: messages.homeAdvFastTitle, text: messages.homeAdvFastText },
  { key: 'clear', title: messages.homeAdvClearTitle, text: messages.homeAdvClearText },
  { key: 'safe', title: messages.homeAdvSafeTitle, text: messages.homeAdvSafeText },
] as const;

/** Home (nav index 0): the offer, the advantages of Cuota, the e-mail sign-up box and the claim. */
export function HomeSection() {
  const intl = useIntl();
  const { appName } = useBrand();
  return (
    <>
      <section className="site-hero">
        <div className="site-container">
          <SectionTitle>{intl.formatMessage(messages.homeTitle)}</SectionTitle>
          <p className="site-lead">{intl.formatMessage(messages.homeLead)}</p>
          <SiteLink section="contact" className="button site-hero-cta">
            {intl.formatMessage(messages.homeCta)}
          </SiteLink>
        </div>
      </section>
      <section className="site-container site-band" aria-labelledby="site-advantages">
        <h2 id="site-advantages">{intl.formatMessage(advantagesTitle, { appName })}</h2>
        <ul className="site-cards">
          {ADVANTAGES.map((advantage) => (
            <li key={advantage.key} className="site-card">
              <h3>{intl.formatMessage(advantage.title)}</h3>
              <p>{intl.formatMessage(advantage.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-container site-band" aria-labelledby="site-signup">
        <div className="site-signup">
          <h2 id="site-signup">{intl.formatMessage(messages.signupTitle)}</h2>
          <p>{intl.formatMessage(messages.signupText)}</p>
          <SignUpForm />
          <p className="site-claim">{intl.formatMessage(messages.signupClaim)}</p>
        </div>
      </section>
    </>
  );
}
