import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { rootReducer } from '../../../src/app/features';
import { DeviceExtras } from '../../../src/qa/devtools/components/DeviceExtras';
import { DeviceForm } from '../../../src/qa/devtools/components/DeviceForm';
import { LoginStatus } from '../../../src/qa/devtools/components/LoginStatus';
import {
  initialDevtoolsState,
  devtoolsActions as actions,
  type DevtoolsState,
} from '../../../src/qa/devtools/devtoolsSlice';
import { smsCodeLoginSchema } from '../../../src/qa/devtools/devtoolsSchema';
import { FakeRouter, fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';

const session = {
  deviceId: 'dev-1',
  sessionId: 'sess-1',
  userId: '1001',
  appVersion: '2.3.0',
  deviceName: 'Pixel',
  osVersion: '14',
  gps_adid: 'ad-1',
};

function preloaded(over: Partial<DevtoolsState> = {}) {
  return {
    ...rootReducer(undefined, { type: '@@init' }),
    devtools: {
      ...initialDevtoolsState,
      session,
      order: { productId: '1', orderId: '1174' },
      ...over,
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('DeviceForm', () => {
  it('prefills the device fields from the session and the order from the page query', () => {
    renderWithProviders(<DeviceForm navigateInPage={false} />, { preloadedState: preloaded() });
    expect(screen.getByLabelText('Versión de la app')).toHaveValue('2.3.0');
    expect(screen.getByLabelText('Nombre del dispositivo')).toHaveValue('Pixel');
    expect(screen.getByLabelText('ID del dispositivo')).toHaveValue('dev-1');
    expect(screen.getByLabelText('Versión del sistema')).toHaveValue('14');
    expect(screen.getByLabelText('ID de sesión')).toHaveValue('sess-1');
    expect(screen.getByLabelText('ID de publicidad (gps_adid)')).toHaveValue('ad-1');
    expect(screen.getByLabelText('ID del producto')).toHaveValue('1');
    expect(screen.getByLabelText('ID del pedido')).toHaveValue('1174');
  });

  it('fills in when the session arrives after the first render', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok({ userId: '1001', token: 't' }));
    const { store } = renderWithProviders(<DeviceForm navigateInPage={false} />, { context });
    expect(screen.getByLabelText('ID del dispositivo')).toHaveValue('');
    act(() => {
      store.dispatch(
        actions.pageOpened({ productId: '', orderId: '', session: { deviceId: 'late-device' } }),
      );
    });
    expect(screen.getByLabelText('ID del dispositivo')).toHaveValue('late-device');
    await waitFor(() => expect(store.getState().devtools.login.status).toBe('succeeded'));
  });

  it('links carry the edited fields as query parameters', async () => {
    renderWithProviders(<DeviceForm navigateInPage={false} />, { preloadedState: preloaded() });
    const order = screen.getByLabelText('ID del pedido');
    await userEvent.clear(order);
    await userEvent.type(order, '1180');
    await userEvent.clear(screen.getByLabelText('ID de sesión'));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(10);
    const repay = new URL(
      screen.getByRole('link', { name: 'Pago' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(repay.pathname).toBe('/repayment');
    expect(repay.searchParams.get('orderId')).toBe('1180');
    expect(repay.searchParams.get('productId')).toBe('1');
    expect(repay.searchParams.get('deviceId')).toBe('dev-1');
    expect(repay.searchParams.get('userId')).toBe('1001');
    expect(repay.searchParams.has('sessionId')).toBe(false);
    const instructions = screen
      .getByRole('link', { name: 'Instrucciones de pago' })
      .getAttribute('href');
    expect(instructions).toContain('amount=351000&payCode=OXXO&requestType=1');
    expect(instructions).toContain('orderId=1180');
    for (const name of [
      'Confirmación del préstamo',
      'Detalles del préstamo',
      'Extensión del pago',
      'Vincular tarjeta bancaria',
      'Acerca de nosotros',
      'Quejas',
      'Servicio al cliente',
      'Política de privacidad',
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringContaining('orderId=1180'),
      );
  });

  it('while recording, a link opens inside the page load (router) instead of a new load', async () => {
    const context = fakeContext({ inApp: true });
    renderWithProviders(
      <>
        <FakeRouter context={context} />
        <Routes>
          <Route path="/testPreview" element={<DeviceForm navigateInPage />} />
          <Route path="/customer-service" element={<Where />} />
        </Routes>
      </>,
      { preloadedState: preloaded(), route: '/testPreview', context },
    );
    expect(
      screen.getByText(
        'Grabando: los enlaces se abren sin recargar para que la cinta continúe; los datos del dispositivo se aplican en la próxima carga.',
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Servicio al cliente' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    // The router moves even inside the app: the tape goes on, the bridge opens nothing.
    expect((await screen.findByTestId('where')).textContent).toBe(link.getAttribute('href'));
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(context.navigator.visited).toEqual([]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/customer-service\?.*orderId=1174/);
  });

  it('without recording, a link is a normal page load', () => {
    renderWithProviders(<DeviceForm navigateInPage={false} />, { preloadedState: preloaded() });
    const link = screen.getByRole('link', { name: 'Servicio al cliente' });
    // Seen after the app's handlers, then stopped so jsdom does not try to navigate.
    let preventedByApp: boolean | null = null;
    const observe = (event: Event) => {
      preventedByApp = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    fireEvent.click(link);
    window.removeEventListener('click', observe);
    expect(preventedByApp).toBe(false);
  });

  it('speaks English', () => {
    renderWithProviders(<DeviceForm navigateInPage={false} />, {
      preloadedState: preloaded(),
      locale: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Device and order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Repayment instructions' })).toBeInTheDocument();
  });
});

describe('LoginStatus', () => {
  it('shows the login in progress, then the test account once logged in', async () => {
    const context = fakeContext();
    let answer: (v: unknown) => void = () => undefined;
    context.api.post.mockReturnValue(new Promise((r) => (answer = r)));
    const { store } = renderWithProviders(<LoginStatus />, { context });
    act(() => {
      store.dispatch(actions.pageOpened({ productId: '', orderId: '', session: {} }));
    });
    expect(screen.getByTestId('tp-login')).toHaveTextContent(
      'Iniciando sesión con el código SMS de prueba…',
    );
    await act(async () => answer(ok({ userId: '1001', token: 't' })));
    expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the failure with the server message and retries', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok({ userId: '1001', token: 't' }));
    renderWithProviders(<LoginStatus />, {
      context,
      preloadedState: preloaded({
        login: { status: 'failed', error: { text: 'Código incorrecto' } },
      }),
    });
    expect(screen.getByTestId('tp-login')).toHaveTextContent(
      'No se pudo iniciar sesión: Código incorrecto',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar el inicio de sesión' }));
    expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledWith(
      'smsCodeLogin',
      smsCodeLoginSchema,
      { username: '13800138000', smsCode: '123456' },
      { toastOnFailure: false },
    );
  });
});

describe('DeviceExtras', () => {
  /** The page asks the bridge for a position; the bridge's own geolocation is tested with it. */
  function locateAnswers(answer: unknown) {
    const context = fakeContext();
    context.bridge.locate.mockResolvedValue(answer);
    return context;
  }

  it('shows the chosen photo’s name and size, nothing more', async () => {
    renderWithProviders(<DeviceExtras />);
    const input = screen.getByLabelText('Foto');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByTestId('tp-photo')).toHaveTextContent('Ninguna foto elegida');
    const file = new File([new Uint8Array(12697)], 'recibo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(screen.getByTestId('tp-photo')).toHaveTextContent('recibo.png (12.4 KB)');
  });

  it('formats the contact as 3-4-4 digits and flags a wrong mobile on blur', async () => {
    renderWithProviders(<DeviceExtras />);
    const contact = screen.getByLabelText('Teléfono de contacto');
    expect(contact).toHaveAttribute('type', 'tel');
    await userEvent.type(contact, '13a8-0013 80009999');
    expect(contact).toHaveValue('138 0013 8000');
    await userEvent.clear(contact);
    await userEvent.type(contact, '1234');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ingrese un número de móvil correcto',
    );
    expect(contact).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the coordinates from the location button', async () => {
    const context = locateAnswers({
      ok: true,
      handledBy: 'fallback',
      value: { latitude: 19.4326077, longitude: -99.133208, accuracy: 24.6 },
    });
    renderWithProviders(<DeviceExtras />, { context });
    expect(screen.getByTestId('tp-location')).toHaveTextContent(
      'La ubicación solo se muestra aquí; no se guarda ni se envía.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(await screen.findByText('Latitud 19.43261, longitud -99.13321 (±25 m)')).toBeVisible();
    expect(context.bridge.locate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['denied', 'No se dio permiso para la ubicación.'],
    ['unavailable', 'La ubicación no está disponible.'],
    ['timeout', 'Se agotó el tiempo para obtener la ubicación.'],
    ['unsupported', 'Este navegador no ofrece la ubicación.'],
    ['something else', 'La ubicación no está disponible.'],
  ])('shows a clear error when the bridge answers %s', async (error, text) => {
    const context = locateAnswers({ ok: false, handledBy: 'fallback', error });
    renderWithProviders(<DeviceExtras />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(await screen.findByText(text)).toHaveClass('tp-error');
  });

  it.each([
    ['no value', undefined],
    ['text', 'here'],
    ['a latitude out of range', { latitude: 91, longitude: 0, accuracy: 1 }],
    ['a missing accuracy', { latitude: 1, longitude: 2 }],
    ['a negative accuracy', { latitude: 1, longitude: 2, accuracy: -1 }],
    ['a longitude as text', { latitude: 1, longitude: '2', accuracy: 3 }],
  ])('treats a located answer with %s as unavailable', async (_case, value) => {
    const context = locateAnswers({ ok: true, handledBy: 'app', value });
    renderWithProviders(<DeviceExtras />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(await screen.findByText('La ubicación no está disponible.')).toBeVisible();
  });

  it('stores nothing: no web storage writes', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    renderWithProviders(<DeviceExtras />);
    await userEvent.type(screen.getByLabelText('Teléfono de contacto'), '13800138000');
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
    expect(within(document.body).queryByText('13800138000')).toBeNull();
  });
});
