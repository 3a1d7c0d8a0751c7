import { screen } from '@testing-library/react';
import RepaymentDescriptionPage from '../../../src/features/repayment/components/RepaymentDescriptionPage';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('RepaymentDescriptionPage (/carpmm)', () => {
  it('explains every way to repay and links to customer service', () => {
    renderWithProviders(<RepaymentDescriptionPage />, { route: '/carpmm' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cómo pagar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pago en parcialidades en un canal de pago',
      'Pago con tarjeta bancaria',
      'Extensión del pago',
      'Guarde su comprobante',
      '¿Necesita ayuda?',
    ]);
    expect(screen.getByText(/código de pago/)).toBeInTheDocument();
    expect(screen.getByText(/código que le enviamos por SMS/)).toBeInTheDocument();
    expect(
      screen.getByText('Puede posponer su pago hasta 7 días pagando solo el cargo por extensión.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar al servicio al cliente' })).toHaveAttribute(
      'href',
      '/customer-service',
    );
  });

  it.each([
    ['en', 'How to repay', 'Payment by bank card', 'Contact customer service'],
    ['zh-CN', '还款说明', '银行卡还款', '联系客服'],
  ] as const)('is translated to %s', (locale, title, card, link) => {
    renderWithProviders(<RepaymentDescriptionPage />, { route: '/carpmm', locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: card })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
  });
});
