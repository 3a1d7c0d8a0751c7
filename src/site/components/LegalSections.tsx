import { useIntl } from 'react-intl';
import { useBrand } from '../../config/brandContext';
import {
  AboutText,
  LoanTerms,
  loanTermsLanguage,
  PrivacyNotice,
  privacyLanguage,
} from '../../features/legalDocs';
import { logoLabel, messages } from '../messages';
import { Logo } from './Logo';
import { SitePage } from './SectionTitle';

/**
 * About us (nav index 1): the logo and the welcome text, in Spanish in the Spanish locale, otherwise
 * in English (the text exists in those two languages).
 */
export function AboutSection() {
  const intl = useIntl();
  const { appName } = useBrand();
  return (
    <SitePage title={intl.formatMessage(messages.aboutTitle)} document>
      <Logo
        className="site-about-logo"
        size={72}
        label={intl.formatMessage(logoLabel, { appName })}
      />
      <AboutText language={loanTermsLanguage(intl.locale)} />
    </SitePage>
  );
}

/**
 * Privacy Policy (nav index 2): the whole notice, in English when the language is English (language
 * type 1), otherwise in Spanish (the legal documents' rule).
 */
export function PolicySection() {
  const intl = useIntl();
  return (
    <SitePage title={intl.formatMessage(messages.policyTitle)} document>
      <PrivacyNotice language={privacyLanguage(intl.locale)} showTitle={false} />
    </SitePage>
  );
}

/**
 * Loan terms and conditions (nav index 3): the whole document, in Spanish in the Spanish locale,
 * otherwise in English (the legal documents' rule).
 */
export function LoanSection() {
  const intl = useIntl();
  return (
    <SitePage title={intl.formatMessage(messages.loanTitle)} document>
      <LoanTerms language={loanTermsLanguage(intl.locale)} showTitle={false} />
    </SitePage>
  );
}
