export { Form, SubmitButton, type FormProps, type SubmitButtonProps } from './Form';
export { FormField, type FieldKind, type FormFieldProps } from './FormField';
export {
  CARD_NUMBER_MAX,
  caretPosition,
  cardDigits,
  cardFormatter,
  digitsFormatter,
  digitsOnly,
  groupCard,
  groupPhone,
  phoneDigits,
  phoneFormatter,
  phoneFormatterFor,
  type Formatter,
} from './formatters';
export { usePhoneFormatter } from './usePhoneRule';
export {
  useForm,
  validateValues,
  type FormHandle,
  type UseFormOptions,
  type Validated,
} from './useForm';
