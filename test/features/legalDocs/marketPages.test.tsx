import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resolveBrand, type Brand } from '../../../src/config/brand';
import { forgetDocument } from '../../../src/features/legalDocs/documents/documentCache';
import LoanTermsPage from '../../../src/features/legalDocs/components/LoanTermsPage';
import PrivacyPage from '../../../src/features/legalDocs/components/PrivacyPage';
import { renderWithProviders } from '../../support/renderWithProviders';

const MEXICO = resolveBrand({});
const INDIA = resolveBrand({ market: 'IN' });

async function renderPage(ui: ReactElement, brand: Brand, locale: 'es-MX' | 'en' = 'en') {
  await act(async () => {
    renderWithProviders(ui, { brand, locale });
  });
}

/** A server's answer for a supplied file, as fetch gives it. */
function answer(body: string, { status = 200, type = 'text/markdown' } = {}) {
  const headers: Record<string, string> = { 'content-type': type };
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  for (const kind of ['privacy', 'loanTerms'] as const)
    for (const language of ['es', 'en'] as const)
      for (const from of ['builtin', 'file'] as const) forgetDocument({ from, kind, language });
});

describe('a legal page in a market that does not publish its document', () => {
  it('Mexico: the loan terms page says so, with customer service, and no Indian terms', async () => {
    await renderPage(<LoanTermsPage />, MEXICO);
    const notice = screen.getByTestId('legal-not-in-market');
    expect(notice).toHaveTextContent('This document does not apply in your country.');
    expect(screen.getByRole('link', { name: MEXICO.servicePhone })).toHaveAttribute(
      'href',
      `tel:${MEXICO.servicePhone.replace(/\s/g, '')}`,
    );
    expect(screen.getByRole('link', { name: MEXICO.email })).toHaveAttribute(
      'href',
      `mailto:${MEXICO.email}`,
    );
    expect(document.body.textContent).not.toMatch(/Rs\.|Governing law|365/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('India: the privacy page says so, and no Mexican notice', async () => {
    await renderPage(<PrivacyPage />, INDIA, 'es-MX');
    expect(screen.getByTestId('legal-not-in-market')).toHaveTextContent(
      'Este documento no aplica en tu país.',
    );
    expect(document.body.textContent).not.toMatch(/ARCO|Aviso de privacidad de/);
  });
});

describe('a document the deployment supplies (config.js legal)', () => {
  const SUPPLIED = '# Privacy\n\n## 1. Data\n\n<script>window.hacked = 1</script> stays text\n';

  it('India with privacy.en: shows the file as text, never as HTML', async () => {
    fetchMock.mockResolvedValue(answer(SUPPLIED));
    await renderPage(<PrivacyPage />, { ...INDIA, legalFiles: 'privacy.en' });
    expect(await screen.findByRole('heading', { name: '1. Data' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/legal/privacy.en.md', expect.anything());
    expect(screen.getByText('<script>window.hacked = 1</script> stays text')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.queryByTestId('legal-not-in-market')).toBeNull();
  });

  it.each([
    ['not there (404)', () => fetchMock.mockResolvedValue(answer('Not found', { status: 404 }))],
    [
      'the app page a server answers for a missing path',
      () =>
        fetchMock.mockResolvedValue(answer('<!doctype html><html></html>', { type: 'text/html' })),
    ],
    ['empty', () => fetchMock.mockResolvedValue(answer('  \n'))],
    ['too big', () => fetchMock.mockResolvedValue(answer('x'.repeat(300 * 1024)))],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('%s: Mexico falls back to its own notice', async (_name, arrange) => {
    arrange();
    await renderPage(<PrivacyPage />, { ...MEXICO, legalFiles: 'privacy.en' });
    expect(await screen.findByRole('heading', { name: '8. Your ARCO rights' })).toBeInTheDocument();
  });

  it('unusable in India: the not-published notice, not the Mexican one', async () => {
    fetchMock.mockResolvedValue(answer('Not found', { status: 404 }));
    await renderPage(<PrivacyPage />, { ...INDIA, legalFiles: 'privacy.en' });
    expect(await screen.findByTestId('legal-not-in-market')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/ARCO/);
  });
});
