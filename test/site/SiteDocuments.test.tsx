import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { defaultBrand } from '../../src/config/brand';
import { SiteApp } from '../../src/site';
import type { AppLocale } from '../../src/i18n/locale';
import { facts, indiaFacts, renderSite, siteCatalogs } from './renderSite';

/** The legal documents' rule: privacy in English only for English; loan terms in Spanish only for Spanish. */
describe.each([
  ['es-MX', 'es-MX', 'es-MX', 'es-MX'],
  ['en', 'en', 'en', 'en'],
  ['zh-CN', 'es-MX', 'en', 'en'],
] as [AppLocale, string, string, string][])(
  'documents in %s',
  (locale, privacyLang, termsLang, aboutLang) => {
    /** Renders inside an awaited act, so the suspended document shows once its chunk is there. */
    const documentAt = async (url: string, shownFacts = facts) => {
      let container: HTMLElement | undefined;
      await act(async () => {
        container = renderSite({ locale, url, shownFacts }).container;
      });
      await screen.findByRole('article');
      if (!container) throw new Error('not rendered');
      return container;
    };

    it(`the privacy notice reads in ${privacyLang}, whole`, async () => {
      const container = await documentAt('/Policy');
      const article = screen.getByRole('article');
      expect(article).toHaveAttribute('lang', privacyLang);
      expect(article.textContent).toContain('30');
      // The page's h1 names it; the document's sections sit under it.
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
    });

    it(`the loan terms read in ${termsLang}, whole (India)`, async () => {
      await documentAt('/Loan', indiaFacts);
      const article = screen.getByRole('article');
      expect(article).toHaveAttribute('lang', termsLang);
      expect(article.textContent).toMatch(/91/);
      expect(article.textContent).toMatch(/365/);
    });

    it(`About us shows the logo and the welcome text in ${aboutLang}`, () => {
      const { container } = renderSite({ locale, url: '/About' });
      expect(screen.getByRole('img', { name: /Cuota/ })).toBeInTheDocument();
      expect(container.querySelector('.about-text')).toHaveAttribute('lang', aboutLang);
    });
  },
);

describe('hydration of a prerendered page', () => {
  it.each(['/', '/About', '/Contact', '/User'])(
    '%s hydrates without a change, then shows the live brand',
    async (path) => {
      window.history.replaceState(null, '', path);
      const page = (
        <SiteApp locale="es-MX" messages={siteCatalogs['es-MX']} path={path} facts={facts} />
      );
      const container = document.createElement('div');
      container.append(document.createRange().createContextualFragment(renderToString(page)));
      document.body.append(container);
      const before = container.innerHTML;
      const recoverable = jest.fn();
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const live = { brand: { ...defaultBrand, servicePhone: '55 9999 0000' }, year: 2027 };
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <SiteApp
            locale="es-MX"
            messages={siteCatalogs['es-MX']}
            path={path}
            facts={facts}
            liveFacts={live}
          />,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      // Then the runtime brand and this year replace the build's.
      expect(container.textContent).toContain('55 9999 0000');
      expect(container.textContent).toContain('© 2027');
      expect(before).toContain('800 123 4567');
      act(() => root?.unmount());
      container.remove();
    },
  );
});
