import { screen } from '@testing-library/react';
import { resolveBrand, type Brand } from '../../../src/config/brand';
import { BrandContext } from '../../../src/config/brandContext';
import RepaymentPage from '../../../src/features/repayment/components/RepaymentPage';
import { fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answering, instalment } from './fixtures';

/**
 * The instalment page's amount (issue 37): the spec's literal $ is the Mexico profile's symbol, so an
 * India deployment shows ₹ (in lakh grouping), a Mexico one $, through the one formatter.
 */
async function amountUnder(brand: Brand, repayAmount: number, locale: 'es-MX' | 'en' = 'es-MX') {
  const context = fakeContext();
  context.api.post.mockImplementation(answering(instalment({ repayAmount })));
  renderWithProviders(
    <BrandContext.Provider value={brand}>
      <RepaymentPage />
    </BrandContext.Provider>,
    { context, locale, route: '/repayment?productId=1&orderId=1174' },
  );
  return (await screen.findByTestId('rp-amount')).textContent;
}

describe('RepaymentPage per market', () => {
  it.each([
    ['MX', 351000, '$3,510.00'],
    ['MX', 12345678900, '$123,456,789.00'],
    ['IN', 351000, '₹3,510.00'],
    ['IN', 12345678900, '₹12,34,56,789.00'],
  ] as const)('%s: %p minor units show as %p', async (market, minor, shown) => {
    expect(await amountUnder(resolveBrand({ market }), minor)).toBe(shown);
  });

  it('India in English keeps the lakh grouping', async () => {
    expect(await amountUnder(resolveBrand({ market: 'IN' }), 10000000, 'en')).toBe('₹1,00,000.00');
  });

  it('the build-time brand (no provider) is Mexico: $', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(instalment()));
    renderWithProviders(<RepaymentPage />, {
      context,
      route: '/repayment?productId=1&orderId=1174',
    });
    expect(await screen.findByTestId('rp-amount')).toHaveTextContent(/^\$3,510\.00$/);
  });

  it("a deployment's own symbol still wins over the market's", async () => {
    const brand = resolveBrand({ market: 'IN', currencySymbol: 'Rs.' });
    expect(await amountUnder(brand, 351000)).toBe('Rs.3,510.00');
  });
});
