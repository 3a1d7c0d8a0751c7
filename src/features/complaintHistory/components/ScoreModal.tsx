import { useIntl } from 'react-intl';
import { Button, Modal, StarRating } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useShownText } from '../../../shell/shownText';
import { complaintHistoryActions as actions, selectScore } from '../complaintHistorySlice';
import { messages } from '../messages';

/**
 * The score modal (issue 12, item 4): 1 to 5 stars (the app's StarRating radio group), Submit
 * and Cancel. The saga opens it 3 s after the detail loaded; Cancel and Escape close it for this visit.
 */
export function ScoreModal() {
  const intl = useIntl();
  const shownText = useShownText();
  const dispatch = useAppDispatch();
  const { open, stars, error, submitting } = useAppSelector(selectScore);
  const cancel = () => dispatch(actions.scoreCancelled());

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={intl.formatMessage(messages.scoreTitle)}
      actions={
        <>
          <Button busy={submitting} onClick={() => dispatch(actions.scoreSubmitted())}>
            {intl.formatMessage(messages.scoreSubmit)}
          </Button>
          <Button variant="text" onClick={cancel}>
            {intl.formatMessage(messages.scoreCancel)}
          </Button>
        </>
      }
    >
      <StarRating
        value={stars}
        onChange={(n) => dispatch(actions.starsChosen(n))}
        label={intl.formatMessage(messages.scoreGroup)}
        error={
          !error
            ? null
            : error.kind === 'noStars'
              ? intl.formatMessage(messages.scoreNone)
              : shownText(error.message) || intl.formatMessage(messages.scoreFailed)
        }
      />
    </Modal>
  );
}
