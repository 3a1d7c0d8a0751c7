import { useIntl } from 'react-intl';
import type { DoubtFinding } from '../../../platform/api/attempt';
import { useAppDispatch } from '../../../shell/hooks';
import { DoubtNotice } from '../../../ui/DoubtNotice';
import { cardRepaymentActions as actions } from '../cardRepaymentSlice';
import { messages } from '../messages';

const NOTES = {
  checking: messages.doubtChecking,
  done: messages.doubtChecking,
  notSeen: messages.doubtNotSeen,
  gone: messages.doubtNotSeen,
  unknown: messages.doubtUnknown,
} satisfies Record<DoubtFinding, unknown>;

/** The check is under way or found the order paid (its details are opening): nothing may be sent. */
export const isCheckingDoubt = (finding: DoubtFinding | undefined): boolean =>
  finding === 'checking' || finding === 'done';

/**
 * A payment request brought no definitive answer and the backend does not honour keys: the payment may
 * have been charged. Nothing is sent again on its own: the notice says so, shows what the check of the
 * order found, and offers the loan details, a new check when it found nothing, and (`onRetry`, the pay
 * button's own retry) a payment again that says it may repeat the charge. In the SMS step the step's own
 * confirm and resend are the retries: the notice only says that they may repeat it.
 */
export function PaymentDoubtView({
  finding,
  onRetry,
  retryBusy = false,
}: {
  finding: DoubtFinding;
  onRetry?: () => void;
  /** The request that raised the doubt is still pausing: its retry takes no tap yet. */
  retryBusy?: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <DoubtNotice
      title={intl.formatMessage(messages.doubtTitle)}
      note={intl.formatMessage(NOTES[finding])}
      finding={finding}
      look={{
        label: intl.formatMessage(messages.openDetails),
        onClick: () => dispatch(actions.detailsRequested()),
      }}
      checkAgain={{
        label: intl.formatMessage(messages.checkAgain),
        onClick: () => dispatch(actions.doubtCheckRequested()),
      }}
      retry={
        onRetry
          ? { label: intl.formatMessage(messages.payAgain), onClick: onRetry, busy: retryBusy }
          : undefined
      }
      retryNote={onRetry ? undefined : intl.formatMessage(messages.doubtRetryNote)}
      data-testid="cr-doubt"
    />
  );
}
