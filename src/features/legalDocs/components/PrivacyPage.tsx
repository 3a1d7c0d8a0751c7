import { useIntl } from 'react-intl';
import { AppFrame } from '../../../ui';
import { useAppDispatch } from '../../../shell/hooks';
import { backRequested } from '../../../shell/uiSlice';
import { privacyLanguage } from '../documents/loadDocument';
import { messages } from '../messages';
import { PrivacyNotice } from './LegalDocument';

/**
 * Spec screen 9 (privacy path and /PrivacyPolicy): the full notice in English when the language type
 * is 1 (locale 'en'), otherwise in Spanish.
 */
export default function PrivacyPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <AppFrame
      title={intl.formatMessage(messages.privacyTitle)}
      onBack={() => dispatch(backRequested())}
    >
      <PrivacyNotice language={privacyLanguage(intl.locale)} showTitle={false} />
    </AppFrame>
  );
}
