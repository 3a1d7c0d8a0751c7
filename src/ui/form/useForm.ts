import {
  prepareDataForValidation,
  setNestedObjectValues,
  useFormik,
  yupToFormErrors,
  type FormikErrors,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { ValidationError, type Schema } from 'yup';

/** A schema's verdict on a form's values: the cast values, or an error message id per field. */
export type Validated<V, Out> = { ok: true; value: Out } | { ok: false; errors: FormikErrors<V> };

/**
 * Checks values with a form schema, synchronously (form schemas hold no async tests). Empty strings count
 * as missing, as formik has it, so `required` and `default('')` work on empty inputs. The messages are
 * react-intl ids; the field translates them.
 */
export function validateValues<V extends FormikValues, Out>(
  schema: Schema<Out>,
  values: V,
): Validated<V, Out> {
  try {
    return {
      ok: true,
      value: schema.validateSync(prepareDataForValidation(values), { abortEarly: false }),
    };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: yupToFormErrors<V>(error) };
    throw error;
  }
}

export interface UseFormOptions<V extends FormikValues, Out> {
  /** The yup schema: it owns the rules and the exact messages (react-intl ids). */
  schema: Schema<Out>;
  /** What the inputs hold (strings for text inputs); reloaded when it changes with `enableReinitialize`. */
  initialValues: V;
  /**
   * Called with the schema's output (trimmed, defaults applied) only when the schema passes. A view
   * dispatches an action here; a returned promise keeps the form busy until it settles.
   */
  onSubmit: (values: Out) => unknown;
  /** Busy from outside (a request in flight in a slice): submit button busy, submits ignored. */
  busy?: boolean;
  /** Re-check after each change once a field shows its error (formik's default: true). */
  validateOnChange?: boolean;
  /** Check when a field loses focus (formik's default: true). */
  validateOnBlur?: boolean;
  enableReinitialize?: boolean;
}

export interface FormHandle<V extends FormikValues> {
  /** The formik state the fields read (through the Form's provider). */
  formik: ReturnType<typeof useFormik<V>>;
  /** The current input values (un-grouped: what the schema sees). */
  values: V;
  /** A submit is in flight (the outside busy flag or an onSubmit promise): the submit button is busy. */
  busy: boolean;
  /**
   * Submits: every field counts as touched, the schema checks the values (the form's own, or the ones
   * given, e.g. a file's content), then errors show or onSubmit runs. Ignored while busy, so a double
   * tap submits once.
   */
  submit: (values?: V) => void;
  /** Shows an error (a react-intl id) under a field, for a failure found outside the schema. */
  showError: (name: keyof V & string, messageId: string) => void;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof (value as { then: unknown }).then === 'function'
  );
}

/** The state of one form: formik with the schema's rules, and a guarded, synchronous submit. */
export function useForm<V extends FormikValues, Out>({
  schema,
  initialValues,
  onSubmit,
  busy: busyOutside = false,
  validateOnChange = true,
  validateOnBlur = true,
  enableReinitialize = false,
}: UseFormOptions<V, Out>): FormHandle<V> {
  const formik = useFormik<V>({
    initialValues,
    enableReinitialize,
    validateOnChange,
    validateOnBlur,
    validate: (values) => {
      const result = validateValues(schema, values);
      return result.ok ? {} : result.errors;
    },
    // Submits go through `submit` below, never through formik's asynchronous submitForm.
    onSubmit: () => undefined,
  });
  const busy = busyOutside || formik.isSubmitting;
  // Read by `submit`, which may run twice before React renders again (two events in one frame).
  const guard = useRef({ busy, pending: false });
  useLayoutEffect(() => {
    guard.current.busy = busy;
  }, [busy]);

  const submit = (override?: V) => {
    if (guard.current.busy || guard.current.pending) return;
    const values = override ?? formik.values;
    void formik.setTouched(setNestedObjectValues<FormikTouched<V>>(values, true), false);
    const result = validateValues(schema, values);
    if (!result.ok) {
      formik.setErrors(result.errors);
      return;
    }
    formik.setErrors({});
    guard.current.pending = true;
    let outcome: unknown;
    try {
      outcome = onSubmit(result.value);
    } finally {
      if (!isThenable(outcome)) guard.current.pending = false;
    }
    if (!isThenable(outcome)) return;
    formik.setSubmitting(true);
    const release = () => {
      guard.current.pending = false;
      formik.setSubmitting(false);
    };
    outcome.then(release, (error: unknown) => {
      release();
      throw error;
    });
  };

  const showError = (name: keyof V & string, messageId: string) => {
    void formik.setFieldTouched(name, true, false);
    formik.setFieldError(name, messageId);
  };

  return { formik, values: formik.values, busy, submit, showError };
}
