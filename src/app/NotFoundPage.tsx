import { useAppDispatch } from '../shell/hooks';
import { useIntl } from 'react-intl';
import { AppFrame } from '../ui';
import { backRequested } from '../shell/uiSlice';
import { usePaths } from '../config/pathsContext';
import { messages } from './messages';

export default function NotFoundPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const paths = usePaths();
  return (
    <AppFrame
      title={intl.formatMessage(messages.notFoundTitle)}
      onBack={() => dispatch(backRequested())}
    >
      <section className="card">
        <p>{intl.formatMessage(messages.notFoundText)}</p>
        <a className="button button-primary" href={paths.customerService}>
          {intl.formatMessage(messages.contactUs)}
        </a>
      </section>
    </AppFrame>
  );
}
