import type { DoubtFinding } from '../platform/api/attempt';
import { Button } from './Button';
import './DoubtNotice.css';

/** One control of the notice: its text and what a tap does (busy: it takes no tap yet). */
interface DoubtAction {
  label: string;
  onClick: () => void;
  busy?: boolean;
}

export interface DoubtNoticeProps {
  /** What may have happened, said plainly ("your loan may have been requested"). */
  title: string;
  /** What the check found, or that it is under way. */
  note: string;
  /**
   * What the check found: while 'checking' (or 'done': what it found is opening) a spinner beside the
   * note and no action; the check again only after 'unknown'; the retry only after 'notSeen' or 'unknown'.
   */
  finding: DoubtFinding;
  /** Where the borrower can see the truth: the loans, the loan details. */
  look: DoubtAction;
  /** A new check. */
  checkAgain: DoubtAction;
  /** The retry, whose label says it may repeat the request. */
  retry?: DoubtAction;
  /** Without a retry here (the retries are the form's own controls): what a retry may do. */
  retryNote?: string;
  'data-testid'?: string;
}

/**
 * In place of a submit whose outcome is unknown: the request may have gone through, what the check of it
 * found, and what the borrower can do next. A polite live region: the finding is announced when it comes.
 */
export function DoubtNotice(props: DoubtNoticeProps) {
  const { title, note, finding, look, checkAgain, retry, retryNote } = props;
  const checking = finding === 'checking' || finding === 'done';
  const retryable = finding === 'notSeen' || finding === 'unknown';
  return (
    <div
      className="doubt-notice"
      role="status"
      aria-live="polite"
      data-testid={props['data-testid']}
    >
      <p className="doubt-title">{title}</p>
      <p className="doubt-note">
        {checking ? <span className="spinner doubt-spinner" aria-hidden="true" /> : null}
        {note}
      </p>
      {checking ? null : (
        <div className="doubt-actions">
          <Button onClick={look.onClick}>{look.label}</Button>
          {finding === 'unknown' ? (
            <Button variant="secondary" onClick={checkAgain.onClick}>
              {checkAgain.label}
            </Button>
          ) : null}
          {retry && retryable ? (
            <Button variant="secondary" busy={retry.busy} onClick={retry.onClick}>
              {retry.label}
            </Button>
          ) : null}
          {retryNote ? <p className="doubt-retry-note">{retryNote}</p> : null}
        </div>
      )}
    </div>
  );
}
