import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { object, string } from 'yup';
import esMX from '../../../src/i18n/messages/es-MX/ui.json';
import { Button } from '../../../src/ui';
import {
  cardFormatter,
  Form,
  FormField,
  SubmitButton,
  useForm,
  type FieldKind,
} from '../../../src/ui/form';

const texts = {
  ...esMX,
  'test.nameRequired': 'Escriba su nombre',
  'test.phoneInvalid': 'Ingrese un número de móvil correcto',
  'test.codeInvalid': 'Ingrese el código correcto',
  'test.fileFailed': 'No se pudo leer el archivo',
};

function renderForm(ui: ReactNode) {
  return render(
    <IntlProvider locale="es-MX" messages={texts} defaultLocale="es-MX">
      {ui}
    </IntlProvider>,
  );
}

const profileSchema = object({
  name: string().trim().required('test.nameRequired'),
  phone: string()
    .default('')
    .test('mobile', 'test.phoneInvalid', (value) => value === '' || /^1[3-9]\d{9}$/.test(value)),
  card: string().default(''),
  code: string().default(''),
  amount: string().default(''),
  note: string().default(''),
});

const profileInitial = { name: '', phone: '', card: '', code: '', amount: '', note: '' };

interface ProfileProps {
  onSubmit: (values: unknown) => unknown;
  busy?: boolean;
}

function Profile({ onSubmit, busy }: ProfileProps) {
  const form = useForm({ schema: profileSchema, initialValues: profileInitial, onSubmit, busy });
  return (
    <Form form={form} aria-label="Perfil">
      <p id="name-hint">Como aparece en su INE</p>
      <FormField name="name" label="Nombre" describedBy="name-hint" />
      <FormField name="phone" kind="tel" label="Teléfono" />
      <FormField name="card" kind="numeric" formatter={cardFormatter} label="Tarjeta" />
      <FormField name="code" kind="one-time-code" label="Código" maxLength={6} />
      <FormField name="amount" kind="numeric" label="Monto" />
      <FormField name="note" kind="textarea" label="Comentarios" maxLength={200} />
      <SubmitButton>Enviar</SubmitButton>
    </Form>
  );
}

const submitButton = () => screen.getByRole('button', { name: /Enviar/ });

