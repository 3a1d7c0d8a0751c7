/**
 * The website's two forms (spec section 5, official forms): the e-mail sign-up and the contact form.
 * Both stay in the browser (spec section 4: nothing is sent). Any empty field (blank counts as empty)
 * gives 'Please provide complete information!'; otherwise 'Successful!'.
 */
export type FormOutcome = 'incomplete' | 'success';

export interface SignUpValues {
  email: string;
}

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export const emptySignUp: SignUpValues = { email: '' };
export const emptyContact: ContactValues = { name: '', phone: '', email: '', message: '' };

/** The names of the fields left empty (or blank), in form order. */
export function emptyFields<V extends object>(values: V): (keyof V & string)[] {
  return (Object.keys(values) as (keyof V & string)[]).filter((name) => {
    const value: unknown = values[name];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** What a submit shows: 'incomplete' while any field is empty, else 'success'. */
export function checkForm<V extends object>(values: V): FormOutcome {
  return emptyFields(values).length > 0 ? 'incomplete' : 'success';
}
