import { useIntl } from 'react-intl';
import { Button, CardSection } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell';
import { bridgeCheckActions as actions, selectBridgeCheck } from '../bridgeCheckSlice';
import { actionWhat } from '../helpMessages';
import { messages, payloadMessage, runLabelMessage } from '../messages';
import { selectCheckRows, type CheckRow } from '../report';
import { AUTOMATIC_ACTIONS, CONSENT_ACTIONS, shownPayload } from '../samples';
import type { CheckedAction } from '../types';
import { CheckRowView } from './CheckRow';

function ActionRow({
  action,
  row,
  consent,
  phone,
}: {
  action: CheckedAction;
  row: CheckRow;
  consent: boolean;
  phone: string;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { actions: checks, hello } = useAppSelector(selectBridgeCheck);
  const notListed = hello.actions !== null && !hello.actions.includes(action);
  return (
    <CheckRowView
      row={row}
      name={action}
      about={
        <>
          <p className="bc-about">{intl.formatMessage(actionWhat[action])}</p>
          <code className="bc-code">
            {intl.formatMessage(payloadMessage, { payload: shownPayload(action, phone) })}
          </code>
          {notListed ? <p className="bc-note">{intl.formatMessage(messages.notListed)}</p> : null}
        </>
      }
    >
      {consent ? (
        <Button
          variant="secondary"
          className="bc-run"
          busy={checks[action]?.status === 'running'}
          aria-label={intl.formatMessage(runLabelMessage, { action })}
          onClick={() => dispatch(actions.actionRunRequested({ action }))}
        >
          {intl.formatMessage(messages.run)}
        </Button>
      ) : null}
    </CheckRowView>
  );
}

/** The automatic actions (track), then each action that shows a native screen, with its Run button. */
export function ActionsSection({ phone }: { phone: string }) {
  const intl = useIntl();
  const rows = useAppSelector(selectCheckRows);
  const rowOf = (action: CheckedAction) => rows.find((r) => r.id === `action:${action}`);
  const list = (names: readonly CheckedAction[], consent: boolean) => (
    <ul className="bc-list">
      {names.map((action) => {
        const row = rowOf(action);
        return row ? (
          <ActionRow key={action} action={action} row={row} consent={consent} phone={phone} />
        ) : null;
      })}
    </ul>
  );
  return (
    <>
      <CardSection
        title={intl.formatMessage(messages.automaticHeading)}
        headingClassName="bc-heading"
      >
        {list(AUTOMATIC_ACTIONS, false)}
      </CardSection>
      <CardSection
        title={intl.formatMessage(messages.consentHeading)}
        headingClassName="bc-heading"
      >
        <p className="bc-muted">{intl.formatMessage(messages.consentHow)}</p>
        {list(CONSENT_ACTIONS, true)}
      </CardSection>
    </>
  );
}
