import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { object, string } from 'yup';
import esMX from '../../../src/i18n/messages/es-MX/ui.json';
import { captureEarlyEvents } from '../../../src/platform/boot/earlyEvents';
import { EARLY_EVENTS_KEY, replayEarlyEvents } from '../../../src/platform/boot/earlyHandOver';
import { Form, FormField, useForm } from '../../../src/ui/form';

// The name is required (the error's text, any id of the catalog, does not matter here).
const schema = object({
  phone: string().default('').required('ui.retry'),
  code: string().default('').required('ui.retry'),
  name: string().default('').required('ui.retry'),
});

function Landing({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useForm({
    schema,
    initialValues: { phone: '', code: '', name: '' },
    onSubmit,
  });
  return (
    <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
      <Form form={form} aria-label="Registro">
        <FormField name="phone" kind="tel" label="Teléfono" maxLength={11} />
        <FormField name="code" kind="one-time-code" label="Código" maxLength={6} />
        <FormField name="name" label="Nombre" />
        <button type="submit">Enviar</button>
      </Form>
    </IntlProvider>
  );
}

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_EVENTS_KEY);
});

describe('a prerendered form typed in before its script took over', () => {
  it('takes what was typed through each field (formatted, capped), caret and focus kept, no error shown', async () => {
    const submitted: unknown[] = [];
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    // The server's markup, as a prerendered page holds it, and the keeper in its head.
    container.append(
      document
        .createRange()
        .createContextualFragment(renderToString(<Landing onSubmit={(v) => submitted.push(v)} />)),
    );
    captureEarlyEvents(document, window);
    const field = (name: string) => {
      const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input) throw new Error(`no ${name} field`);
      return input;
    };
    const phone = field('phone');
    field('code').value = '12a3456789';
    phone.value = '139-1234-567899';
    phone.focus();
    // The caret after the ninth digit ('139-1234-56|7899').
    phone.setSelectionRange(11, 11);

    await act(async () => {
      hydrateRoot(container, <Landing onSubmit={(v) => submitted.push(v)} />);
    });
    // The app's first page shown: the keeper hands the typed text over.
    await act(async () => {
      replayEarlyEvents(window);
      await Promise.resolve();
    });
    expect(field('phone')).toBe(phone);
    expect(phone.value).toBe('139 1234 5678');
    expect(document.activeElement).toBe(phone);
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([11, 11]);
    expect(field('code').value).toBe('123456');
    expect(field('name').value).toBe('');
    // The name is empty, but nobody left it: no error under any field yet.
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(0);

    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    expect(submitted).toEqual([]);
    await act(async () => {
      field('name').focus();
    });
    const name = field('name');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, 'Ana');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    expect(submitted).toEqual([{ phone: '13912345678', code: '123456', name: 'Ana' }]);
    container.remove();
  });
});
