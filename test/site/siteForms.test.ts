import { checkForm, emptyFields } from '../../src/site';

/** Spec section 5, official forms: any empty field -> incomplete; otherwise success. */
describe('website forms', () => {
  const contact = { name: 'Ana', phone: '5512345678', email: 'ana@example.com', message: 'Hola' };

  it.each([
    [{ email: '' }, 'incomplete', ['email']],
    [{ email: '   ' }, 'incomplete', ['email']],
    [{ email: 'ana@example.com' }, 'success', []],
    // The spec asks only for something: no format rule.
    [{ email: 'x' }, 'success', []],
  ])('sign-up %p -> %s', (values, outcome, empty) => {
    expect(checkForm(values)).toBe(outcome);
    expect(emptyFields(values)).toEqual(empty);
  });

  it('contact: all four filled -> success', () => {
    expect(checkForm(contact)).toBe('success');
    expect(emptyFields(contact)).toEqual([]);
  });

  it.each(['name', 'phone', 'email', 'message'] as const)(
    'contact: %s empty or blank -> incomplete, that field named',
    (field) => {
      for (const blank of ['', ' \n\t ']) {
        const values = { ...contact, [field]: blank };
        expect(checkForm(values)).toBe('incomplete');
        expect(emptyFields(values)).toEqual([field]);
      }
    },
  );

  it('contact: every field empty -> all named, in form order', () => {
    expect(emptyFields({ name: '', phone: '', email: '', message: '' })).toEqual([
      'name',
      'phone',
      'email',
      'message',
    ]);
  });
});
