import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanDetailPage from '../../../src/features/loanDetail/components/LoanDetailPage';
import { failed, fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answer, order } from './fixtures';
import { open } from './renderPage';

const image = () => document.querySelector('.ld-status-image')?.getAttribute('src');

describe('LoanDetailPage', () => {
  it.each([
    [21, 21],
    [151, 151],
    [174, 174],
    [180, 180],
    [200, 200],
    [999, 200],
  ])(
    'status %i shows image %i, texts, product and only non-empty, non-zero rows',
    async (s, img) => {
      const { context } = await open(order(s));
      expect(context.api.post).toHaveBeenCalledWith('loanDetails', expect.anything(), {
        productId: '7',
        orderId: '9',
      });
      expect(image()).toBe(`/images/loanDetail/status-${img}.svg`);
      expect(screen.getByText('Descripción')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Cuota Express' })).toHaveAttribute(
        'src',
        '/images/loanDetail/logo.svg',
      );
      const list = screen.getByLabelText('Detalles del pedido');
      expect(within(list).getByText('Monto del préstamo')).toBeInTheDocument();
      expect(within(list).getByText('Fecha de vencimiento')).toBeInTheDocument();
      expect(within(list).queryByText('Cupón')).toBeNull();
      expect(within(list).queryByText('Observaciones')).toBeNull();
    },
  );

  it('status 110 hides the detail list and shows no buttons', async () => {
    await open(order(110));
    expect(image()).toBe('/images/loanDetail/status-110.svg');
    expect(screen.queryByLabelText('Detalles del pedido')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
  });

  it.each([
    [21, false, false, false],
    [151, false, false, false],
    [174, true, false, false],
    [180, true, false, false],
    [200, false, false, true],
    [999, false, false, false],
  ])('status %i without isDelay: repay %s, extension %s, borrow again %s', async (s, r, e, b) => {
    await open(order(s));
    expect(!!screen.queryByRole('button', { name: 'Pagar' })).toBe(r);
    expect(!!screen.queryByRole('button', { name: 'Extensión' })).toBe(e);
    expect(!!screen.queryByRole('button', { name: 'Pedir prestado de nuevo' })).toBe(b);
  });

  it.each([174, 180])('status %i with isDelay 1 also shows the Extension button', async (s) => {
    await open(order(s, { isDelay: '1' }));
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extensión' })).toBeInTheDocument();
  });

  it('Repay navigates to the repayment page with productId and orderId', async () => {
    await open(order(174));
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    // The navigation can land after the click returns (flaky at HEAD on a busy machine): wait for it.
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/repayment?productId=7&orderId=9'),
    );
  });

  it('the extension reminder offers extension', async () => {
    await open(order(174, { isDelay: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Extensión' }));
    const dialog = screen.getByRole('dialog', { name: 'Recordatorio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir a la extensión' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/repayment/extension?productId=7&orderId=9',
      ),
    );
  });

  it('the extension reminder offers normal repayment', async () => {
    await open(order(180, { isDelay: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Extensión' }));
    const dialog = screen.getByRole('dialog', { name: 'Recordatorio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir al pago normal' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/repayment?productId=7&orderId=9'),
    );
  });

  it('Borrow again goes to the product page through the bridge', async () => {
    const { context } = await open(order(200));
    await userEvent.click(screen.getByRole('button', { name: 'Pedir prestado de nuevo' }));
    expect(context.bridge.goProductPage).toHaveBeenCalledWith({ productId: '7' });
  });

  it('a load failure shows only the generic retry block, then retries', async () => {
    const context = fakeContext();
    context.api.post
      .mockResolvedValueOnce(failed('Error interno'))
      .mockImplementationOnce(answer(order(21)));
    renderWithProviders(<LoanDetailPage />, {
      context,
      route: '/loan/order?productId=7&orderId=9',
    });
    expect(
      await screen.findByText('No pudimos cargar los detalles del pedido.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error interno')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Estado 21' })).toBeInTheDocument();
  });

  it('rating: no star shows the message; 2 stars send google-score and thank', async () => {
    const { context } = await open(order(200, { isScore: 1 }));
    const dialog = screen.getByRole('dialog', { name: 'Califique nuestro servicio' });
    const stars = within(dialog).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(within(dialog).getByRole('radio', { name: '1 de 5 estrellas' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Seleccione una calificación');
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 de 5 estrellas' }));
    expect(within(dialog).getByRole('radio', { name: '2 de 5 estrellas' })).toBeChecked();
    context.api.post.mockImplementationOnce(answer(null));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledWith('googleScore', expect.anything(), { score: 2 });
    expect(context.bridge.rateApp).not.toHaveBeenCalled();
  });

  it('rating in the app: 5 stars send google-score and ask the bridge for the store rating', async () => {
    const { context } = await open(order(174, { isScore: '1' }), { inApp: true });
    const dialog = screen.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 de 5 estrellas' }));
    context.api.post.mockImplementationOnce(answer(null));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: 'Estado 174' });
    expect(context.api.post).toHaveBeenCalledWith('googleScore', expect.anything(), { score: 5 });
    await new Promise((r) => setTimeout(r, 0));
    expect(context.bridge.rateApp).toHaveBeenCalledTimes(1);
  });

  it('the rating texts are translated', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(200, { isScore: 1 })));
    renderWithProviders(<LoanDetailPage />, {
      context,
      locale: 'en',
      route: '/loan/details?productId=7&orderId=9',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rate our service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a rating');
    expect(within(dialog).getByRole('radio', { name: '1 of 5 stars' })).toBeInTheDocument();
  });

  it('pulling down past the threshold at the top reloads the order', async () => {
    const { context } = await open(order(21));
    const area = screen.getByTestId('ld-pull');
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(area);
    await screen.findByRole('heading', { name: 'Estado 21' });
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('a short pull does not reload', async () => {
    const { context } = await open(order(21));
    const area = screen.getByTestId('ld-pull');
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 30 }] });
    fireEvent.touchEnd(area);
    expect(context.api.post).toHaveBeenCalledTimes(1);
  });
});
