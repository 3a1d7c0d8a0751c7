import ContractPage from '../../../src/features/legal/components/ContractPage';
import PeriodAgreementPage from '../../../src/features/legal/components/PeriodAgreementPage';
import { screen } from '@testing-library/react';
import { fakeContext, ok, through } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { contractFixture } from './contractFixture';

/**
 * The contract's amounts are minor units (spec section 9: money is minor units / 100), like every other
 * amount of the API: a backend sending cents never shows 100 times the loan.
 */
async function render(page: 'contract' | 'period', data: Record<string, unknown>) {
  const context = fakeContext();
  context.api.post.mockImplementation((_endpoint, schema) => through(schema, ok(data)));
  const view = renderWithProviders(
    page === 'contract' ? <ContractPage /> : <PeriodAgreementPage />,
    {
      context,
      route: `/${page === 'contract' ? 'contract' : 'agony'}?orderNo=1001`,
    },
  );
  await screen.findAllByText(/María López Hernández/);
  return view.container.textContent ?? '';
}

describe('contract amounts are cents', () => {
  it.each(['contract', 'period'] as const)(
    '%s: 300000 is $3,000.00, never $300,000.00',
    async (page) => {
      const text = await render(page, contractFixture);
      expect(text).toContain('$3,000.00');
      expect(text).toContain('$3,150.50');
      expect(text).not.toContain('$300,000.00');
      expect(text).not.toContain('$315,050.00');
    },
  );

  it('amounts sent as text read the same; a decimal is still cents, rounded', async () => {
    const text = await render('contract', {
      ...contractFixture,
      amount: '300000',
      contractAmount: '315050.4',
      IVA: ' 2000 ',
    });
    expect(text).toContain('$3,000.00');
    expect(text).toContain('$3,150.50');
    expect(text).toContain('$20.00');
  });
});
