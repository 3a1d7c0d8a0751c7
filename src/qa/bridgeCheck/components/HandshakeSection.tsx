import { useIntl } from 'react-intl';
import { CardSection } from '../../../ui';
import { useAppSelector } from '../../../shell';
import { selectBridgeCheck } from '../bridgeCheckSlice';
import { hostActionsMessage, messages, transportConfiguredMessage } from '../messages';
import { selectCheckRows } from '../report';
import { CheckRowView } from './CheckRow';

/** Where the page runs (in the app or not, which transport) and the handshake's answer. */
export function HandshakeSection() {
  const intl = useIntl();
  const { env, hello } = useAppSelector(selectBridgeCheck);
  const row = useAppSelector(selectCheckRows).find((r) => r.id === 'hello');
  const transport =
    env && env.transport !== 'none' ? env.transport : intl.formatMessage(messages.transportNone);
  return (
    <CardSection
      title={intl.formatMessage(messages.environmentHeading)}
      headingClassName="bc-heading"
    >
      <dl className="bc-facts">
        <div className="kv-row" data-check="in-app" data-result={env?.inApp ? 'pass' : 'notRun'}>
          <dt>{intl.formatMessage(messages.inApp)}</dt>
          <dd>
            {env === null
              ? '…'
              : intl.formatMessage(env.inApp ? messages.inAppYes : messages.inAppNo)}
          </dd>
        </div>
        <div className="kv-row" data-check="transport" data-outcome={env?.transport ?? ''}>
          <dt>{intl.formatMessage(messages.transport)}</dt>
          <dd>
            {env?.configured
              ? intl.formatMessage(transportConfiguredMessage, { transport })
              : transport}
          </dd>
        </div>
      </dl>
      <h2 className="bc-heading">{intl.formatMessage(messages.handshakeHeading)}</h2>
      <p className="bc-muted">{intl.formatMessage(messages.handshakeHow)}</p>
      <ul className="bc-list">
        {row ? (
          <CheckRowView
            row={{ ...row, detail: row.verdict === 'pass' ? null : row.detail }}
            name="hello"
          >
            {hello.actions ? (
              <p className="bc-detail" data-host-actions={hello.actions.join(',')}>
                {intl.formatMessage(hostActionsMessage, {
                  actions: hello.actions.join(', ') || intl.formatMessage(messages.none),
                })}
              </p>
            ) : null}
          </CheckRowView>
        ) : null}
      </ul>
    </CardSection>
  );
}
