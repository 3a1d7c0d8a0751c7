/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { resolveBrand } from '../../../src/config/brand';
import { BrandContext } from '../../../src/config/brandContext';
import { AboutText, LoanTerms, PrivacyNotice } from '../../../src/features/legalDocs';

async function prerender(ui: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider locale="es-MX" messages={{}} defaultLocale="es-MX" onError={() => undefined}>
      {ui}
    </IntlProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const inIndia = (ui: ReactElement) => (
  <BrandContext.Provider value={resolveBrand({ market: 'IN' })}>{ui}</BrandContext.Provider>
);

// The website prerenders its pages at build time: the HTML must hold the whole document, not the skeleton.
describe('prerendered at build time (the website)', () => {
  it.each([
    ['PrivacyNotice es', <PrivacyNotice key="p" language="es" />, 'Derechos ARCO', '20 días'],
    ['PrivacyNotice en', <PrivacyNotice key="p" language="en" />, 'Your ARCO rights', '20 days'],
    [
      'LoanTerms en (India)',
      inIndia(<LoanTerms key="l" language="en" />),
      'Governing law',
      'Rs.800',
    ],
    [
      'LoanTerms es (India)',
      inIndia(<LoanTerms key="l" language="es" />),
      'Ley aplicable',
      'Rs.1,000',
    ],
    ['AboutText es', <AboutText key="a" language="es" />, 'Bienvenido a Cuota', 'Lo que ofrecemos'],
  ])('%s holds its whole text', async (_name, ui, heading, figure) => {
    const html = await prerender(ui);
    expect(html).toContain(heading);
    expect(html).toContain(figure);
    expect(html).not.toContain('skeleton-line');
  });
});

// The build's market (Mexico) publishes no loan terms, and India no privacy notice: the prerendered page
// says so, with no word of the other market's document.
describe('prerendered for a market without the document', () => {
  it.each([
    [
      'LoanTerms in Mexico',
      <LoanTerms key="l" language="es" />,
      /Rs\.|Governing law|Ley aplicable/,
    ],
    ['PrivacyNotice in India', inIndia(<PrivacyNotice key="p" language="es" />), /ARCO|Aviso/],
  ])('%s: the not-published notice, no other text', async (_name, ui, other) => {
    const html = await prerender(ui);
    expect(html).toContain('data-testid="legal-not-in-market"');
    expect(html).toContain('Este documento no aplica en tu país.');
    expect(html).not.toMatch(other);
    expect(html).not.toContain('skeleton-line');
  });
});
