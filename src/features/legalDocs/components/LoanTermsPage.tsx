import { useIntl } from 'react-intl';
import { AppFrame } from '../../../ui';
import { useAppDispatch } from '../../../shell/hooks';
import { backRequested } from '../../../shell/uiSlice';
import { loanTermsLanguage } from '../documents/loadDocument';
import { messages } from '../messages';
import { LoanTerms } from './LegalDocument';

/**
 * Spec screen 11: 'Loan terms and conditions', the whole document: in Spanish in the Spanish locale,
 * in English otherwise.
 */
export default function LoanTermsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <AppFrame
      title={intl.formatMessage(messages.loanTermsTitle)}
      onBack={() => dispatch(backRequested())}
    >
      <LoanTerms language={loanTermsLanguage(intl.locale)} showTitle={false} />
    </AppFrame>
  );
}
