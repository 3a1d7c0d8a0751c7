import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { object, string } from 'yup';
import { resolveBrand, type Brand } from '../../../src/config/brand';
import { BrandContext } from '../../../src/config/brandContext';
import esMX from '../../../src/i18n/messages/es-MX/ui.json';
import { Form, FormField, phoneFormatterFor, useForm } from '../../../src/ui/form';

/** A tel field types the borrower's mobile as the market's rule says (issue 37). */
function PhoneForm({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm({
    schema: object({ phone: string() }),
    initialValues: { phone: '' },
    onSubmit: jest.fn(),
  });
  onValue(form.values.phone);
  return (
    <Form form={form}>
      <FormField name="phone" kind="tel" label="Celular" />
    </Form>
  );
}

async function typeUnder(brand: Brand | null, typed: string) {
  let value = '';
  const form = (
    <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
      <PhoneForm onValue={(v) => (value = v)} />
    </IntlProvider>
  );
  render(brand ? <BrandContext.Provider value={brand}>{form}</BrandContext.Provider> : form);
  const input = screen.getByLabelText('Celular');
  await userEvent.setup().type(input, typed);
  return { shown: (input as HTMLInputElement).value, value };
}

describe('FormField kind tel per market', () => {
  it.each([
    ['Mexico (build-time brand)', null, '+1 38-1234a5678999', '138 1234 5678', '13812345678'],
    ['Mexico', resolveBrand({ market: 'MX' }), '13812345678', '138 1234 5678', '13812345678'],
    ['India', resolveBrand({ market: 'IN' }), '98765-432109', '98765 43210', '9876543210'],
    [
      'India with phoneRule mx',
      resolveBrand({ market: 'IN', phoneRule: 'mx' }),
      '5512345678',
      '551 234 5678',
      '5512345678',
    ],
  ])('%s: typed %p shows %p, value %p', async (_, brand, typed, shown, value) => {
    expect(await typeUnder(brand, typed)).toEqual({ shown, value });
  });

  it('phoneFormatterFor gives each rule its length and groups', () => {
    expect(phoneFormatterFor('in').display?.('9876543210')).toBe('98765 43210');
    expect(phoneFormatterFor('spec').display?.('13812345678')).toBe('138 1234 5678');
    expect(phoneFormatterFor('mx').parse('55 1234 56789')).toBe('5512345678');
  });
});
