import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  NOTHING,
  screenAt,
  type ActionOrigin,
  type CallKind,
  type Divergence,
  type DivergenceReason,
  type Tape,
  type TapeEntry,
} from '../../tape';
import {
  divergenceEntry,
  divergenceMessages as m,
  divergencePage,
  divergenceScreen,
  reasonNoState,
  reasonOtherArguments,
  reasonStateDiffers,
  reasonUnexpectedCall,
} from '../divergenceMessages';
import { messages } from '../messages';

const ACTION_KINDS: Record<ActionOrigin, MessageDescriptor> = {
  user: m.kindActionUser,
  saga: m.kindActionSaga,
  bridge: m.kindActionBridge,
  api: m.kindActionApi,
};

const KINDS: Record<Exclude<TapeEntry['kind'], 'action' | 'checkpoint'>, MessageDescriptor> = {
  apiCall: m.kindApiCall,
  apiResult: m.kindApiResult,
  bridgeCall: m.kindBridgeCall,
  bridgeResult: m.kindBridgeResult,
  sync: m.kindSync,
  timerSet: m.kindTimerSet,
  timerFired: m.kindTimerFired,
  route: m.kindRoute,
  page: m.kindPage,
};

/** What the entry is (an action says where it came from); past the last entry, the tape's end. */
function kindOf(entry: TapeEntry | undefined): MessageDescriptor {
  if (!entry) return m.kindEnd;
  if (entry.kind === 'action') return ACTION_KINDS[entry.origin];
  if (entry.kind === 'checkpoint') return entry.final ? m.kindFinalState : m.kindCheckpoint;
  return KINDS[entry.kind];
}

const MISSING: Record<CallKind, MessageDescriptor> = {
  api: m.reasonMissingApiCall,
  bridge: m.reasonMissingBridgeCall,
  timer: m.reasonMissingTimer,
};

const DIFFERS: Record<CallKind, MessageDescriptor> = {
  api: m.reasonApiCallDiffers,
  bridge: m.reasonBridgeCallDiffers,
  timer: m.reasonTimerDiffers,
};

const PLAIN: Record<
  Exclude<
    DivergenceReason['code'],
    'unexpectedCall' | 'otherArguments' | 'missingCall' | 'callDiffers' | 'noState' | 'stateDiffers'
  >,
  MessageDescriptor
> = {
  extraAction: m.reasonExtraAction,
  extraApiCall: m.reasonExtraApiCall,
  extraBridgeCall: m.reasonExtraBridgeCall,
  extraTimer: m.reasonExtraTimer,
  missingAction: m.reasonMissingAction,
  differentAction: m.reasonDifferentAction,
  finalStateDiffers: m.reasonFinalStateDiffers,
};

/** The reason in the page's language (technical names, such as storage.getItem, as they are). */
function reasonText(intl: IntlShape, reason: DivergenceReason): string {
  switch (reason.code) {
    case 'unexpectedCall':
      return intl.formatMessage(reasonUnexpectedCall, {
        call: `${reason.target}.${reason.method}`,
      });
    case 'otherArguments':
      return intl.formatMessage(reasonOtherArguments, {
        call: `${reason.target}.${reason.method}`,
      });
    case 'missingCall':
      return intl.formatMessage(MISSING[reason.call]);
    case 'callDiffers':
      return intl.formatMessage(DIFFERS[reason.call]);
    case 'noState':
      return intl.formatMessage(reasonNoState, { actions: reason.actions });
    case 'stateDiffers':
      return intl.formatMessage(reasonStateDiffers, { actions: reason.actions });
    default:
      return intl.formatMessage(PLAIN[reason.code]);
  }
}

export interface DivergenceViewProps {
  divergence: Divergence;
  tape: Tape;
}

/**
 * Where replay parted from the recording, in the page's language (formatDivergence says the same in
 * English for the CLI): the entry (numbered from 1), its kind, the reason, the page load and the
 * screen; then the recorded and replayed values and their differences, shown as they are.
 */
export function DivergenceView({ divergence: d, tape }: DivergenceViewProps) {
  const intl = useIntl();
  const screen = screenAt(tape, d.index);
  const value = (text: string) =>
    text === NOTHING ? (
      <p className="tp-divergence-none">{intl.formatMessage(m.divergenceNothing)}</p>
    ) : (
      <pre className="tp-divergence-text">{text}</pre>
    );
  return (
    <div className="tp-divergence" role="alert">
      <p className="tp-error">{intl.formatMessage(messages.diverged)}</p>
      <div className="tp-divergence-report" data-testid="tp-divergence">
        <p className="tp-divergence-line">
          {intl.formatMessage(divergenceEntry, {
            entry: d.index + 1,
            total: tape.entries.length,
            kind: intl.formatMessage(kindOf(tape.entries[d.index])),
            reason: reasonText(intl, d.reason),
          })}
        </p>
        {d.page ? (
          <p className="tp-divergence-line">
            {intl.formatMessage(divergencePage, {
              position: d.page.position,
              count: d.page.of,
              path: d.page.path,
            })}
          </p>
        ) : null}
        {screen !== null ? (
          <p className="tp-divergence-line">{intl.formatMessage(divergenceScreen, { screen })}</p>
        ) : null}
        <dl className="tp-divergence-values">
          <dt>{intl.formatMessage(m.divergenceExpected)}</dt>
          <dd>{value(d.expected)}</dd>
          <dt>{intl.formatMessage(m.divergenceGot)}</dt>
          <dd>{value(d.got)}</dd>
          {d.differences.length > 0 ? (
            <>
              <dt>{intl.formatMessage(m.divergenceDifferences)}</dt>
              <dd>
                <pre className="tp-divergence-text">{d.differences.join('\n')}</pre>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
