import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppLocale } from '../../src/i18n/locale';
import { renderSite } from './renderSite';

/** The spec's English texts (verbatim in en) and their translations. */
const TEXTS: Record<AppLocale, { incomplete: string; success: string; claim: string }> = {
  en: {
    incomplete: 'Please provide complete information!',
    success: 'Successful!',
    claim: 'Join 6,000+ other user.',
  },
  'es-MX': {
    incomplete: '¡Por favor, proporcione la información completa!',
    success: '¡Operación exitosa!',
    claim: 'Únase a más de 6,000 usuarios.',
  },
  'zh-CN': {
    incomplete: '请填写完整信息！',
    success: '成功！',
    claim: '加入 6,000 多名其他用户。',
  },
};

const LABELS: Record<AppLocale, { email: string; subscribe: string; send: string }> = {
  en: { email: 'E-mail', subscribe: 'Subscribe', send: 'Send' },
  'es-MX': { email: 'Correo electrónico', subscribe: 'Suscribirse', send: 'Enviar' },
  'zh-CN': { email: '电子邮件', subscribe: '订阅', send: '发送' },
};

let fetchSpy: jest.Mock;
let xhrOpen: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.fn();
  Object.assign(globalThis, { fetch: fetchSpy });
  xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
});
afterEach(() => {
  // Spec section 4: the forms are client-side only; nothing leaves the browser.
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(xhrOpen).not.toHaveBeenCalled();
  xhrOpen.mockRestore();
});

const signUp = () => within(screen.getByRole('region', { name: /novedades|news|消息/ }));

describe.each(['en', 'es-MX', 'zh-CN'] as AppLocale[])('website forms in %s', (locale) => {
  const texts = TEXTS[locale];
  const labels = LABELS[locale];

  it('sign-up box: empty -> the incomplete alert; an address -> success, the box cleared', async () => {
    const user = userEvent.setup();
    renderSite({ locale, url: '/' });
    const box = signUp();
    await user.click(box.getByRole('button', { name: labels.subscribe }));
    expect(box.getByRole('alert')).toHaveTextContent(texts.incomplete);
    const email = box.getByLabelText(labels.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(texts.incomplete);

    await user.type(email, '   ');
    await user.click(box.getByRole('button', { name: labels.subscribe }));
    expect(box.getByRole('alert')).toHaveTextContent(texts.incomplete);

    await user.clear(email);
    await user.type(email, 'ana@example.com');
    await user.click(box.getByRole('button', { name: labels.subscribe }));
    expect(box.queryByRole('alert')).toBeNull();
    expect(box.getByRole('status')).toHaveTextContent(texts.success);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the claim and the contact details on Home', () => {
    renderSite({ locale, url: '/' });
    expect(screen.getByText(texts.claim)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '800 123 4567' })).toHaveAttribute(
      'href',
      'tel:8001234567',
    );
    expect(screen.getByRole('link', { name: 'soporte@cuota.mx' })).toHaveAttribute(
      'href',
      'mailto:soporte@cuota.mx',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2026 Cuota Servicios Financieros S.A. de C.V.',
    );
  });
});

describe('contact form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, skip?: string) => {
    const values: Record<string, string> = {
      Name: 'Ana López',
      Telephone: '5512345678',
      'E-mail': 'ana@example.com',
      Message: 'Quisiera saber más.',
    };
    for (const [label, value] of Object.entries(values)) {
      if (label !== skip) await user.type(screen.getByLabelText(label), value);
    }
  };

  it.each(['Name', 'Telephone', 'E-mail', 'Message'])(
    'with %s empty: the incomplete alert, that field marked',
    async (empty) => {
      const user = userEvent.setup();
      renderSite({ locale: 'en', url: '/Contact' });
      await fill(user, empty);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please provide complete information!');
      for (const label of ['Name', 'Telephone', 'E-mail', 'Message']) {
        const field = screen.getByLabelText(label);
        if (label === empty) expect(field).toHaveAttribute('aria-invalid', 'true');
        else expect(field).not.toHaveAttribute('aria-invalid');
      }
    },
  );

  it('all filled: Successful!, the form cleared', async () => {
    const user = userEvent.setup();
    renderSite({ locale: 'en', url: '/Contact' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Successful!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('in Spanish by default', async () => {
    const user = userEvent.setup();
    renderSite({ url: '/Contact' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '¡Por favor, proporcione la información completa!',
    );
    for (const label of ['Nombre', 'Teléfono', 'Correo electrónico', 'Mensaje'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('the telephone keeps digits only, at most 11, shown 3-4-4', async () => {
    const user = userEvent.setup();
    renderSite({ locale: 'en', url: '/Contact' });
    const phone = screen.getByLabelText('Telephone');
    await user.type(phone, 'a13b8001-38000 999');
    expect(phone).toHaveValue('138 0013 8000');
  });
});
