import fs from 'fs';
import path from 'path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBrand } from '../../../src/config/brand';
import LoanDetailPage from '../../../src/features/loanDetail/components/LoanDetailPage';
import { fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answer, order } from './fixtures';
import { open } from './renderPage';

/** Issue 10 on the loan detail page: store rating outside the app, images, refused answers, long lists. */
describe('LoanDetailPage at the boundary', () => {
  it.each([4, 5])(
    'rating outside the app: %i stars open the store in a new tab and the loan page stays',
    async (stars) => {
      const { context } = await open(order(174, { isScore: 1 }), { inApp: false });
      const dialog = screen.getByRole('dialog', { name: 'Califique nuestro servicio' });
      const name = `${stars} de 5 estrellas`;
      await userEvent.click(within(dialog).getByRole('radio', { name }));
      const link = within(dialog).getByRole('link', { name: /Enviar/ });
      expect(link).toHaveAttribute('href', defaultBrand.storeUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(se abre en una pestaña nueva)');
      // jsdom does not open tabs: stop its navigation attempt, the page's own handler still runs.
      const stop = (event: Event) => event.preventDefault();
      document.addEventListener('click', stop);
      context.api.post.mockImplementationOnce(answer(null));
      await userEvent.click(link);
      document.removeEventListener('click', stop);
      await new Promise((r) => setTimeout(r, 0));
      expect(context.api.post).toHaveBeenCalledWith('googleScore', expect.anything(), {
        score: stars,
      });
      expect(context.bridge.rateApp).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog', { name: 'Califique nuestro servicio' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Estado 174' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/loan/details?productId=7&orderId=9');
    },
  );

  it('rating outside the app: fewer than 4 stars keep the Submit button', async () => {
    await open(order(174, { isScore: 1 }));
    const dialog = screen.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 de 5 estrellas' }));
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example.com/logo.png',
    '//evil.example.com/logo.png',
  ])('a refused product logo (%s) is a placeholder, never an <img>', async (logo) => {
    await open(order(21, { productLogo: logo }));
    expect(document.querySelector(`img[src="${logo}"]`)).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Cuota Express' })).toHaveClass('img-placeholder');
  });

  it('shows one product logo', async () => {
    await open(order(21));
    expect(document.querySelectorAll('.ld-logo')).toHaveLength(1);
  });

  it.each([
    ['orderStatus', 'pagado'],
    ['isScore', 'maybe'],
    ['isDelay', { on: 1 }],
  ])(
    'a refused answer (%s = %p) shows the failed state with Retry, not a skeleton',
    async (field, value) => {
      const context = fakeContext();
      context.api.post.mockImplementation(answer(order(174, { [field]: value })));
      renderWithProviders(<LoanDetailPage />, {
        context,
        route: '/loan/details?productId=7&orderId=9',
      });
      expect(
        await screen.findByText('No pudimos cargar los detalles del pedido.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    },
  );

  it('an order without isScore and isDelay loads: no rating, no extension (flags absent are not set)', async () => {
    await open(order(174, { isScore: undefined, isDelay: undefined }));
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extensión' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['1', 1],
    [1, '1'],
  ])(
    'isScore %p and isDelay %p read alike: the rating opens, the extension shows',
    async (isScore, isDelay) => {
      await open(order(174, { isScore, isDelay }));
      expect(
        screen.getByRole('dialog', { name: 'Califique nuestro servicio' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Extensión', hidden: true })).toBeInTheDocument();
    },
  );

  it.each([
    ['2026/12/5', '2026-12-05'],
    ['2026-12-05 18:00', '2026-12-05 18:00:00'],
    ['1700000000', '1700000000'],
    ['$3.000.00', '$3.000.00'],
  ])(
    'a row value %p is shown as %p (dates through the date formatter, numbers as sent)',
    async (value, shown) => {
      await open(
        order(174, { userOrderDetail: { detail: [{ text: 'Fecha de vencimiento', value }] } }),
      );
      expect(screen.getByTestId('ld-row')).toHaveTextContent(`Fecha de vencimiento${shown}`);
    },
  );

  it('wrong-typed display fields still render the order', async () => {
    await open(
      order(174, {
        noticeDesText: { t: 1 },
        productName: ['x'],
        userOrderDetail: { detail: [{ text: 'Monto', value: 300 }, 'x'] },
      }),
    );
    expect(screen.getByText('Monto')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
  });

  it('renders 5,000 detail rows a page at a time', async () => {
    const detail = Array.from({ length: 5000 }, (_, i) => ({ text: `Fila ${i}`, value: 'v' }));
    await open(order(21, { userOrderDetail: { detail } }));
    expect(screen.getAllByTestId('ld-row')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más (50 de 5000)' }));
    expect(screen.getAllByTestId('ld-row')).toHaveLength(100);
  });

  it('server text can wrap: no nowrap in the page styles', () => {
    const css = fs.readFileSync(
      path.resolve(__dirname, '../../../src/features/loanDetail/components/loanDetail.css'),
      'utf8',
    );
    expect(css).not.toMatch(/white-space:\s*nowrap/);
    expect(css).toMatch(/\.ld-product-name[^{]*\{[^}]*overflow-wrap:\s*anywhere/);
  });
});
