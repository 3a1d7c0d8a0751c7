import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DevtoolsPage from '../../../src/qa/devtools/components/DevtoolsPage';
import { customerServiceActions } from '../../../src/features/customerService';
import type { Tape } from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { fakeContext, memoryStorage, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { replayApp } from '../../support/replayApp';
import { settle } from '../../support/sagaHarness';
import { pageLoad } from './tabSupport';

/** The customer service screen on two page loads of a tab, with another telephone on the second. */
async function twoPageTape(): Promise<Tape> {
  const tab = memoryStorage();
  let last: ReturnType<typeof pageLoad> | null = null;
  for (const [i, va] of ['55 1111 2222', '55 3333 4444'].entries()) {
    last?.leave();
    const page = pageLoad(tab, '/customer-service');
    page.context.api.post.mockResolvedValue(
      ok({ phone: '5512345678', va, email: 'ana@correo.mx' }),
    );
    page.store.dispatch(toastRequested({ text: `página ${i}` }));
    page.recorder.noteRoute('/customer-service');
    page.store.dispatch(customerServiceActions.pageOpened());
    await settle();
    last = page;
  }
  const tape = last?.recorder.tape();
  last?.leave();
  if (!tape) throw new Error('nothing recorded');
  return tape;
}

/** The telephones as the tape holds them (redacted at capture), one per page. */
const telephones = (tape: Tape) =>
  tape.entries.flatMap((e) => {
    const action =
      e.kind === 'action' ? (e.action as { type: string; payload?: { va?: string } }) : null;
    return action?.type === 'customerService/loadSucceeded' && action.payload?.va
      ? [action.payload.va]
      : [];
  });

async function openPlayer(tape: Tape) {
  const context = fakeContext();
  context.api.post.mockResolvedValue(ok({ userId: '1001', token: 't' }));
  renderWithProviders(<DevtoolsPage app={replayApp} reload={jest.fn()} />, {
    context,
    route: '/testPreview?productId=1&orderId=1174',
  });
  expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('O pegue el JSON de la cinta'), {
    target: { value: JSON.stringify(tape) },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Cargar la cinta' }));
  // The tape's first screen, its route's texts loaded.
  const host = within(screen.getByTestId('tp-screen'));
  expect(await host.findByRole('heading', { name: 'Servicio al cliente' })).toBeVisible();
  return screen.getByRole('region', { name: 'Reproductor de la cinta' });
}

describe('replay player: a tape of several page loads', () => {
  afterEach(async () => {
    cleanup();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  });

  it('lists the page loads, marks the one on screen, and starts the screens again at each', async () => {
    const tape = await twoPageTape();
    const [first, second] = telephones(tape);
    expect(first).not.toBe(second);
    const controls = await openPlayer(tape);
    const marks = within(controls).getByRole('list', { name: 'Páginas' });
    const items = within(marks).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1 /customer-service',
      '2 /customer-service',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');

    const host = within(screen.getByTestId('tp-screen'));
    const step = within(controls).getByRole('button', { name: 'Paso' });
    const boundary = tape.entries.findIndex((e) => e.kind === 'page' && e.index === 1);
    for (let i = 0; i < boundary; i += 1) await userEvent.click(step);
    expect(await host.findByRole('link', { name: `Llamar al ${first}` })).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-current', 'step');

    // The page entry: a new store from the page's start state, the first page's screen is gone.
    await userEvent.click(step);
    await waitFor(() => expect(items[1]).toHaveAttribute('aria-current', 'step'));
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(within(controls).getByTestId('tp-position')).toHaveTextContent(
      'Última: page 2 /customer-service',
    );
    await waitFor(() => expect(host.queryByRole('link', { name: /Llamar/ })).toBeNull());
    expect(await host.findByRole('heading', { name: 'Servicio al cliente' })).toBeVisible();

    await userEvent.click(within(controls).getByRole('button', { name: 'Reproducir' }));
    expect(
      await within(controls).findByText('Reproducción completa, sin divergencias.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(await host.findByRole('link', { name: `Llamar al ${second}` })).toBeInTheDocument();
  });

  it('shows no page list for a tape of one page load', async () => {
    const tape = await twoPageTape();
    const boundary = tape.entries.findIndex((e) => e.kind === 'page' && e.index === 1);
    const onePage = { ...tape, entries: tape.entries.slice(boundary) };
    const controls = await openPlayer({ ...onePage, header: { ...tape.header } });
    expect(within(controls).queryByRole('list')).toBeNull();
  });
});
