import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { object, string } from 'yup';
import esMX from '../../../src/i18n/messages/es-MX/ui.json';
import { Form, FormField, SubmitButton, useForm } from '../../../src/ui/form';

const texts = { ...esMX, 'test.cardRequired': 'Ingrese el número de tarjeta' };

function renderForm(ui: ReactNode) {
  return render(
    <IntlProvider locale="es-MX" messages={texts} defaultLocale="es-MX">
      {ui}
    </IntlProvider>,
  );
}

const submitButton = () => screen.getByRole('button', { name: /Enviar/ });

describe('Form: the card kind and a hint', () => {
  const cardSchema = object({ cardNo: string().required('test.cardRequired') });

  function CardForm() {
    const form = useForm({
      schema: cardSchema,
      initialValues: { cardNo: '' },
      onSubmit: jest.fn(),
    });
    return (
      <Form form={form}>
        <FormField name="cardNo" kind="card" label="Número de tarjeta" hint="16 dígitos" />
        <SubmitButton>Enviar</SubmitButton>
      </Form>
    );
  }

  it('a card field takes digits, shows them in fours and autofills the card number', async () => {
    renderForm(<CardForm />);
    const input = screen.getByLabelText('Número de tarjeta');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
    await userEvent.type(input, '4111a111111');
    expect(input).toHaveValue('4111 1111 11');
  });

  it('the hint shows under the field and is read after its error', async () => {
    renderForm(<CardForm />);
    const input = screen.getByLabelText('Número de tarjeta');
    const hint = screen.getByText('16 dígitos');
    expect(input).toHaveAttribute('aria-describedby', hint.id);
    await userEvent.click(submitButton());
    const alert = screen.getByRole('alert');
    expect(input).toHaveAttribute('aria-describedby', `${alert.id} ${hint.id}`);
  });
});
