import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { caretPosition } from '../../ui/form/formatters';
import { usePhoneFormatter } from '../../ui/form/usePhoneRule';

export type TextFieldKind = 'text' | 'email' | 'tel' | 'textarea';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  kind?: TextFieldKind;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field invalid (`aria-invalid`), described by the form's message. */
  invalid?: boolean;
  describedBy?: string;
  autoComplete?: string;
}

/**
 * One labelled input of the website's forms (the form component would bring formik and yup into the
 * site's first load): a 44 px control, `aria-invalid` and `aria-describedby` for the form's message.
 * A telephone keeps digits only, capped and grouped by the market's mobile rule (spec section 5, input
 * formatting: 11 digits shown 3-4-4 in Mexico; India 10 shown 5-5).
 */
export function TextField({
  name,
  label,
  kind = 'text',
  value,
  onChange,
  invalid,
  describedBy,
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  const phoneFormatter = usePhoneFormatter();
  const input = useRef<HTMLInputElement | null>(null);
  // How many digits stood before the caret at the last change of a telephone.
  const caretCount = useRef<number | null>(null);

  useLayoutEffect(() => {
    const count = caretCount.current;
    caretCount.current = null;
    const element = input.current;
    if (count === null || !element || element.ownerDocument.activeElement !== element) return;
    const position = caretPosition(phoneFormatter, element.value, count);
    element.setSelectionRange(position, position);
  });

  const common = {
    id,
    name,
    className: 'form-input',
    autoComplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? describedBy : undefined,
  };

  let control: ReactNode;
  if (kind === 'textarea') {
    control = (
      <textarea {...common} rows={4} value={value} onChange={(e) => onChange(e.target.value)} />
    );
  } else if (kind === 'tel') {
    const onTel = (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const caret = event.target.selectionStart ?? typed.length;
      caretCount.current = phoneFormatter.parse(typed.slice(0, caret)).length;
      onChange(phoneFormatter.parse(typed));
    };
    control = (
      <input
        {...common}
        ref={input}
        type="tel"
        inputMode="numeric"
        value={phoneFormatter.display?.(value) ?? value}
        onChange={onTel}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={kind}
        inputMode={kind === 'email' ? 'email' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }

  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {control}
    </div>
  );
}
