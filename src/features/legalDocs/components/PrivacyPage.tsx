import { useIntl } from 'react-intl';
import { PageFrame } from '../../../shell/PageFrame';
import { privacyLanguage } from '../documents/loadDocument';
import { messages } from '../messages';
import { PrivacyNotice } from './LegalDocument';

/**
 * Spec screen 9 (privacy path and /PrivacyPolicy): the full notice in English when the language type
 * is 1 (locale 'en'), otherwise in Spanish.
 */
export default function PrivacyPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(messages.privacyTitle)}>
      <PrivacyNotice language={privacyLanguage(intl.locale)} showTitle={false} />
    </PageFrame>
  );
}
