import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { resolveBrand } from '../../src/config/brand';
import { BrandContext } from '../../src/config/brandContext';
import CardRepaymentPage from '../../src/features/cardRepayment/components/CardRepaymentPage';
import ContractPage from '../../src/features/legal/components/ContractPage';
import LoanConfirmPage from '../../src/features/loanConfirm/components/LoanConfirmPage';
import LoanDetailPage from '../../src/features/loanDetail/components/LoanDetailPage';
import PaymentInstructionsPage from '../../src/features/payInstructions/components/PaymentInstructionsPage';
import ExtensionPage from '../../src/features/repayment/components/ExtensionPage';
import RepaymentPage from '../../src/features/repayment/components/RepaymentPage';
import { initialUiState } from '../../src/shell/uiSlice';
import { contractFixture } from '../features/legal/contractFixture';
import { rawOffer } from '../features/loanConfirm/fixtures';
import { order } from '../features/loanDetail/fixtures';
import { instructions } from '../features/payInstructions/fixtures';
import { extension, instalment } from '../features/repayment/fixtures';
import { fakeContext, ok, through } from '../support/fakeContext';
import { renderWithProviders } from '../support/renderWithProviders';

/** A deployment's runtime brand (config.js): rupees, the spec's dot grouping, its own store page. */
const brand = resolveBrand({
  currencySymbol: '₹',
  moneyStyle: 'spec',
  storeUrl: 'https://store.example.com/presto',
});

/** Renders a page under the runtime brand with every call answered by `data` through its schema. */
function render(page: ReactElement, route: string, data: unknown, inApp = false) {
  const context = fakeContext({ inApp });
  context.api.post.mockImplementation((_endpoint: string, schema: Parameters<typeof through>[0]) =>
    through(schema, ok(data)),
  );
  return renderWithProviders(<BrandContext.Provider value={brand}>{page}</BrandContext.Provider>, {
    context,
    route,
    preloadedState: { ui: { ...initialUiState, inApp } },
  });
}

describe('views write money with the runtime brand (symbol and style), not the build-time one', () => {
  it('loan confirm: amount, plan and coupon', async () => {
    render(<LoanConfirmPage />, '/loan/confirm?productId=1', rawOffer());
    expect(await screen.findByTestId('lc-amount')).toHaveTextContent(/^₹3\.000\.00$/);
    expect(screen.getAllByTestId('lc-plan-row')[0]).toHaveTextContent('₹3.450.00');
    expect(screen.getByTestId('lc-coupon')).toHaveTextContent('-₹50.00');
  });

  it('card repayment: the amount of the query', async () => {
    render(
      <CardRepaymentPage />,
      '/repayment/choose?orderId=1174&productId=1&amount=351000&couponId=',
      { bankCards: [], alipay: false, repayToken: 't' },
    );
    expect(await screen.findByTestId('cr-amount')).toHaveTextContent(/^₹3\.510\.00$/);
  });

  it('extension: the fee', async () => {
    const data = extension({
      delayInfo: { delayAmount: '123456', delayTime: '2026-12-12', reviewer: '' },
    });
    render(<ExtensionPage />, '/repayment/extension?productId=1&orderId=1174', data);
    expect(await screen.findByTestId('rp-delay-amount')).toHaveTextContent(/^₹1\.234\.56$/);
  });

  it('contract: every amount (major units)', async () => {
    const { container } = render(<ContractPage />, '/contract?orderNo=1001', contractFixture);
    await screen.findByText('**** 1234');
    for (const text of ['₹3.000.00', '₹3.150.50', '₹90.00', '₹2.890.00']) {
      expect(container.textContent).toContain(text);
    }
  });

  it('payment instructions: the total', async () => {
    const route =
      '/repayment/instructions?productId=1&orderId=1174&amount=351000&payCode=OXXO&requestType=1';
    render(<PaymentInstructionsPage />, route, instructions());
    expect(await screen.findByTestId('pi-total')).toHaveTextContent(/^₹3\.510\.00$/);
  });

  it("instalment: the spec's literal $ is the market's symbol, so the brand's here", async () => {
    render(<RepaymentPage />, '/repayment?productId=1&orderId=1174', instalment());
    expect(await screen.findByTestId('rp-amount')).toHaveTextContent(/^₹3\.510\.00$/);
  });

  it("loan detail: outside the app a 5-star rating links to the brand's store page", async () => {
    render(<LoanDetailPage />, '/loan/details?productId=7&orderId=9', order(174, { isScore: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Califique nuestro servicio' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 de 5 estrellas' }));
    const link = within(dialog).getByRole('link', { name: /Enviar/ });
    expect(link).toHaveAttribute('href', 'https://store.example.com/presto');
  });
});
