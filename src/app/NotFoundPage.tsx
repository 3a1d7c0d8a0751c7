import { useIntl } from 'react-intl';
import { PageFrame } from '../shell/PageFrame';
import { usePaths } from '../config/pathsContext';
import { messages } from './messages';

export default function NotFoundPage() {
  const intl = useIntl();
  const paths = usePaths();
  return (
    <PageFrame title={intl.formatMessage(messages.notFoundTitle)}>
      <section className="card">
        <p>{intl.formatMessage(messages.notFoundText)}</p>
        <a className="button button-primary" href={paths.customerService}>
          {intl.formatMessage(messages.contactUs)}
        </a>
      </section>
    </PageFrame>
  );
}
