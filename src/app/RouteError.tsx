import { useIntl } from 'react-intl';
import { messages } from './messages';

/** Shown when a route's chunk fails to load (e.g. the connection dropped) or a screen throws. */
export default function RouteError() {
  const intl = useIntl();
  return (
    <main className="page error-screen">
      <h1>{intl.formatMessage(messages.routeErrorTitle)}</h1>
      <p>{intl.formatMessage(messages.routeErrorText)}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {intl.formatMessage(messages.reload)}
      </button>
    </main>
  );
}
