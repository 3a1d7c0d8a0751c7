import { useIntl } from 'react-intl';
import { CardSection } from '../../../ui';
import { BRIDGE_EVENTS } from '../../../platform/bridge/events';
import { useAppSelector } from '../../../shell';
import { selectBridgeCheck } from '../bridgeCheckSlice';
import { eventHow } from '../helpMessages';
import { eventReceivedMessage, messages, payloadMessage } from '../messages';
import { selectCheckRows } from '../report';
import { EVENT_CODE } from '../samples';
import { NOT_RECEIVED } from '../types';
import { CheckRowView } from './CheckRow';

/** The seven events: how the host sends each, and each as received (count, payload). */
export function EventsSection() {
  const intl = useIntl();
  const { events, backHeld } = useAppSelector(selectBridgeCheck);
  const rows = useAppSelector(selectCheckRows);
  return (
    <CardSection title={intl.formatMessage(messages.eventsHeading)} headingClassName="bc-heading">
      <p className="bc-muted">{intl.formatMessage(messages.eventsHow)}</p>
      <ul className="bc-list">
        {BRIDGE_EVENTS.map((event) => {
          const row = rows.find((r) => r.id === `event:${event}`);
          if (!row) return null;
          const { count, payload } = events[event] ?? NOT_RECEIVED;
          return (
            <CheckRowView
              key={event}
              row={{ ...row, detail: null }}
              name={event}
              quiet
              about={
                <>
                  <p className="bc-about">{intl.formatMessage(eventHow[event])}</p>
                  <code className="bc-code">{EVENT_CODE[event]}</code>
                </>
              }
            >
              <p className="bc-detail">
                {count > 0
                  ? intl.formatMessage(eventReceivedMessage, { count })
                  : intl.formatMessage(messages.eventWaiting)}
                {count > 0 && payload !== null
                  ? ` · ${intl.formatMessage(payloadMessage, { payload })}`
                  : ''}
              </p>
              {event === 'back' && backHeld ? (
                <p className="bc-note">{intl.formatMessage(messages.backHeld)}</p>
              ) : null}
            </CheckRowView>
          );
        })}
      </ul>
    </CardSection>
  );
}
