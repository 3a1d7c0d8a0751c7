import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { defaultBrand, resolveBrand } from '../../../src/config/brand';
import { BrandContext } from '../../../src/config/brandContext';
import * as documents from '../../../src/features/legalDocs/documents/loadDocument';
import { forgetDocument } from '../../../src/features/legalDocs/documents/documentCache';
import { AboutText, LoanTerms, PrivacyNotice } from '../../../src/features/legalDocs';
import AboutUsPage from '../../../src/features/legalDocs/components/AboutUsPage';
import LoanTermsPage from '../../../src/features/legalDocs/components/LoanTermsPage';
import PrivacyPage from '../../../src/features/legalDocs/components/PrivacyPage';
import { chooseLocale } from '../../../src/i18n/locale';
import { renderWithProviders } from '../../support/renderWithProviders';

/** Renders inside an awaited act, so a suspended document shows once its chunk is there. */
async function renderPage(
  ui: React.ReactElement,
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(ui, options);
  });
  if (!result) throw new Error('not rendered');
  return result;
}

// Each test loads its documents afresh (the cache keeps one load per page life).
beforeEach(() => {
  for (const kind of ['privacy', 'loanTerms'] as const) {
    forgetDocument({ from: 'builtin', kind, language: 'es' });
    forgetDocument({ from: 'builtin', kind, language: 'en' });
  }
});

describe('PrivacyPage: English when the language type is 1, otherwise Spanish', () => {
  it.each([
    ['languageType=1', { languageType: '1' }, 'Privacy notice', '8. Your ARCO rights'],
    ['languageType=0', { languageType: '0' }, 'Aviso de privacidad', '8. Derechos ARCO'],
    ['no language type', {}, 'Aviso de privacidad', '8. Derechos ARCO'],
    ['zh-CN (Spanish notice)', { lang: 'zh-CN' }, '隐私声明', '8. Derechos ARCO'],
  ])('%s', async (_name, params, title, arco) => {
    await renderPage(<PrivacyPage />, { locale: chooseLocale(params) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(await screen.findByRole('heading', { level: 2, name: arco })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /^(Contents|Contenido)$/ })).toBeInTheDocument();
  });

  it('shows the figures of the notice in the page', async () => {
    await renderPage(<PrivacyPage />, { locale: 'en' });
    const arco = await screen.findByRole('region', { name: '8. Your ARCO rights' });
    expect(arco).toHaveTextContent('within 20 days');
    expect(arco).toHaveTextContent('within 15 working days');
    expect(arco).toHaveTextContent('within 5 days');
    expect(arco).toHaveTextContent('10 working days');
    expect(screen.getByRole('region', { name: /4\. Biometric/ })).toHaveTextContent(
      'within 30 days',
    );
    expect(screen.getAllByText(/Loans are for Mexican users only/).length).toBeGreaterThan(0);
  });

  it('the table of contents jumps to a section and moves focus there', async () => {
    await renderPage(<PrivacyPage />);
    const contents = await screen.findByRole('navigation', { name: 'Contenido' });
    const link = within(contents).getByRole('link', { name: '8. Derechos ARCO' });
    expect(link).toHaveAttribute('href', '#privacy-arco');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { level: 2, name: '8. Derechos ARCO' })).toHaveFocus();
    const back = within(screen.getByRole('region', { name: '8. Derechos ARCO' })).getByRole(
      'link',
      { name: 'Volver al contenido' },
    );
    await userEvent.click(back);
    expect(within(contents).getByRole('heading', { name: 'Contenido' })).toHaveFocus();
  });
});

/** An India deployment's brand (config.js `market: 'IN'`): it publishes the loan terms. */
const INDIA = resolveBrand({ market: 'IN' });
const inIndia = (ui: React.ReactElement) => (
  <BrandContext.Provider value={INDIA}>{ui}</BrandContext.Provider>
);

