import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../features/testPreview/messages';
import type { Tape } from '../../platform/tape';
import { Button } from '../../ui';
import { parseTape, readText } from './tapeTools';

const REASONS = {
  empty: messages.replayEmpty,
  json: messages.replayInvalidJson,
  format: messages.replayInvalidTape,
} as const;

export interface TapeLoaderProps {
  onLoad: (tape: Tape) => void;
}

/** Loads a tape for the player: a .json file or pasted JSON, checked to be a format-1 tape. */
export function TapeLoader({ onLoad }: TapeLoaderProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<keyof typeof REASONS | null>(null);

  const load = (source: string) => {
    const parsed = parseTape(source);
    if (parsed.ok) {
      setError(null);
      onLoad(parsed.tape);
    } else {
      setError(parsed.reason);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      load(await readText(file));
    } catch {
      setError('json');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    load(text);
  };

  return (
    <section className="card tp-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="tp-heading">
        {intl.formatMessage(messages.replayHeading)}
      </h2>
      <form className="tp-fields" noValidate onSubmit={onSubmit}>
        <div className="tp-field">
          <label className="tp-label" htmlFor={`${id}-file`}>
            {intl.formatMessage(messages.replayFile)}
          </label>
          <input
            id={`${id}-file`}
            className="tp-file"
            type="file"
            accept=".json,application/json"
            onChange={(event) => void onFile(event)}
          />
        </div>
        <div className="tp-field">
          <label className="tp-label" htmlFor={`${id}-text`}>
            {intl.formatMessage(messages.replayPaste)}
          </label>
          <textarea
            id={`${id}-text`}
            className="tp-input tp-textarea"
            rows={4}
            spellCheck={false}
            autoComplete="off"
            value={text}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className="tp-error" role="alert">
            {intl.formatMessage(REASONS[error])}
          </p>
        ) : null}
        <Button type="submit">{intl.formatMessage(messages.replayLoad)}</Button>
      </form>
    </section>
  );
}
