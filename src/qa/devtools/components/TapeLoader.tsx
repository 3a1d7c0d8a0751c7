import { useId, useMemo, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { messages } from '../messages';
import type { Tape } from '../../tape';
import { Form, FormField, SubmitButton, useForm } from '../../../ui/form';
import { parseTape, readText, type ParsedTape } from './tapeTools';

const REASONS = {
  empty: messages.replayEmpty,
  json: messages.replayInvalidJson,
  format: messages.replayInvalidTape,
} as const;

/**
 * The loader's form: the pasted text must be a format-1 tape, or the reason shows (nothing chosen,
 * not JSON, not a compatible tape). Parsing is remembered for the last text, so a tape checked by the
 * schema is not parsed again to be loaded.
 */
function tapeFormSchema() {
  let last: { text: string; parsed: ParsedTape } | null = null;
  const parse = (text: string): ParsedTape => {
    if (last?.text !== text) last = { text, parsed: parseTape(text) };
    return last.parsed;
  };
  const schema = object({
    text: string()
      .default('')
      .test('tape', messages.replayInvalidTape.id, (value, context) => {
        const parsed = parse(value);
        return parsed.ok || context.createError({ message: REASONS[parsed.reason].id });
      }),
  });
  return { schema, parse };
}

const initialValues = { text: '' };

export interface TapeLoaderProps {
  onLoad: (tape: Tape) => void;
}

/** Loads a tape for the player: a .json file or pasted JSON, checked to be a format-1 tape. */
export function TapeLoader({ onLoad }: TapeLoaderProps) {
  const intl = useIntl();
  const id = useId();
  const { schema, parse } = useMemo(() => tapeFormSchema(), []);
  const form = useForm({
    schema,
    initialValues,
    // As a load button does: the text is checked when loaded, not while it is typed or pasted.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: ({ text }) => {
      const parsed = parse(text);
      if (parsed.ok) onLoad(parsed.tape);
    },
  });

  // A chosen file loads at once, checked by the same schema; its errors show under the text field.
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      form.showError('text', messages.replayInvalidJson.id);
      return;
    }
    form.submit({ text });
  };

  return (
    <section className="card tp-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="tp-heading">
        {intl.formatMessage(messages.replayHeading)}
      </h2>
      <Form form={form}>
        <div className="form-field">
          <label className="form-label" htmlFor={`${id}-file`}>
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
        <FormField
          name="text"
          kind="textarea"
          label={intl.formatMessage(messages.replayPaste)}
          inputClassName="tp-textarea"
          rows={4}
          spellCheck={false}
          autoComplete="off"
        />
        <SubmitButton>{intl.formatMessage(messages.replayLoad)}</SubmitButton>
      </Form>
    </section>
  );
}
