import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CustomerServicePage, {
  telHref,
} from '../../../src/features/customerService/components/CustomerServicePage';
import { environmentDetected } from '../../../src/shell/uiSlice';
import { customerServiceFixture } from '../../support/fixtures';
import { failed, fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('CustomerServicePage', () => {
  it('shows a loading state, then the telephone as a tel: link and the e-mail as a mailto: link', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    renderWithProviders(<CustomerServicePage />, { context });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando datos de contacto…');
    // The intro is static: it shows (and is in the prerendered page) while the contacts load.
    const intro = screen.getByText(/^Estamos para ayudarle\./);
    expect(intro).toHaveAttribute('id', 'cs-intro');
    const tel = await screen.findByRole('link', { name: 'Llamar al 800 953 4210' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/^Estamos para ayudarle\./)).toBe(intro);
    expect(tel).toHaveAttribute('href', 'tel:8009534210');
    expect(screen.getByRole('link', { name: 'Escribir a soporte@cuota.mx' })).toHaveAttribute(
      'href',
      'mailto:soporte@cuota.mx',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Servicio al cliente');
    expect(context.api.post).toHaveBeenCalledWith(
      'getWhatsapp',
      expect.anything(),
      { overall: 30 },
      { loadingText: undefined },
    );
  });

  it('shows the texts in English', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    renderWithProviders(<CustomerServicePage />, { context, locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Call 800 953 4210' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
  });

  it('shows the server message and retries on demand', async () => {
    const context = fakeContext();
    context.api.post
      .mockResolvedValueOnce(failed('Servicio no disponible'))
      .mockResolvedValueOnce(ok(customerServiceFixture));
    renderWithProviders(<CustomerServicePage />, { context });
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Llamar al 800 953 4210' })).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('inside the app, a tap on the telephone goes to the bridge and not to tel:', async () => {
    const context = fakeContext({ inApp: true });
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const { store } = renderWithProviders(<CustomerServicePage />, { context });
    store.dispatch(environmentDetected({ inApp: true }));
    const tel = await screen.findByRole('link', { name: 'Llamar al 800 953 4210' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(tel, event);
    expect(event.defaultPrevented).toBe(true);
    await screen.findByRole('link', { name: 'Llamar al 800 953 4210' });
    expect(context.bridge.callTelephone).toHaveBeenCalledWith('800 953 4210');
  });

  it("inside the app the telephone row is busy until the app's dialler answers; a second tap dials nothing", async () => {
    const context = fakeContext({ inApp: true });
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    let answer: () => void = () => undefined;
    context.bridge.callTelephone.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, handledBy: 'app' });
        }),
    );
    const { store } = renderWithProviders(<CustomerServicePage />, { context });
    store.dispatch(environmentDetected({ inApp: true }));
    const tel = await screen.findByRole('link', { name: 'Llamar al 800 953 4210' });
    fireEvent.click(tel);
    await waitFor(() => expect(tel).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(tel);
    expect(context.bridge.callTelephone).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(tel).not.toHaveAttribute('aria-busy'));
  });

  it('outside the app the tel: link is followed and the bridge is not called', async () => {
    const context = fakeContext({ inApp: false });
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    renderWithProviders(<CustomerServicePage />, { context });
    const tel = await screen.findByRole('link', { name: 'Llamar al 800 953 4210' });
    // Last to see the click (window, bubbling): notes whether the page let the link be followed, then
    // stops jsdom, which cannot navigate, from trying.
    let followed: boolean | null = null;
    const stop = (e: Event) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      fireEvent(tel, new MouseEvent('click', { bubbles: true, cancelable: true }));
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(followed).toBe(true);
    expect(context.bridge.callTelephone).not.toHaveBeenCalled();
  });

  it('back asks the bridge to close the web view', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    renderWithProviders(<CustomerServicePage />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['800 953 4210', 'tel:8009534210'],
    ['+52 (55) 1234-5678', 'tel:+525512345678'],
    ['javascript:alert(1)', 'tel:1'],
  ])('telHref(%s) keeps digits and + only', (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });
});
