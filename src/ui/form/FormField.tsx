import { useField } from 'formik';
import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useSubmitPress } from './Form';
import { caretPosition, cardFormatter, digitsFormatter, type Formatter } from './formatters';
import { usePhoneFormatter } from './usePhoneRule';

export type FieldKind = 'text' | 'numeric' | 'one-time-code' | 'tel' | 'card' | 'textarea';

interface KindSetup {
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  formatter?: Formatter;
}

/** What each kind of field sets up: keyboard, autofill and its default formatter (spec section 5). */
const KINDS: Record<FieldKind, KindSetup> = {
  text: { type: 'text' },
  numeric: { type: 'text', inputMode: 'numeric', formatter: digitsFormatter },
  'one-time-code': {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    formatter: digitsFormatter,
  },
  // Its formatter is the market's mobile rule (usePhoneFormatter).
  tel: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  card: {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    formatter: cardFormatter,
  },
  textarea: {},
};

export interface FormFieldProps {
  /** The value's key in the form's values. */
  name: string;
  label: ReactNode;
  kind?: FieldKind;
  /**
   * Replaces the kind's formatter (digits for numeric and one-time-code, the market's mobile rule for
   * tel, fours for card).
   */
  formatter?: Formatter;
  /** The value's longest length (extra input is dropped); a textarea shows a counter 'n/max'. */
  maxLength?: number;
  /** A hint under the field (after its error), read after the error. */
  hint?: ReactNode;
  /** Ids of other text describing the field (an intro elsewhere), read after its error and hint. */
  describedBy?: string;
  /** Shown next to the input, e.g. a resend button. */
  addon?: ReactNode;
  /** Extra classes on the field's wrapper and on the input. */
  className?: string;
  inputClassName?: string;
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  placeholder?: string;
  /** Textarea rows. */
  rows?: number;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * One labelled field of a `Form`: the input (or textarea), its error under it (`role="alert"`, linked by
 * `aria-describedby`, `aria-invalid` set) once the field was touched, and the formatter applied on
 * every change. The form's value stays un-grouped; only the input shows the grouping.
 */
export function FormField({
  name,
  label,
  kind = 'text',
  formatter,
  maxLength,
  hint,
  describedBy,
  addon,
  className,
  inputClassName,
  autoComplete,
  autoCapitalize,
  spellCheck,
  placeholder,
  rows = 4,
}: FormFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<string>(name);
  const submitPress = useSubmitPress();
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  // How many value characters stood before the caret at the last change (grouped displays only).
  const caretCount = useRef<number | null>(null);
  const setup = KINDS[kind];
  const marketPhone = usePhoneFormatter();
  const format = formatter ?? (kind === 'tel' ? marketPhone : setup.formatter);
  const display = format?.display;
  const value = field.value ?? '';
  const shown = display ? display(value) : value;

  useLayoutEffect(() => {
    const count = caretCount.current;
    caretCount.current = null;
    const input = element.current;
    if (count === null || !format || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretPosition(format, input.value, count);
    input.setSelectionRange(position, position);
  });

  const valueOf = (typed: string) => {
    const parsed = format ? format.parse(typed) : typed;
    return maxLength === undefined ? parsed : parsed.slice(0, maxLength);
  };

  // What was typed into a prerendered page's field before the app took over comes as typing (an
  // input event from the early-events keeper, src/platform/boot/earlyEvents.ts): through onChange.

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = event.target.value;
    const next = valueOf(typed);
    if (display && format) {
      const caret = event.target.selectionStart ?? typed.length;
      caretCount.current = format.parse(typed.slice(0, caret)).length;
    }
    void helpers.setValue(next);
  };

  const invalid = meta.touched && !!meta.error;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const counted = kind === 'textarea' && maxLength !== undefined;
  const describedByIds =
    classes(
      invalid ? errorId : undefined,
      hint ? hintId : undefined,
      describedBy,
      counted ? counterId : undefined,
    ) || undefined;
  const common = {
    id,
    name,
    ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      element.current = node;
    },
    className: classes('form-input', inputClassName),
    value: shown,
    onChange,
    // Focus leaving for the form's submit button: the submit shows the errors (the layout stays still
    // under the press).
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (!submitPress?.current) field.onBlur(event);
    },
    autoComplete: autoComplete ?? setup.autoComplete,
    autoCapitalize,
    spellCheck,
    placeholder,
    // The attribute limits typing only where the input shows the value as it is.
    maxLength: display ? undefined : maxLength,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedByIds,
  };
  const control =
    kind === 'textarea' ? (
      <textarea {...common} rows={rows} />
    ) : (
      <input
        {...common}
        type={setup.type}
        inputMode={setup.inputMode}
        pattern={setup.inputMode === 'numeric' && !display ? '[0-9]*' : undefined}
      />
    );

  return (
    <div className={classes('form-field', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {addon ? (
        <div className="form-row">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {counted ? (
        <p id={counterId} className="form-counter">
          {`${value.length}/${maxLength}`}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="form-error" role="alert">
          {intl.formatMessage({ id: meta.error ?? '' })}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
