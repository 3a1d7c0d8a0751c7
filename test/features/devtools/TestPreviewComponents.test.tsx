import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { rootReducer } from '../../../src/app/store';
import { DeviceExtras } from '../../../src/features/devtools/components/DeviceExtras';
import { DeviceForm } from '../../../src/features/devtools/components/DeviceForm';
import { LoginStatus } from '../../../src/features/devtools/components/LoginStatus';
import {
  initialTestPreviewState,
  testPreviewActions as actions,
  type TestPreviewState,
} from '../../../src/features/devtools/testPreviewSlice';
import { smsCodeLoginSchema } from '../../../src/features/devtools/testPreviewSchema';
import { fakeContext, ok } from '../../support/fakeContext';
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

function preloaded(over: Partial<TestPreviewState> = {}) {
  return {
    ...rootReducer(undefined, { type: '@@init' }),
    testPreview: {
      ...initialTestPreviewState,
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
    await waitFor(() => expect(store.getState().testPreview.login.status).toBe('succeeded'));
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

  it('while recording, a link opens inside the page load (router) instead of a new load', () => {
    renderWithProviders(
      <Routes>
        <Route path="/testPreview" element={<DeviceForm navigateInPage />} />
        <Route path="/customer-service" element={<Where />} />
      </Routes>,
      { preloadedState: preloaded(), route: '/testPreview' },
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
    expect(screen.getByTestId('where').textContent).toBe(link.getAttribute('href'));
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
        login: { status: 'failed', error: { code: '2', message: 'Código incorrecto' } },
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
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else delete (navigator as unknown as { geolocation?: unknown }).geolocation;
  });

  function setGeolocation(value: unknown) {
    Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
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
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 19.4326077, longitude: -99.133208, accuracy: 24.6 },
      } as GeolocationPosition),
    );
    setGeolocation({ getCurrentPosition });
    renderWithProviders(<DeviceExtras />);
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(screen.getByTestId('tp-location')).toHaveTextContent(
      'Latitud 19.43261, longitud -99.13321 (±25 m)',
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it.each([
    [1, 'No se dio permiso para la ubicación.'],
    [2, 'La ubicación no está disponible.'],
    [3, 'Se agotó el tiempo para obtener la ubicación.'],
  ])('shows a clear error for geolocation error code %i', async (code, text) => {
    setGeolocation({
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code } as GeolocationPositionError),
    });
    renderWithProviders(<DeviceExtras />);
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(screen.getByTestId('tp-location')).toHaveTextContent(text);
  });

  it('says so when the browser has no geolocation', async () => {
    setGeolocation(undefined);
    renderWithProviders(<DeviceExtras />);
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(screen.getByTestId('tp-location')).toHaveTextContent(
      'Este navegador no ofrece la ubicación.',
    );
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
