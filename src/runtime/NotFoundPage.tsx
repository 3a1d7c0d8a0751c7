import { defineMessages, useIntl } from 'react-intl';
import { PageFrame } from '../shell/PageFrame';
import { usePaths } from '../config/pathsContext';

/** The not-found page of the app and the landing (texts of the core catalog's `app` namespace). */
const messages = defineMessages({
  notFoundTitle: { id: 'app.notFoundTitle', defaultMessage: 'Página no encontrada' },
  notFoundText: {
    id: 'app.notFoundText',
    defaultMessage: 'La página que busca no existe o ya no está disponible.',
  },
  contactUs: { id: 'app.contactUs', defaultMessage: 'Contactar a servicio al cliente' },
});

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
