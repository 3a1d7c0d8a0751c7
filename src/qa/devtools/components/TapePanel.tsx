import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectDevtools, devtoolsActions as actions } from '..';
import { messages, tapeSize } from '../messages';
import { formatBytes } from '../devtoolsFormat';
import { activeRecorder } from '../../tape/active';
import { Button, copyText } from '../../../ui';
import { toastRequested } from '../../../shell/uiSlice';
import { downloadText, tapeFileName, withoutTapeFlag } from './tapeTools';

interface Reading {
  recording: boolean;
  bytes: number;
  entries: number;
}

function read(): Reading {
  const recorder = activeRecorder();
  return recorder
    ? { recording: true, bytes: recorder.bytes(), entries: recorder.entryCount() }
    : { recording: false, bytes: 0, entries: 0 };
}

function reloadPage() {
  window.location.replace(withoutTapeFlag(window.location.href));
}

export interface TapePanelProps {
  /** Reloads the page once the recording flag changed (replaced in tests). */
  reload?: () => void;
}

/**
 * The QA tape panel: whether this page load records, the tape's size and entry count (read on
 * open and on Refresh), start and stop (a session flag, then a reload), download, copy, and send
 * to the native app (the saga reads the tape from the recorder; it never goes into an action).
 */
export function TapePanel({ reload = reloadPage }: TapePanelProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { sharing, reloadDue } = useAppSelector(selectDevtools);
  const [reading, setReading] = useState<Reading>(read);

  useEffect(() => {
    if (reloadDue) reload();
  }, [reloadDue, reload]);

  const exportJson = () => activeRecorder()?.exportJson() ?? null;

  const onDownload = () => {
    const json = exportJson();
    if (json !== null) downloadText(json, tapeFileName(new Date()));
  };

  const onCopy = async () => {
    const json = exportJson();
    if (json === null) return;
    const ok = await copyText(json);
    dispatch(toastRequested({ messageId: ok ? 'common.copySuccess' : 'common.copyFailed' }));
  };

  const off = !reading.recording;
  return (
    <section className="card tp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tp-heading">
        {intl.formatMessage(messages.tapeHeading)}
      </h2>
      <div className="tp-tape-status" data-testid="tp-tape-status">
        <span className={`tp-dot ${reading.recording ? 'tp-dot--on' : ''}`} aria-hidden="true" />
        <span className="tp-tape-state">
          {intl.formatMessage(reading.recording ? messages.tapeOn : messages.tapeOff)}
        </span>
        {reading.recording ? (
          <span className="tp-tape-size" data-testid="tp-tape-size">
            {intl.formatMessage(tapeSize, {
              size: formatBytes(reading.bytes),
              count: reading.entries,
            })}
          </span>
        ) : null}
      </div>
      <p className="tp-hint">{intl.formatMessage(messages.tapeNote)}</p>
      <div className="tp-actions">
        {reading.recording ? (
          <Button
            variant="secondary"
            busy={reloadDue}
            onClick={() => dispatch(actions.recordingSwitchRequested({ on: false }))}
          >
            {intl.formatMessage(messages.tapeStop)}
          </Button>
        ) : (
          <Button
            busy={reloadDue}
            onClick={() => dispatch(actions.recordingSwitchRequested({ on: true }))}
          >
            {intl.formatMessage(messages.tapeStart)}
          </Button>
        )}
        <div className="tp-action-row">
          <Button variant="secondary" disabled={off} onClick={() => setReading(read())}>
            {intl.formatMessage(messages.tapeRefresh)}
          </Button>
          <Button variant="secondary" disabled={off} onClick={onDownload}>
            {intl.formatMessage(messages.tapeDownload)}
          </Button>
        </div>
        <div className="tp-action-row">
          <Button
            variant="secondary"
            disabled={off}
            aria-label={intl.formatMessage(messages.tapeCopyLabel)}
            onClick={() => void onCopy()}
          >
            {intl.formatMessage(messages.tapeCopy)}
          </Button>
          <Button
            variant="secondary"
            disabled={off}
            busy={sharing}
            onClick={() => dispatch(actions.tapeShareRequested())}
          >
            {intl.formatMessage(messages.tapeShare)}
          </Button>
        </div>
      </div>
    </section>
  );
}
