/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
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

// The website prerenders its pages at build time: the HTML must hold the whole document, not the skeleton.
describe('prerendered at build time (the website)', () => {
  it.each([
    ['PrivacyNotice es', <PrivacyNotice key="p" language="es" />, 'Derechos ARCO', '20 días'],
    ['PrivacyNotice en', <PrivacyNotice key="p" language="en" />, 'Your ARCO rights', '20 days'],
    ['LoanTerms en', <LoanTerms key="l" language="en" />, 'Governing law', 'Rs.800'],
    ['LoanTerms es', <LoanTerms key="l" language="es" />, 'Ley aplicable', 'Rs.1,000'],
    ['AboutText es', <AboutText key="a" language="es" />, 'Bienvenido a Cuota', 'Lo que ofrecemos'],
  ])('%s holds its whole text', async (_name, ui, heading, figure) => {
    const html = await prerender(ui);
    expect(html).toContain(heading);
    expect(html).toContain(figure);
    expect(html).not.toContain('skeleton-line');
  });
});
