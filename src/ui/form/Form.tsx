import { FormikProvider, type FormikValues } from 'formik';
import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import type { FormHandle } from './useForm';
import './form.css';

const BusyContext = createContext(false);

export interface FormProps<V extends FormikValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onReset' | 'noValidate'
> {
  /** The form's state, from `useForm`. */
  form: FormHandle<V>;
  children?: ReactNode;
}

/**
 * One form: a `<form>` (browser validation off: the schema's messages are the ones shown) whose
 * submit goes through the schema, with the state its fields and submit button read. Lay out fields
 * (`FormField`), other content and a `SubmitButton` inside it.
 */
export function Form<V extends FormikValues>({ form, className, children, ...rest }: FormProps<V>) {
  return (
    <FormikProvider value={form.formik}>
      <BusyContext.Provider value={form.busy}>
        <form
          {...rest}
          noValidate
          className={className ? `form ${className}` : 'form'}
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          {children}
        </form>
      </BusyContext.Provider>
    </FormikProvider>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'>;

/** The form's submit button: busy (disabled, spinner) while a submit is in flight. */
export function SubmitButton(props: SubmitButtonProps) {
  const busy = useContext(BusyContext);
  return <Button {...props} type="submit" busy={busy} />;
}
