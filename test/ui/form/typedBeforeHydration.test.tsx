import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { object, string } from 'yup';
import esMX from '../../../src/i18n/messages/es-MX/ui.json';
import { Form, FormField, useForm } from '../../../src/ui/form';

const schema = object({ phone: string().default(''), name: string().default('') });

function Landing({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useForm({ schema, initialValues: { phone: '', name: '' }, onSubmit });
  return (
    <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
      <Form form={form} aria-label="Registro">
        <FormField name="phone" kind="tel" label="Teléfono" maxLength={11} />
        <FormField name="name" label="Nombre" />
        <button type="submit">Enviar</button>
      </Form>
    </IntlProvider>
  );
}

describe('a prerendered form typed in before its script took over', () => {
  it('takes what was typed, formatted and capped, and keeps the untouched fields empty', async () => {
    const submitted: unknown[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    // The server's markup, as a prerendered page holds it.
    container.append(
      document
        .createRange()
        .createContextualFragment(renderToString(<Landing onSubmit={(v) => submitted.push(v)} />)),
    );
    const phone = container.querySelector<HTMLInputElement>('input[name="phone"]');
    if (!phone) throw new Error('no phone field');
    phone.value = '139123456789999';

    await act(async () => {
      hydrateRoot(container, <Landing onSubmit={(v) => submitted.push(v)} />);
    });
    expect(container.querySelector<HTMLInputElement>('input[name="phone"]')).toBe(phone);
    expect(phone.value).toBe('139 1234 5678');
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('');

    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    expect(submitted).toEqual([{ phone: '13912345678', name: '' }]);
    container.remove();
  });
});
