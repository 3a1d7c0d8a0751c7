import { useIntl } from 'react-intl';
import { PageFrame } from '../../../shell/PageFrame';
import { loanTermsLanguage } from '../documents/loadDocument';
import { messages } from '../messages';
import { LoanTerms } from './LegalDocument';

/**
 * Spec screen 11: 'Loan terms and conditions', the whole document: in Spanish in the Spanish locale,
 * in English otherwise.
 */
export default function LoanTermsPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(messages.loanTermsTitle)}>
      <LoanTerms language={loanTermsLanguage(intl.locale)} showTitle={false} />
    </PageFrame>
  );
}
