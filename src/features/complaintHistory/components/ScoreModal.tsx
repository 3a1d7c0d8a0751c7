import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RATING_STARS } from '../../../config/constants';
import { Button, Modal } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { complaintHistoryActions as actions, selectScore } from '../complaintHistorySlice';
import { messages, starLabel } from '../messages';

const STARS = Array.from({ length: RATING_STARS }, (_, i) => i + 1);

/**
 * The score modal (issue 12, item 4): 1 to 5 stars as a radio group (arrow keys move between them), Submit
 * and Cancel. The saga opens it 3 s after the detail loaded; Cancel and Escape close it for this visit.
 */
export function ScoreModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = useId();
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
      <fieldset className="ch-stars">
        <legend className="visually-hidden">{intl.formatMessage(messages.scoreGroup)}</legend>
        {STARS.map((n) => (
          <label key={n} className={`ch-star${n <= stars ? ' ch-star--on' : ''}`}>
            <input
              className="ch-star-input"
              type="radio"
              name={name}
              value={n}
              checked={stars === n}
              onChange={() => dispatch(actions.starsChosen(n))}
            />
            <span className="ch-star-glyph" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{intl.formatMessage(starLabel, { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="ch-score-error" role="alert">
          {error.kind === 'noStars'
            ? intl.formatMessage(messages.scoreNone)
            : error.message || intl.formatMessage(messages.scoreFailed)}
        </p>
      ) : null}
    </Modal>
  );
}