describe('Form: labelled fields', () => {
  it.each<[string, FieldKind | 'card', Record<string, string | null>]>([
    ['Nombre', 'text', { type: 'text', inputmode: null, autocomplete: null }],
    ['Teléfono', 'tel', { type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national' }],
    ['Tarjeta', 'card', { type: 'text', inputmode: 'numeric', pattern: null }],
    [
      'Código',
      'one-time-code',
      { inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '[0-9]*', maxlength: '6' },
    ],
    ['Monto', 'numeric', { inputmode: 'numeric', pattern: '[0-9]*' }],
  ])('%s (%s) is found by its label, with its keyboard and autofill', (label, _kind, attrs) => {
    renderForm(<Profile onSubmit={jest.fn()} />);
    const input = screen.getByLabelText(label);
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByText(label)).toHaveAttribute('for', input.id);
    for (const [name, value] of Object.entries(attrs)) {
      if (value === null) expect(input).not.toHaveAttribute(name);
      else expect(input).toHaveAttribute(name, value);
    }
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('a textarea shows a counter n/max, read with it, and drops the extra text', async () => {
    renderForm(<Profile onSubmit={jest.fn()} />);
    const note = screen.getByLabelText('Comentarios');
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('maxlength', '200');
    const counter = screen.getByText('0/200');
    expect(note.getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
    await userEvent.type(note, 'Hola.');
    expect(counter).toHaveTextContent('5/200');
    // Awaited: formik validates the change after it (a promise), inside act.
    await act(async () => {
      fireEvent.change(note, { target: { value: 'x'.repeat(250) } });
    });
    expect(note).toHaveValue('x'.repeat(200));
    expect(counter).toHaveTextContent('200/200');
  });
});

describe('Form: errors', () => {
  it('a field left for a press of the submit button keeps the layout still until the click, which shows the errors', async () => {
    const onSubmit = jest.fn();
    renderForm(<Profile onSubmit={onSubmit} />);
    const phone = screen.getByLabelText('Teléfono');
    await userEvent.type(phone, '1234');
    // The press of Enviar takes the focus: the blur shows nothing yet, so the button does not move.
    fireEvent.pointerDown(submitButton());
    fireEvent.blur(phone);
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a field left for anything else shows its error at once', async () => {
    renderForm(<Profile onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Teléfono'), '1234');
    fireEvent.pointerDown(screen.getByLabelText('Nombre'));
    fireEvent.blur(screen.getByLabelText('Teléfono'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ingrese un número de móvil correcto',
    );
  });

  it('a press of the submit button that never clicks stops holding the errors after a second', async () => {
    jest.useFakeTimers();
    try {
      renderForm(<Profile onSubmit={jest.fn()} />);
      const phone = screen.getByLabelText('Teléfono');
      fireEvent.change(phone, { target: { value: '1234' } });
      fireEvent.pointerDown(submitButton());
      act(() => jest.advanceTimersByTime(1_000));
      fireEvent.blur(phone);
      await act(async () => undefined);
      expect(screen.getByRole('alert')).toHaveTextContent('Ingrese un número de móvil correcto');
    } finally {
      jest.useRealTimers();
    }
  });

  it('an invalid submit shows each error under its field (role=alert, aria-describedby, aria-invalid) and does not call onSubmit', async () => {
    const onSubmit = jest.fn();
    renderForm(<Profile onSubmit={onSubmit} />);
    const phone = screen.getByLabelText('Teléfono');
    await userEvent.type(phone, '1234');
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();

    const name = screen.getByLabelText('Nombre');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Escriba su nombre',
      'Ingrese un número de móvil correcto',
    ]);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', `${alerts[0].id} name-hint`);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-describedby', alerts[1].id);
    expect(screen.getByLabelText('Monto')).not.toHaveAttribute('aria-invalid');
  });

  it('the errors go once the values are right, and the submit goes through', async () => {
    const onSubmit = jest.fn();
    renderForm(<Profile onSubmit={onSubmit} />);
    await userEvent.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Escriba su nombre');
    const name = screen.getByLabelText('Nombre');
    await userEvent.type(name, 'Ana');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAttribute('aria-describedby', 'name-hint');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an untouched field shows no error until the form is submitted', async () => {
    renderForm(<Profile onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Teléfono'), '12');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Form: formatters', () => {
  it('applies the field formatter on change; onSubmit gets the un-grouped, schema-cast values', async () => {
    const onSubmit = jest.fn();
    renderForm(<Profile onSubmit={onSubmit} />);
    const phone = screen.getByLabelText('Teléfono');
    const card = screen.getByLabelText('Tarjeta');
    const code = screen.getByLabelText('Código');
    const amount = screen.getByLabelText('Monto');
    await userEvent.type(screen.getByLabelText('Nombre'), '  Ana López ');
    await userEvent.type(phone, '13a8-0013 80009999');
    await userEvent.type(card, '6222x0212 3456 7890');
    await userEvent.type(code, '12b3456789');
    await userEvent.type(amount, '3,500.00');
    expect(phone).toHaveValue('138 0013 8000');
    expect(card).toHaveValue('6222 0212 3456 7890');
    expect(code).toHaveValue('123456');
    expect(amount).toHaveValue('350000');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana López',
      phone: '13800138000',
      card: '6222021234567890',
      code: '123456',
      amount: '350000',
      note: '',
    });
  });

  it('typing inside a grouped value keeps the caret after the typed digit', async () => {
    renderForm(<Profile onSubmit={jest.fn()} />);
    const phone = screen.getByLabelText<HTMLInputElement>('Teléfono');
    await userEvent.type(phone, '1380013');
    expect(phone).toHaveValue('138 0013');
    await userEvent.type(phone, '5', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(phone).toHaveValue('138 5001 3');
    expect(phone.selectionStart).toBe(5);
    await userEvent.keyboard('6');
    expect(phone).toHaveValue('138 5600 13');
    expect(phone.selectionStart).toBe(6);
  });
});

describe('Form: submit', () => {
  it('the submit button is busy while onSubmit’s promise is pending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(<Profile onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    const button = submitButton();
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('a double submit in one frame calls onSubmit once', async () => {
    const onSubmit = jest.fn(() => new Promise<void>(() => undefined));
    renderForm(<Profile onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    const form = screen.getByRole('form', { name: 'Perfil' });
    // Both submits land before React renders the busy button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    fireEvent.submit(form);
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a burst of taps on a form busy from outside (a dispatched request) submits once', async () => {
    const submitted = jest.fn();
    function Dispatching() {
      const [inFlight, setInFlight] = useState(false);
      return (
        <Profile
          busy={inFlight}
          onSubmit={(values) => {
            submitted(values);
            setInFlight(true);
          }}
        />
      );
    }
    renderForm(<Dispatching />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    const button = submitButton();
    for (let i = 0; i < 10; i += 1) fireEvent.click(button);
    await userEvent.type(screen.getByLabelText('Nombre'), '{Enter}');
    // Even a submit that does not come from the (disabled) button is ignored while busy.
    fireEvent.submit(screen.getByRole('form', { name: 'Perfil' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('submit(values) checks other values with the schema (a file), showError shows a failure', async () => {
    const loaded = jest.fn();
    const fileSchema = object({ text: string().trim().required('test.codeInvalid') });
    function Loader() {
      const form = useForm({
        schema: fileSchema,
        initialValues: { text: '' },
        onSubmit: loaded,
      });
      return (
        <Form form={form}>
          <FormField name="text" kind="textarea" label="Texto" />
          <Button onClick={() => form.submit({ text: ' ' })}>Vacío</Button>
          <Button onClick={() => form.submit({ text: 'del archivo' })}>Archivo</Button>
          <Button onClick={() => form.showError('text', 'test.fileFailed')}>Fallo</Button>
        </Form>
      );
    }
    renderForm(<Loader />);
    const text = screen.getByLabelText('Texto');
    await userEvent.click(screen.getByRole('button', { name: 'Vacío' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ingrese el código correcto');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Fallo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo leer el archivo');
    await userEvent.click(screen.getByRole('button', { name: 'Archivo' }));
    expect(loaded).toHaveBeenCalledWith({ text: 'del archivo' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text).toHaveValue('');
  });
});
