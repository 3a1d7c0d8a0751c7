import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BridgeCheckPage from '../../../src/qa/bridgeCheck/components/BridgeCheckPage';
import { FrameProbe } from '../../../src/qa/bridgeCheck/components/FrameProbe';
import { frameSource } from '../../../src/qa/bridgeCheck/components/IsolationSection';
import { FRAME_MESSAGE_TYPE } from '../../../src/qa/bridgeCheck/judge';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { settle } from '../../support/sagaHarness';
import { renderWithProviders } from '../../support/renderWithProviders';
import { contextWith, fakeEnv } from './fakeEnv';

function renderPage(locale: 'es-MX' | 'en' = 'en') {
  const fake = fakeEnv({ objects: [] });
  const context = contextWith(fake.env);
  context.bridge.hello.mockResolvedValue({
    ok: true,
    handledBy: 'app',
    value: { actions: ['track', 'locate'] },
  });
  const view = renderWithProviders(<BridgeCheckPage />, {
    context,
    locale,
    route: '/bridge-check',
  });
  return { ...view, fake };
}

const check = (id: string) => document.querySelector(`[data-check="${id}"]`);

describe('BridgeCheckPage', () => {
  it('shows the automatic checks passing, readable from the DOM', async () => {
    renderPage();
    await act(settle);
    expect(screen.getByRole('heading', { level: 1, name: 'Bridge check' })).toBeInTheDocument();
    expect(check('hello')).toHaveAttribute('data-result', 'pass');
    expect(check('hello')).toHaveAttribute('data-outcome', 'answered');
    expect(check('action:track')).toHaveAttribute('data-result', 'pass');
    expect(check('action:track')).toHaveAttribute('data-outcome', 'sent');
    expect(check('action:locate')).toHaveAttribute('data-result', 'notRun');
    expect(check('in-app')).toHaveAttribute('data-result', 'pass');
    expect(check('transport')).toHaveAttribute('data-outcome', 'android');
    expect(screen.getByText('Actions it handles: track, locate')).toBeInTheDocument();
    // Events still wait, the frame runs: the page is incomplete.
    expect(check('summary')).toHaveAttribute('data-result', 'incomplete');
    expect(check('event:resume')).toHaveAttribute('data-result', 'pending');
    expect(screen.getByTitle('Bridge check frame')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/bridge-check\?probe=frame&nonce=.+&qaTape=0$/),
    );
  });

  it('runs an action with a native screen only on its Run button', async () => {
    const { context } = renderPage();
    await act(settle);
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Run openPage' }));
    await act(settle);
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService');
    expect(check('action:openPage')).toHaveAttribute('data-result', 'pass');
    // Not in the host's hello list: the page says its fallback will run.
    const row = check('action:openPage') as HTMLElement;
    expect(within(row).getByText(/the page's fallback will run/)).toBeInTheDocument();
  });

  it('counts the first hardware back and stays; the next goes back as on any page', async () => {
    const { store, context } = renderPage();
    await act(settle);
    act(() => {
      store.dispatch(bridgeEventReceived('back'));
    });
    await act(settle);
    expect(check('event:back')).toHaveAttribute('data-result', 'pass');
    expect(
      screen.getByText('Back held: this page stays. The next press goes back.'),
    ).toBeInTheDocument();
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(bridgeEventReceived('back'));
    });
    await act(settle);
    // At the page it was opened on, back asks the host to close.
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
  });

  it('takes the frame report only from its frame and origin', async () => {
    renderPage();
    await act(settle);
    const frame = screen.getByTitle('Bridge check frame') as HTMLIFrameElement;
    const nonce = new URL(frame.src, 'http://localhost').searchParams.get('nonce');
    const data = { type: FRAME_MESSAGE_TYPE, nonce, found: [], answered: false, detail: null };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: window }),
      );
    });
    expect(check('frame')).toHaveAttribute('data-result', 'pending');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: 'https://evil.example',
          source: frame.contentWindow,
        }),
      );
    });
    expect(check('frame')).toHaveAttribute('data-result', 'pending');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(check('frame')).toHaveAttribute('data-result', 'pass');
    expect(screen.queryByTitle('Bridge check frame')).not.toBeInTheDocument();
  });

  it('records the foreign link tap, a normal link to the other site', async () => {
    const { store } = renderPage();
    await act(settle);
    const link = screen.getByRole('link', { name: 'Open example.org' });
    expect(link).toHaveAttribute('href', 'https://example.org/');
    expect(link).not.toHaveAttribute('target');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(store.getState().bridgeCheck.foreign.status).toBe('waiting');
    expect(check('foreign')).toHaveAttribute('data-result', 'pending');
  });

  it('copies the report, and shows the text to select when the clipboard refuses', async () => {
    const fake = fakeEnv({ copies: false });
    const context = contextWith(fake.env);
    context.bridge.hello.mockResolvedValue({ ok: true, handledBy: 'app', value: { actions: [] } });
    renderWithProviders(<BridgeCheckPage />, { context, locale: 'es-MX', route: '/bridge-check' });
    await act(settle);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar informe' }));
    await act(settle);
    expect(
      screen.getByText('No se pudo copiar: seleccione el texto del informe abajo.'),
    ).toBeInTheDocument();
    const text = screen.getByLabelText('Informe (selecciónelo y cópielo)');
    expect(text).toHaveAttribute('readonly');
    expect((text as HTMLTextAreaElement).value).toBe(fake.copied[0]);
    expect(fake.copied[0]).not.toMatch(/e2e-session|demo-session|sessionId=/);
  });

  it('the probe reports to its parent page', async () => {
    const fake = fakeEnv({ objects: ['CuotaNative'] });
    const context = contextWith(fake.env);
    context.bridge.hello.mockImplementation(() =>
      context.clock.sleep(5000).then(() => ({ ok: false, handledBy: 'app', error: 'timeout' })),
    );
    renderWithProviders(<FrameProbe nonce="n-9" />, { context, locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bridge probe' })).toBeInTheDocument();
    await act(() => context.clock.advance(2000));
    expect(fake.posted).toEqual([
      { nonce: 'n-9', found: ['CuotaNative'], answered: false, detail: null },
    ]);
    expect(screen.getByText('Report sent to the page.')).toBeInTheDocument();
    expect(frameSource('a b')).toBe('/bridge-check?probe=frame&nonce=a%20b&qaTape=0');
  });
});
