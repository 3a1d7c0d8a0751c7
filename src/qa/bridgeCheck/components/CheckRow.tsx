import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { elapsedMessage, outcomeLabels, resultDetailMessage, verdictLabels } from '../messages';
import type { CheckRow } from '../report';
import type { Verdict } from '../types';

/** A check's result in words (never by colour alone). */
function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const intl = useIntl();
  return (
    <span className={`bc-badge bc-badge--${verdict}`}>
      {intl.formatMessage(verdictLabels[verdict])}
    </span>
  );
}

const isOutcomeKey = (key: string): key is keyof typeof outcomeLabels =>
  Object.prototype.hasOwnProperty.call(outcomeLabels, key);

/**
 * One check as a list item: its name and result, what it checks (`about`), why and how long, what came
 * back, then its controls (`children`). The DOM says the same for tools (`data-check`, `data-result`,
 * `data-outcome`): a host's own test reads it.
 */
export function CheckRowView({
  row,
  name,
  about,
  children,
  quiet = false,
}: {
  row: CheckRow;
  name: string;
  about?: ReactNode;
  children?: ReactNode;
  /** The outcome line left out (the row says it in its own words). */
  quiet?: boolean;
}) {
  const intl = useIntl();
  const outcome = row.outcome && isOutcomeKey(row.outcome) ? outcomeLabels[row.outcome] : null;
  return (
    <li
      className="bc-row"
      data-check={row.id}
      data-result={row.verdict}
      data-outcome={row.outcome ?? ''}
      data-warning={row.warning ?? undefined}
    >
      <div className="bc-row-head">
        <code className="bc-name">{name}</code>
        <VerdictBadge verdict={row.verdict} />
      </div>
      {about}
      {outcome && !quiet ? (
        <p className="bc-outcome">
          {intl.formatMessage(outcome)}
          {row.ms !== null ? ` · ${intl.formatMessage(elapsedMessage, { ms: row.ms })}` : ''}
        </p>
      ) : null}
      {row.detail ? (
        <p className="bc-detail">
          {intl.formatMessage(resultDetailMessage, { detail: row.detail })}
        </p>
      ) : null}
      {children}
    </li>
  );
}
