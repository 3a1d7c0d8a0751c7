import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { replayApp } from '../../support/replayApp';
import { qaPlugin } from '../../../src/qa/qaPlugin';
import { setupStore } from '../../../src/app/features';
import { replayTape } from '../../../src/app/appReplay';
import DevtoolsPage from '../../../src/qa/devtools/components/DevtoolsPage';
import { esMX } from '../../support/appCatalogs';
import { createRecorder, formatDivergence, type Tape } from '../../../src/qa/tape';
import { fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';

const storedSession = {
  deviceId: 'secret-device-42',
  sessionId: 'secret-session-42',
  userId: '987654',
  appVersion: '3.1.4',
  osVersion: 'Android 14',
};

beforeEach(() => {
  sessionStorage.setItem('cuota:session', JSON.stringify(storedSession));
});
afterEach(() => sessionStorage.clear());

describe('DevtoolsPage', () => {
  it('prefills from the session boot stored and logs in by itself', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok({ userId: '1001', token: 't' }));
    const { store } = renderWithProviders(<DevtoolsPage app={replayApp} reload={jest.fn()} />, {
      context,
      route: '/testPreview?productId=7&orderId=1174',
    });
    expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Página de prueba');
    expect(screen.getByLabelText('ID del dispositivo')).toHaveValue('secret-device-42');
    expect(screen.getByLabelText('Versión del sistema')).toHaveValue('Android 14');
    expect(screen.getByLabelText('ID del producto')).toHaveValue('7');
    expect(store.getState().devtools.session).toEqual(storedSession);
    expect(screen.getByRole('link', { name: 'Pago' }).getAttribute('href')).toContain(
      'userId=987654',
    );
  });

  it('a QA tape of the page holds no session identifier or credential, and replays headless', async () => {
    const recorder = createRecorder({
      build: 'test',
      locale: 'es-MX',
      brand: 'Cuota',
      userAgent: 'jest',
      checkpointEvery: 2,
    });
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok({ userId: '1001', token: 'real-token-xyz' }));
    const store = setupStore(undefined, {
      context,
      plugins: [qaPlugin(recorder)],
    });
    store.dispatch({ type: 'ui/environmentDetected', payload: { inApp: false } });
    render(
      <Provider store={store}>
        <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
          <MemoryRouter initialEntries={['/testPreview?productId=7&orderId=1174']}>
            <DevtoolsPage app={replayApp} reload={jest.fn()} />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
    const text = recorder.exportJson();
    for (const secret of [
      'secret-device-42',
      'secret-session-42',
      '987654',
      '13800138000',
      '123456',
      'real-token-xyz',
    ])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    const tape = JSON.parse(text) as Tape;
    const report = await replayTape(tape);
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    expect(report.ok).toBe(true);
    expect(report.sagaActions).toBeGreaterThan(0);
    await act(async () => {
      store.sagaTask?.cancel();
    });
  });
});
