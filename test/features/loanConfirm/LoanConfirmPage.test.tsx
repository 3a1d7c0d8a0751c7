import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanConfirmPage, {
  termInDays,
} from '../../../src/features/loanConfirm/components/LoanConfirmPage';
import { defaultPaths } from '../../../src/config/paths';
import type { ConfirmOffer } from '../../../src/features/loanConfirm/types';
import { failed, fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';

const offer = (over: Partial<ConfirmOffer> = {}): ConfirmOffer => ({
  amount: 300000,
  periods: 14,
  termUnit: 1,
  isNeedPop: 0,
  details: [{ text: 'Comisión', value: '$300.00' }],
  repay_plans: [
    { title: 'Pago 1', description: 'Capital', amount: 175500, pay_time: '2026-12-05' },
    { title: 'Pago 2', description: 'Capital', amount: 175500, pay_time: '2026-12-19' },
  ],
  loanRate: '0.05%',
  ratemsg: 'Tasa diaria',
  isNewContract: '/legal/contract?productId=1',
  couNum: 5000,
  ...over,
});

function renderPage(data: ConfirmOffer | null, route = '/loan/confirm?productId=1') {
  const context = fakeContext();
  context.api.post.mockResolvedValue(data ? ok(data) : failed('Servidor caído'));
  return renderWithProviders(<LoanConfirmPage />, { context, route });
}

describe('LoanConfirmPage', () => {
  it('shows amount, term, rate, details, coupon and the plan rows', async () => {
    renderPage(offer());
    expect(await screen.findByTestId('lc-amount')).toHaveTextContent('$3.000.00');
    expect(screen.getByText('14 días')).toBeInTheDocument();
    expect(screen.getByText('0.05%')).toBeInTheDocument();
    expect(screen.getByText('Comisión')).toBeInTheDocument();
    expect(screen.getByTestId('lc-coupon')).toHaveTextContent('-$50.00');
    const rows = screen.getAllByTestId('lc-plan-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Pago 1');
    expect(rows[0]).toHaveTextContent('$1.755.00');
    expect(rows[1]).toHaveTextContent('2026-12-19');
    expect(screen.getByRole('link', { name: 'Contrato de préstamo' })).toHaveAttribute(
      'href',
      '/legal/contract?productId=1',
    );
  });

  it('has no coupon line without couNum', async () => {
    renderPage(offer({ couNum: null }));
    await screen.findByTestId('lc-amount');
    expect(screen.queryByTestId('lc-coupon')).toBeNull();
  });

  it('a foreign contract link falls back to the agreement page', async () => {
    renderPage(offer({ isNewContract: 'https://evil.example.com/c' }));
    expect(await screen.findByRole('link', { name: 'Contrato de préstamo' })).toHaveAttribute(
      'href',
      defaultPaths.loanAgreement,
    );
  });

  it('agreement checked by default; unchecked disables submit', async () => {
    const user = userEvent.setup();
    const { context } = renderPage(offer());
    const box = await screen.findByRole('checkbox', { name: 'He leído y acepto el' });
    const submit = screen.getByRole('button', { name: 'Confirmar y solicitar' });
    expect(box).toBeChecked();
    expect(submit).toBeEnabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(submit).toBeDisabled();
    expect(screen.getByText('Acepte el contrato para continuar.')).toBeInTheDocument();
    await user.click(box);
    expect(submit).toBeEnabled();
    context.api.post.mockResolvedValue(ok({ lendDetailsUrl: '/loan/details?productId=1' }));
    await user.click(submit);
    expect(context.api.post).toHaveBeenCalledWith('loanDetailPush', {
      amount: '300000',
      periods: '14',
      termUnit: '1',
      productId: '1',
    });
  });

  it('on a load failure shows a generic text (not the server text) and no offer', async () => {
    renderPage(null);
    expect(
      await screen.findByText('No pudimos cargar su oferta. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Servidor caído')).toBeNull();
    expect(screen.queryByTestId('lc-amount')).toBeNull();
  });

  it('term in days multiplies by a day-count unit', () => {
    expect(termInDays({ periods: 2, termUnit: 7 })).toBe('14');
    expect(termInDays({ periods: 14, termUnit: 1 })).toBe('14');
  });
});