describe('LoanTermsPage', () => {
  it.each([
    ['en', 'Loan terms and conditions', '7. Late fees', 'Rs.1,000 for new clients'],
    ['es-MX', 'Términos y condiciones del préstamo', '7. Cargos por pago tardío', 'Rs.800 para'],
    ['zh-CN', '贷款条款和条件', '7. Late fees', 'Rs.800 for repeat clients'],
  ] as const)(
    'in %s is titled %p and shows the whole document',
    async (locale, title, section, figure) => {
      await renderPage(<LoanTermsPage />, { locale, brand: INDIA });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      const fees = await screen.findByRole('region', { name: section });
      expect(fees).toHaveTextContent(figure);
      const contents = screen.getByRole('navigation');
      expect(within(contents).getAllByRole('link')).toHaveLength(18);
    },
  );

  it('the back button closes the web view (back in history outside the app)', async () => {
    const { context } = await renderPage(<LoanTermsPage />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
  });
});

describe('the content components the website reuses (react-intl only, no store)', () => {
  const renderBare = async (ui: React.ReactElement, locale = 'en') => {
    let result: ReturnType<typeof render> | undefined;
    await act(async () => {
      result = render(
        <IntlProvider locale={locale} messages={{}} defaultLocale="es-MX" onError={() => undefined}>
          {ui}
        </IntlProvider>,
      );
    });
    if (!result) throw new Error('not rendered');
    return result;
  };

  it('PrivacyNotice shows a skeleton while its chunk loads, then the notice in its language', async () => {
    const real = documents.loadDocument;
    let arrive: () => void = () => undefined;
    const load = jest.spyOn(documents, 'loadDocument').mockImplementation(
      (kind, language) =>
        new Promise((resolve) => {
          arrive = () => resolve(real(kind, language));
        }),
    );
    await renderBare(<PrivacyNotice language="es" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aviso de privacidad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '8. Derechos ARCO' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    load.mockRestore();
  });

  it('LoanTerms at a lower heading level, with the brand the site provides', async () => {
    await renderBare(
      <BrandContext.Provider value={{ ...INDIA, companyName: 'Demo Lending Pvt Ltd' }}>
        <LoanTerms language="en" headingLevel={3} />
      </BrandContext.Provider>,
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Loan terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '1. Definitions' })).toBeInTheDocument();
    expect(screen.getAllByText(/Demo Lending Pvt Ltd/).length).toBeGreaterThan(0);
  });

  it('AboutText is the welcome text, in Spanish and English', async () => {
    const { unmount } = await renderBare(<AboutText language="es" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bienvenido a Cuota');
    unmount();
    await renderBare(<AboutText language="en" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Welcome to Cuota');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('What we offer');
  });

  it('a failed chunk load shows Retry, which loads it again', async () => {
    const real = documents.loadDocument;
    const load = jest
      .spyOn(documents, 'loadDocument')
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(real);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBare(<PrivacyNotice language="en" />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    await act(async () => fireEvent.click(retry));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('privacy', 'en');
    // The log carries the error's text only.
    expect(error).toHaveBeenCalledWith('legal document failed to load:', 'ChunkLoadError');
    load.mockRestore();
    error.mockRestore();
  });

  it('loads only the document and language it shows, once', async () => {
    const load = jest.spyOn(documents, 'loadDocument');
    await renderBare(inIndia(<LoanTerms language="es" />));
    await screen.findByRole('heading', { level: 2, name: 'Términos y condiciones del préstamo' });
    expect(load.mock.calls).toEqual([['loanTerms', 'es']]);
    await renderBare(inIndia(<LoanTerms language="es" headingLevel={3} />));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Términos y condiciones del préstamo' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });
});

describe('AboutUsPage', () => {
  it('shows the logo, the company, the welcome text and customer service', async () => {
    const { context } = renderWithProviders(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acerca de nosotros');
    expect(screen.getByRole('img', { name: 'Cuota' })).toHaveAttribute('src', '/favicon.svg');
    expect(screen.getByText(defaultBrand.companyName)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienvenido a Cuota' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: defaultBrand.servicePhone })).toHaveAttribute(
      'href',
      'tel:8001234567',
    );
    expect(screen.getByRole('link', { name: defaultBrand.email })).toHaveAttribute(
      'href',
      `mailto:${defaultBrand.email}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ir a atención a clientes' }));
    await act(() => Promise.resolve());
    expect(context.navigator.visited).toEqual([{ url: '/customer-service', replace: false }]);
  });

  it('in English', () => {
    renderWithProviders(<AboutUsPage />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    expect(screen.getByRole('heading', { name: 'Welcome to Cuota' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer service' })).toBeInTheDocument();
  });
});
