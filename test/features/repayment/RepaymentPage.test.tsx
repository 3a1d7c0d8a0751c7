import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import RepaymentPage, {
  foldedRows,
} from '../../../src/features/repayment/components/RepaymentPage';
import type { InstalmentRepaymentWire } from '../../../src/features/repayment/types';
import { ConnectedToast } from '../../../src/shell';
import { instalmentSchema } from '../../../src/features/repayment/repaymentSchema';
import { failed, fakeContext, useFakeRouter, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answering, instalment } from './fixtures';

function Where({ context }: { context: FakeContext }) {
  useFakeRouter(context.navigator);
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://x');

async function open(
  data: InstalmentRepaymentWire = instalment(),
  options: { inApp?: boolean } = {},
) {
  const context = fakeContext(options);
  context.api.post.mockImplementation(answering(data));
  const user = userEvent.setup();
  const utils = renderWithProviders(
    <>
      <RepaymentPage />
      <ConnectedToast />
      <Where context={context} />
    </>,
    { context, route: '/repayment?productId=1&orderId=1174' },
  );
  await screen.findByTestId('rp-amount');
  return { ...utils, context, user };
}

const channel = (name: RegExp) => screen.getByRole('button', { name });

describe('RepaymentPage (instalment)', () => {
  it('loads loan-play-detail and shows the amount with $, the date and the product', async () => {
    const { context } = await open();
    expect(context.api.post).toHaveBeenCalledWith('loanPlayDetail', instalmentSchema, {
      productId: '1',
      orderId: '1174',
    });
    expect(screen.getByTestId('rp-amount')).toHaveTextContent(/^\$3,510\.00$/);
    expect(screen.getByText('2026-12-05')).toBeInTheDocument();
    expect(screen.getByText('Cuota Express')).toBeInTheDocument();
    expect(document.querySelector('.rp-product-logo')).toHaveAttribute(
      'src',
      '/images/repayment/product.svg',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Su pago se reflejará en 30 minutos.');
  });

  it('shows the amount with a $ whether it arrives as a number or as digits', async () => {
    await open(instalment({ repayAmount: '351000' }));
    expect(screen.getByTestId('rp-amount')).toHaveTextContent(/^\$3,510\.00$/);
  });

  it('folds the detail list to its first two rows with a More/Hide toggle', async () => {
    const { user } = await open();
    const list = screen.getByTestId('rp-detail');
    const terms = () =>
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent);
    expect(terms()).toEqual(['Número de pedido', 'Monto del préstamo']);
    const more = screen.getByRole('button', { name: /Más/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);
    await user.click(more);
    expect(terms()).toEqual([
      'Número de pedido',
      'Monto del préstamo',
      'Interés',
      'Comisión por servicio',
    ]);
    const hide = screen.getByRole('button', { name: /Ocultar/ });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(terms()).toHaveLength(2);
  });

  it('has no toggle when there are two rows or fewer', async () => {
    await open(
      instalment({
        detail: [
          { text: 'A', value: '1' },
          { text: 'B', value: '2' },
        ],
      }),
    );
    expect(within(screen.getByTestId('rp-detail')).getAllByRole('term')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Más/ })).toBeNull();
  });

  it('foldedRows keeps the first two rows unless expanded', () => {
    const rows = [1, 2, 3].map((n) => ({ text: `t${n}`, value: `${n}` }));
    expect(foldedRows(rows, false)).toEqual(rows.slice(0, 2));
    expect(foldedRows(rows, true)).toEqual(rows);
  });

  it('groups the channels under a heading per title', async () => {
    await open();
    const stores = screen.getByRole('list', { name: 'Tiendas de conveniencia' });
    const bank = screen.getByRole('list', { name: 'Transferencia bancaria' });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Tiendas de conveniencia' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Transferencia bancaria' })).toBeVisible();
    expect(within(stores).getAllByRole('listitem')).toHaveLength(2);
    expect(within(stores).getByRole('button', { name: /Pague en OXXO/ })).toBeInTheDocument();
    expect(within(stores).getByRole('button', { name: /Pague en 7-Eleven/ })).toBeInTheDocument();
    expect(within(bank).getAllByRole('listitem')).toHaveLength(1);
    // SPEI has neither a payment code nor a barcode.
    expect(within(bank).queryByRole('button', { name: /Copiar/ })).toBeNull();
    expect(within(bank).queryByRole('button', { name: /código de barras/ })).toBeNull();
    // 7-Eleven has a code but no barcode.
    const seven = within(stores).getAllByRole('listitem')[1];
    expect(within(seven).getByText('7110')).toBeInTheDocument();
    expect(within(seven).queryByRole('button', { name: /código de barras/ })).toBeNull();
  });

  it('copies the payment code with a toast and does not open the instructions', async () => {
    const { user, context } = await open();
    await user.click(screen.getByRole('button', { name: 'Copiar código de pago 93011174035100' }));
    expect(await navigator.clipboard.readText()).toBe('93011174035100');
    expect(await screen.findByText('Copiado con éxito')).toBeInTheDocument();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(context.navigator.visited).toEqual([]);
    expect(where().pathname).toBe('/repayment');
  });

  it('opens the barcode in a modal without opening the instructions', async () => {
    const { user, context } = await open();
    await user.click(screen.getByRole('button', { name: 'Ver código de barras' }));
    const dialog = screen.getByRole('dialog', { name: 'Código de barras' });
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/images/repayment/barcode-1174.svg',
    );
    expect(within(dialog).getByText('93011174035100')).toBeInTheDocument();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where().pathname).toBe('/repayment');
  });

  it('tapping a channel opens the instructions with requestType=1 and the raw repay amount', async () => {
    const { user, context } = await open();
    await user.click(channel(/Pague en OXXO/));
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', {
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: 1,
    });
    await waitFor(() => expect(where().pathname).toBe('/repayment/instructions'));
    expect(Object.fromEntries(where().searchParams)).toEqual({
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: '1',
    });
  });

  it('in the app the bridge opens the instructions and the page stays', async () => {
    const { user, context } = await open(instalment(), { inApp: true });
    await user.click(channel(/Transferencia SPEI/));
    expect(context.bridge.openPage).toHaveBeenCalledWith(
      'paymentInstructions',
      expect.objectContaining({ payCode: 'SPEI', requestType: 1, amount: '351000' }),
    );
    expect(where().pathname).toBe('/repayment');
  });

  it('Pay with bank card goes to the card repayment screen with the order and amount', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Pagar con tarjeta bancaria' }));
    // The navigation saga asks the bridge first (an answer later), then moves the router.
    await waitFor(() => expect(where().pathname).toBe('/repayment/choose'));
    expect(Object.fromEntries(where().searchParams)).toEqual({
      orderId: '1174',
      productId: '1',
      amount: '351000',
      couponId: '',
    });
  });

  it('links to the repayment description', async () => {
    await open();
    expect(screen.getByRole('link', { name: '¿Cómo pagar?' })).toHaveAttribute('href', '/carpmm');
  });

  it('a load failure shows only the retry block, then retries', async () => {
    const context = fakeContext();
    context.api.post
      .mockResolvedValueOnce(failed('Pedido no encontrado'))
      .mockImplementationOnce(answering(instalment()));
    renderWithProviders(<RepaymentPage />, {
      context,
      route: '/repayment?productId=1&orderId=1174',
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('No pudimos cargar la información de pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pedido no encontrado')).toBeNull();
    expect(screen.queryByTestId('rp-amount')).toBeNull();
    expect(screen.queryByRole('button', { name: /OXXO/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('rp-amount')).toHaveTextContent('$3,510.00');
  });

  it('is translated', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(instalment()));
    renderWithProviders(<RepaymentPage />, {
      context,
      locale: 'en',
      route: '/repayment?productId=1&orderId=1174',
    });
    expect(await screen.findByRole('button', { name: 'Pay with bank card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /More/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a payment channel' })).toBeInTheDocument();
  });
});
