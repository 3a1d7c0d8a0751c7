import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RATING_STARS } from '../config/constants';
import './StarRating.css';

export interface StarRatingProps {
  /** The chosen number of stars, 0 while none is chosen. */
  value: number;
  /** Called with the star (1 to `max`) the user picks, by tap, click or arrow key. */
  onChange: (stars: number) => void;
  /** The group's accessible name (e.g. "Calificación"). */
  label: string;
  /** How many stars (spec section 9: 5). */
  max?: number;
  /** A message under the stars (no star chosen, a failed send), announced as an alert. */
  error?: string | null;
}

/**
 * The star rating of the app: a radio group of native radios, so the browser gives the arrow keys (they
 * move and choose), one tab stop and the checked state. Each star is a 44 px target named "4 de 5
 * estrellas"; the stars up to the chosen one are coloured. `error` shows under them as an alert.
 */
export function StarRating({
  value,
  onChange,
  label,
  max = RATING_STARS,
  error = null,
}: StarRatingProps) {
  const intl = useIntl();
  const name = useId();
  const stars = Array.from({ length: max }, (_, i) => i + 1);

  return (
    <>
      <div className="star-rating" role="radiogroup" aria-label={label}>
        {stars.map((n) => (
          <label key={n} className={`star-rating-star${n <= value ? ' star-rating-star--on' : ''}`}>
            <input
              className="star-rating-input"
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span className="star-rating-glyph" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">
              {intl.formatMessage(
                {
                  id: 'ui.starLabel',
                  defaultMessage: '{value} de {max, plural, one {# estrella} other {# estrellas}}',
                },
                { value: n, max },
              )}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="star-rating-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
