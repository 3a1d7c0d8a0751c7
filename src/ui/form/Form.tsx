import { FormikProvider, type FormikValues } from 'formik';
import {
  createContext,
  useContext,
  useRef,
  type FormHTMLAttributes,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../Button';
import type { FormHandle } from './useForm';
import './form.css';

const BusyContext = createContext(false);

/**
 * Set from the press of a submit button until its click (at most a second): a field that loses focus to
 * that press does not show its error yet, so the layout does not move under the finger and the click
 * lands on the button; the submit then shows every error at once.
 */
const SubmitPressContext = createContext<MutableRefObject<boolean> | null>(null);

/** Whether the form's submit button is being pressed (FormField asks on blur). */
export const useSubmitPress = () => useContext(SubmitPressContext);

const PRESS_LIMIT_MS = 1_000;

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
  const pressing = useRef(false);
  const release = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settle = () => {
    if (release.current) clearTimeout(release.current);
    release.current = null;
    pressing.current = false;
  };
  return (
    <FormikProvider value={form.formik}>
      <BusyContext.Provider value={form.busy}>
        <SubmitPressContext.Provider value={pressing}>
          <form
            {...rest}
            noValidate
            className={className ? `form ${className}` : 'form'}
            onPointerDownCapture={(event) => {
              const target = event.target;
              if (!(target instanceof Element) || !target.closest('button[type="submit"]')) return;
              settle();
              pressing.current = true;
              release.current = setTimeout(settle, PRESS_LIMIT_MS);
            }}
            onClickCapture={settle}
            onSubmit={(event) => {
              event.preventDefault();
              settle();
              form.submit();
            }}
          >
            {children}
          </form>
        </SubmitPressContext.Provider>
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
