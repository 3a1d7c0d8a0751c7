import { useId, useState, type FormEvent, type SetStateAction } from 'react';
import { checkForm, type FormOutcome } from '../siteForms';

/**
 * The state of one of the site's forms: its values, the outcome of the last submit and how many there were
 * (each one announced again), and the id of the outcome's message. Nothing leaves the browser (spec section
 * 4): a submit only checks the values and answers; a success empties the form.
 */
export function useSiteForm<V extends object>(empty: V) {
  const messageId = useId();
  const [values, setValues] = useState(empty);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  /** A typed change: the 'Successful!' of the last submit goes away. */
  const change = (update: SetStateAction<V>) => {
    setValues(update);
    if (outcome === 'success') setOutcome(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkForm(values);
    setOutcome(result);
    setAttempt((n) => n + 1);
    if (result === 'success') setValues(empty);
  };

  return { messageId, values, outcome, attempt, change, onSubmit };
}
