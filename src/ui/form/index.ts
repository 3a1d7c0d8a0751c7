export { Form, SubmitButton } from './Form';
export { FormField, type FieldKind } from './FormField';
export { cardFormatter, phoneFormatterFor } from './formatters';
export { useForm, validateValues, type FormHandle } from './useForm';
