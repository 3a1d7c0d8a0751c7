import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BridgeResult } from '../../../src/platform/bridge/types';
import { order } from './fixtures';
import { open } from './renderPage';

/** A host that takes its time: the bridge call resolves only when the test says so. */
function slowHost(mock: jest.Mock) {
  let answer: (result: BridgeResult) => void = () => undefined;
  mock.mockImplementation(
    () =>
      new Promise<BridgeResult>((resolve) => {
        answer = resolve;
      }),
  );
  // The host answers inside act, and the sagas' puts that follow settle inside it too.
  return (result: BridgeResult) =>
    act(async () => {
      answer(result);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

describe('loan details inside a host that answers late (issue 35: a tap that waits on the host shows it)', () => {
  it('Pagar is busy from the tap until the host answers; a second tap sends no second openPage', async () => {
    const { context } = await open(order(174), { inApp: true });
    const answer = slowHost(context.bridge.openPage);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const pay = await screen.findByRole('button', { name: /Pagar/ });
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    expect(pay).toBeDisabled();
    await user.click(pay);
    expect(context.bridge.openPage).toHaveBeenCalledTimes(1);
    expect(context.bridge.openPage).toHaveBeenCalledWith('repay', { productId: '7', orderId: '9' });
    await answer({ ok: true, handledBy: 'app' });
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'));
    expect(pay).toBeEnabled();
  });

  it("the host's time-out (the bridge's failed answer) ends the busy state too", async () => {
    const { context } = await open(order(180), { inApp: true });
    const answer = slowHost(context.bridge.openPage);
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const pay = screen.getByRole('button', { name: /Pagar/ });
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await answer({ ok: false, handledBy: 'app', error: 'timeout' });
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'));
  });

  it('Extensión shows busy while the host opens the extension page, Pagar stays as it is', async () => {
    const { context } = await open(order(174, { isDelay: '1' }), { inApp: true });
    const answer = slowHost(context.bridge.openPage);
    await userEvent.click(screen.getByRole('button', { name: 'Extensión' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la extensión' }));
    const extension = screen.getByRole('button', { name: /Extensión/ });
    await waitFor(() => expect(extension).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Pagar' })).not.toHaveAttribute('aria-busy');
    await answer({ ok: true, handledBy: 'app' });
    await waitFor(() => expect(extension).not.toHaveAttribute('aria-busy'));
  });

  it("'Pedir prestado de nuevo' is busy until the app's product page answers", async () => {
    const { context } = await open(order(200), { inApp: true });
    const answer = slowHost(context.bridge.goProductPage);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir prestado de nuevo' }));
    const again = screen.getByRole('button', { name: /Pedir prestado de nuevo/ });
    await waitFor(() => expect(again).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(again);
    expect(context.bridge.goProductPage).toHaveBeenCalledTimes(1);
    await answer({ ok: true, handledBy: 'app' });
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'));
  });
});
