import { useIntl } from 'react-intl';
import { Button } from '../../ui';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PageFrame } from '../PageFrame';
import { messages } from './messages';
import { selectSessionLink, sessionLinkActions as actions } from './sessionLinkSlice';
import './sessionLink.css';

/**
 * The choice a link with another session than the tab's brings (src/platform/session/session.ts),
 * shown in place of the page before it opens: nothing has been asked of the server yet. Keeping the
 * tab's session opens the page with it; the link's session loads the page again with that one. The
 * buttons' own classes keep a tap made on the page before the app ran from being replayed on them
 * (src/platform/boot/earlyEvents.ts finds a control again only with the same classes).
 */
export function SessionLinkPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectSessionLink);
  const switching = status === 'switching';
  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <section className="card session-link" aria-labelledby="session-link-notice">
        <p id="session-link-notice" className="session-link-notice">
          {intl.formatMessage(messages.notice)}
        </p>
        <p className="session-link-advice">{intl.formatMessage(messages.advice)}</p>
        <div className="session-link-actions">
          <Button
            className="session-link-keep"
            data-testid="session-link-keep"
            disabled={switching}
            onClick={() => dispatch(actions.keepRequested())}
          >
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button
            variant="secondary"
            className="session-link-use"
            data-testid="session-link-use"
            busy={switching}
            onClick={() => dispatch(actions.switchRequested())}
          >
            {intl.formatMessage(messages.use)}
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
