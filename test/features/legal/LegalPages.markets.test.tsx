import { screen } from '@testing-library/react';
import { resolveBrand } from '../../../src/config/brand';
import { BrandContext } from '../../../src/config/brandContext';
import ContractPage from '../../../src/features/legal/components/ContractPage';
import PeriodAgreementPage from '../../../src/features/legal/components/PeriodAgreementPage';
import { fakeContext, ok, through } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { contractFixture } from './contractFixture';

/**
 * The contract names its tax as the market's profile does (issue 37): IVA in Mexico, GST in India,
 * in the loan data and the tax clause, with the market's money.
 */
async function textOf(
  market: 'MX' | 'IN',
  page: 'contract' | 'period',
  locale: 'es-MX' | 'en' | 'zh-CN',
) {
  const context = fakeContext();
  context.api.post.mockImplementation((_endpoint, schema) => through(schema, ok(contractFixture)));
  const view = renderWithProviders(
    <BrandContext.Provider value={resolveBrand({ market })}>
      {page === 'contract' ? <ContractPage /> : <PeriodAgreementPage />}
    </BrandContext.Provider>,
    { context, locale, route: `/${page}?orderNo=1001` },
  );
  await screen.findAllByText(/María López Hernández/);
  return view.container.textContent ?? '';
}

describe('the contract per market', () => {
  it.each([
    ['es-MX', 'IVA', 'El IVA es el 16% de los intereses más la comisión: $20.00.'],
    ['en', 'Tax (IVA)', 'IVA is 16% of the interest plus the commission: $20.00.'],
    ['zh-CN', '税费（IVA）', 'IVA为利息加手续费的 16%：$20.00。'],
  ] as const)('Mexico in %s: %p and its clause', async (locale, field, clause) => {
    const text = await textOf('MX', 'contract', locale);
    expect(screen.getByText(field, { selector: 'dt' })).toBeInTheDocument();
    expect(text).toContain(clause);
    expect(text).not.toContain('GST');
    expect(text).not.toContain('₹');
  });

  it.each(['contract', 'period'] as const)(
    'India (%s, English): GST and rupees, no IVA',
    async (page) => {
      const text = await textOf('IN', page, 'en');
      expect(screen.getByText('Tax (GST)', { selector: 'dt' })).toBeInTheDocument();
      expect(text).toContain('GST is 16% of the interest plus the commission: ₹20.00');
      expect(text).toContain('₹3,000.00');
      expect(text).not.toContain('IVA');
      expect(text).not.toContain('$');
    },
  );
});
