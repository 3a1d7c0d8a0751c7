import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CardSection } from '../../../ui';
import { BRIDGE_CHECK_PATH } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../shell';
import { bridgeCheckActions as actions, selectBridgeCheck } from '../bridgeCheckSlice';
import { parseFrameReport } from '../judge';
import { frameAnswerMessage, frameFoundMessage, messages } from '../messages';
import { selectCheckRows } from '../report';
import { CheckRowView } from './CheckRow';

/** The probe frame's address: this page in probe mode, for this run, never recording a QA tape. */
export const frameSource = (nonce: string) =>
  `${BRIDGE_CHECK_PATH}?probe=frame&nonce=${encodeURIComponent(nonce)}&qaTape=0`;

/**
 * The child frame while its check runs: this app in probe mode. Its report comes by postMessage and is
 * taken only from that frame's window and this origin, for this run's nonce.
 */
function FrameHost({ nonce }: { nonce: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const report = parseFrameReport(event.data, nonce);
      if (report) dispatch(actions.frameReported(report));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, nonce]);
  return (
    <>
      <p className="bc-note" role="status">
        {intl.formatMessage(messages.frameRunning)}
      </p>
      <iframe
        ref={frame}
        className="bc-frame"
        title={intl.formatMessage(messages.frameTitle)}
        src={frameSource(nonce)}
      />
    </>
  );
}

/** The two isolation checks: a child frame gets no answer, a foreign page opens outside the web view. */
export function IsolationSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { frame } = useAppSelector(selectBridgeCheck);
  const rows = useAppSelector(selectCheckRows);
  const frameRow = rows.find((r) => r.id === 'frame');
  const foreignRow = rows.find((r) => r.id === 'foreign');
  const found = frame.report?.found ?? [];
  return (
    <CardSection
      title={intl.formatMessage(messages.isolationHeading)}
      headingClassName="bc-heading"
    >
      <ul className="bc-list">
        {frameRow ? (
          <CheckRowView
            row={{ ...frameRow, detail: null }}
            name={intl.formatMessage(messages.frameLabel)}
            about={<p className="bc-about">{intl.formatMessage(messages.frameHow)}</p>}
          >
            {frame.report ? (
              <p className="bc-detail">
                {intl.formatMessage(frameFoundMessage, {
                  objects: found.join(', ') || intl.formatMessage(messages.none),
                })}
              </p>
            ) : null}
            {frame.report?.detail ? (
              <p className="bc-detail">
                {intl.formatMessage(frameAnswerMessage, { detail: frame.report.detail })}
              </p>
            ) : null}
            {frameRow.warning ? (
              <p className="bc-note">{intl.formatMessage(messages.frameWarning)}</p>
            ) : null}
            {frame.status === 'running' && frame.nonce ? <FrameHost nonce={frame.nonce} /> : null}
          </CheckRowView>
        ) : null}
        {foreignRow ? (
          <CheckRowView
            row={foreignRow}
            name={intl.formatMessage(messages.foreignLabel)}
            about={<p className="bc-about">{intl.formatMessage(messages.foreignHow)}</p>}
          >
            <a
              className="button button-secondary bc-link"
              href="https://example.org/"
              rel="noreferrer"
              onClick={() => dispatch(actions.foreignOpened())}
            >
              {intl.formatMessage(messages.foreignLink)}
            </a>
          </CheckRowView>
        ) : null}
      </ul>
    </CardSection>
  );
}
