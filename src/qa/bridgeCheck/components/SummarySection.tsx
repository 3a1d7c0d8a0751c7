import { useIntl } from 'react-intl';
import { Button, CardSection } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell';
import { bridgeCheckActions as actions, selectBridgeCheck } from '../bridgeCheckSlice';
import { countsMessage, messages, overallLabels, shareLabels } from '../messages';
import { countsOf, selectCheckRows, selectOverall, selectReportText } from '../report';

/**
 * The overall result first (`data-check="summary"`), the counts, and the report: Run again, Start over,
 * Copy (the clipboard, else the text below to select), Share (the share sheet, else the app's shareTape).
 */
export function SummarySection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectBridgeCheck);
  const rows = useAppSelector(selectCheckRows);
  const overall = useAppSelector(selectOverall);
  const report = useAppSelector(selectReportText);
  const counts = countsOf(rows);
  const shareNote = page.share === 'idle' || page.share === 'busy' ? null : shareLabels[page.share];
  return (
    <CardSection
      title={intl.formatMessage(messages.summaryHeading)}
      className="bc-summary"
      headingClassName="bc-heading"
    >
      <p
        className={`bc-overall bc-overall--${overall}`}
        data-check="summary"
        data-result={overall}
        role="status"
      >
        {intl.formatMessage(overallLabels[overall])}
      </p>
      <p className="bc-muted">{intl.formatMessage(countsMessage, counts)}</p>
      <div className="bc-buttons">
        <Button variant="secondary" onClick={() => dispatch(actions.rerunRequested())}>
          {intl.formatMessage(messages.runAgain)}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(actions.resetRequested())}>
          {intl.formatMessage(messages.startOver)}
        </Button>
        <Button onClick={() => dispatch(actions.copyRequested())}>
          {intl.formatMessage(messages.copy)}
        </Button>
        <Button busy={page.share === 'busy'} onClick={() => dispatch(actions.shareRequested())}>
          {intl.formatMessage(messages.share)}
        </Button>
      </div>
      <p className="bc-note" role="status">
        {page.copy === 'copied' ? intl.formatMessage(messages.copied) : null}
        {page.copy === 'failed' ? intl.formatMessage(messages.copyFailed) : null}
        {shareNote ? ` ${intl.formatMessage(shareNote)}` : null}
      </p>
      <details className="bc-report" open={page.copy === 'failed' || undefined}>
        <summary>{intl.formatMessage(messages.reportText)}</summary>
        <label htmlFor="bc-report-text" className="bc-label">
          {intl.formatMessage(messages.reportLabel)}
        </label>
        <textarea
          id="bc-report-text"
          className="bc-textarea"
          readOnly
          rows={12}
          value={report}
          onFocus={(event) => event.currentTarget.select()}
        />
      </details>
    </CardSection>
  );
}
