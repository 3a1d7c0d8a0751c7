import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replayApp } from '../../support/replayApp';
import { qaPlugin } from '../../../src/qa/qaPlugin';
import { setupStore } from '../../../src/app/features';
import DevtoolsPage from '../../../src/qa/devtools/components/DevtoolsPage';
import { customerServiceActions } from '../../../src/features/customerService';
import { createRecorder, type Tape } from '../../../src/qa/tape';
import { environmentDetected } from '../../../src/shell/uiSlice';
import { customerServiceFixture } from '../../support/fixtures';
import { fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { settle } from '../../support/sagaHarness';

/** A real store with a fake api, recorded: the customer service screen opened and loaded. */
async function recordCustomerServiceVisit(): Promise<string> {
  const recorder = createRecorder({
    build: 'test',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'jest',
  });
  const context = fakeContext();
  context.api.post.mockResolvedValue(ok(customerServiceFixture));
  const store = setupStore(undefined, {
    context,
    plugins: [qaPlugin(recorder)],
  });
  // As in the app: an action at start (environmentDetected), then the route, then the screen's own.
  store.dispatch(environmentDetected({ inApp: false }));
  recorder.noteRoute('/customer-service?deviceId=secret-device', ['deviceId']);
  store.dispatch(customerServiceActions.pageOpened());
  await settle();
  expect(store.getState().customerService.status).toBe('succeeded');
  store.sagaTask?.cancel();
  return recorder.exportJson();
}

/** The test page, settled: the automatic login has answered. */
async function renderPage() {
  const context = fakeContext();
  context.api.post.mockResolvedValue(ok({ userId: '1001', token: 't' }));
  const result = renderWithProviders(<DevtoolsPage app={replayApp} reload={jest.fn()} />, {
    context,
    route: '/testPreview?productId=1&orderId=1174',
  });
  expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
  return result;
}

function loadTape(text: string) {
  fireEvent.change(screen.getByLabelText('O pegue el JSON de la cinta'), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Cargar la cinta' }));
}

const screenHost = () => within(screen.getByTestId('tp-screen'));

/** The telephone as the tape holds it: redacted at capture, consistently. */
function recordedTelephone(tape: Tape): string {
  for (const entry of tape.entries) {
    const action =
      entry.kind === 'action'
        ? (entry.action as { type: string; payload?: { va?: string } })
        : null;
    if (action?.type === 'customerService/loadSucceeded' && action.payload?.va)
      return action.payload.va;
  }
  throw new Error('no loadSucceeded on the tape');
}

describe('replay player on the test page', () => {
  afterEach(async () => {
    cleanup();
    // The player's own root unmounts right after the page's (deferred out of React's commit).
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  });

  it('steps through a recorded customer service visit and shows the screen again', async () => {
    const text = await recordCustomerServiceVisit();
    const tape = JSON.parse(text) as Tape;
    const total = tape.entries.length;
    const telephone = recordedTelephone(tape);
    expect(telephone).not.toBe('800 953 4210');
    await renderPage();
    loadTape(text);

    // The tools are hidden while the player shows the replayed screen.
    expect(screen.queryByRole('heading', { name: 'Reproducir una cinta' })).toBeNull();
    const controls = screen.getByRole('region', { name: 'Reproductor de la cinta' });
    expect(within(controls).getByTestId('tp-position')).toHaveTextContent(`Entrada 0 de ${total}`);
    // The first screen of the tape, with the state the tape starts from (still loading).
    expect(await screenHost().findByRole('heading', { name: 'Servicio al cliente' })).toBeVisible();
    expect(screenHost().queryByRole('link', { name: /Llamar/ })).toBeNull();

    const step = within(controls).getByRole('button', { name: 'Paso' });
    for (let i = 0; i < total; i += 1) {
      await userEvent.click(step);
      await waitFor(() =>
        expect(within(controls).getByTestId('tp-position')).toHaveTextContent(
          `Entrada ${i + 1} de ${total}`,
        ),
      );
    }
    expect(
      await screenHost().findByRole('link', { name: `Llamar al ${telephone}` }),
    ).toHaveAttribute('href', `tel:${telephone.replace(/\D/g, '')}`);
    // The e-mail is redacted too; nothing of the recorded person reaches the player.
    expect(screen.queryByText('soporte@cuota.mx')).toBeNull();
    expect(within(controls).getByText('Reproducción completa, sin divergencias.')).toBeVisible();
    expect(step).toBeDisabled();
    expect(within(controls).getByRole('button', { name: 'Reproducir' })).toBeDisabled();
  });

  it('plays at the chosen speed to the end', async () => {
    const text = await recordCustomerServiceVisit();
    const telephone = recordedTelephone(JSON.parse(text) as Tape);
    await renderPage();
    loadTape(text);
    const controls = screen.getByRole('region', { name: 'Reproductor de la cinta' });
    await userEvent.selectOptions(within(controls).getByLabelText('Velocidad'), '4');
    await userEvent.click(within(controls).getByRole('button', { name: 'Reproducir' }));
    expect(within(controls).getByRole('button', { name: 'Pausa' })).toBeEnabled();
    expect(
      await screenHost().findByRole('link', { name: `Llamar al ${telephone}` }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      await within(controls).findByText('Reproducción completa, sin divergencias.'),
    ).toBeVisible();
    expect(within(controls).getByRole('button', { name: 'Reproducir' })).toBeDisabled();
  });

  it('shows where replay parts from the recording', async () => {
    const text = await recordCustomerServiceVisit();
    const tape = JSON.parse(text) as Tape;
    for (const entry of tape.entries) {
      if (entry.kind === 'action' && entry.origin === 'saga') {
        // Personal data is compared normalized, so change something else: the action's type.
        const action = entry.action as { type: string };
        if (action.type === 'customerService/loadSucceeded') action.type = 'changed-in-the-tape';
      }
    }
    await renderPage();
    loadTape(JSON.stringify(tape));
    const controls = screen.getByRole('region', { name: 'Reproductor de la cinta' });
    await userEvent.click(within(controls).getByRole('button', { name: 'Reproducir' }));
    const divergence = await within(controls).findByTestId('tp-divergence', undefined, {
      timeout: 3000,
    });
    // Worded in the page's language: the entry (from 1) and its kind, the reason, the screen.
    const at = tape.entries.findIndex(
      (e) => e.kind === 'action' && (e.action as { type: string }).type === 'changed-in-the-tape',
    );
    expect(divergence).toHaveTextContent(
      `Entrada ${at + 1} de ${tape.entries.length} (acción de las sagas): las sagas despacharon una acción distinta`,
    );
    expect(divergence).toHaveTextContent('Pantalla: /customer-service');
    expect(divergence).not.toHaveTextContent(/Divergence|the sagas|expected:|got:|differences:/);
    // The recorded values as they are, under their labels.
    const values = within(divergence).getAllByRole('definition');
    expect(
      within(divergence)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Esperado (grabación)', 'Obtenido (reproducción)', 'Diferencias']);
    expect(values[0]).toHaveTextContent('changed-in-the-tape');
    expect(values[1]).toHaveTextContent('customerService/loadSucceeded');
    expect(values[2]).toHaveTextContent('type: expected "changed-in-the-tape"');
    expect(within(controls).getByRole('alert')).toHaveTextContent(
      'La reproducción diverge de la grabación',
    );
  });

  it('closes back to the tools, which kept their edits', async () => {
    const text = await recordCustomerServiceVisit();
    await renderPage();
    const order = screen.getByLabelText('ID del pedido');
    await waitFor(() => expect(order).toHaveValue('1174'));
    await userEvent.clear(order);
    await userEvent.type(order, '1180');
    loadTape(text);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region', { name: 'Reproductor de la cinta' })).toBeNull();
    expect(screen.getByLabelText('ID del pedido')).toHaveValue('1180');
  });

  it.each([
    ['not json', 'El texto no es JSON válido.'],
    ['{"header":{"format":2},"entries":[]}', 'No es una cinta QA compatible (formato 1).'],
    ['', 'Elija un archivo o pegue una cinta.'],
  ])('refuses %j with a clear message', async (text, message) => {
    await renderPage();
    loadTape(text);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Reproductor de la cinta' })).toBeNull();
  });

  it('loads a tape from a file', async () => {
    const text = await recordCustomerServiceVisit();
    await renderPage();
    const file = new File([text], 'cuota-tape.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Archivo de la cinta (.json)'), file);
    expect(
      await screen.findByRole('region', { name: 'Reproductor de la cinta' }),
    ).toBeInTheDocument();
  });
});
