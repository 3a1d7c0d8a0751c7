import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentLoad } from '../../src/features/legalDocs/documents/documentCache';
import { facts, indiaFacts, renderSite } from './renderSite';

const heading = () => screen.getByRole('heading', { level: 1 });
const tabs = () => within(screen.getByRole('navigation', { name: /^(Secciones|Sections)$/ }));

/**
 * Back or Forward in the browser: jsdom moves the address and fires popstate in a task of its own, which
 * runs inside act here (the page's state update with it).
 */
/**
 * One step of the history, and its landing: jsdom moves the history in a task of its own, later on a loaded
 * machine than a fixed pause allows, so the test waits for the address (and the page's answer to it).
 */
async function traverse(step: () => void, path: string) {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
  await act(async () => {
    step();
    // At most 2 s for the address, then one more turn for the page's answer to its popstate.
    for (let i = 0; i < 200 && window.location.pathname !== path; i += 1) await tick();
    await tick();
  });
  expect(window.location.pathname).toBe(path);
}

// The document sections' chunks, loaded once as a visitor's earlier visit would have left them: settled
// and marked so, as React marks a promise it has read, so a section renders at once and a tab's click
// needs no Suspense round (which jsdom's click, outside an awaited act, would report as an error).
beforeAll(async () => {
  for (const language of ['es', 'en'] as const) {
    for (const kind of ['privacy', 'loanTerms'] as const) {
      const load = documentLoad({ from: 'builtin', kind, language });
      Object.assign(load, { status: 'fulfilled', value: await load });
    }
  }
});

describe('website tabs and paths', () => {
  it.each([
    [0, 'Inicio', '/', 'Préstamos personales, rápidos y claros'],
    [1, 'Acerca de nosotros', '/About', 'Acerca de nosotros'],
    [2, 'Política de privacidad', '/Policy', 'Política de privacidad'],
    [3, 'Términos y condiciones del préstamo', '/Loan', 'Términos y condiciones del préstamo'],
  ])('tab %i (%s) shows its section at %s', async (nav, name, path, title) => {
    const user = userEvent.setup();
    // The loan terms' tab is India's (Mexico's market does not publish them).
    renderSite({ url: nav === 0 ? '/Contact' : '/', shownFacts: nav === 3 ? indiaFacts : facts });
    const tab = tabs().getByRole('link', { name });
    expect(tab).toHaveAttribute('data-nav', String(nav));
    expect(tab).toHaveAttribute('href', path);
    await user.click(tab);
    expect(window.location.pathname).toBe(path);
    expect(heading()).toHaveTextContent(title);
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(
      tabs()
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // A screen reader hears where the tab led; the document's title follows.
    expect(heading()).toHaveFocus();
    expect(document.title).toContain(nav === 0 ? 'Cuota: préstamos' : title);
  });

  it.each([
    ['Mexico', facts, 'Política de privacidad', 'Términos y condiciones del préstamo'],
    ['India', indiaFacts, 'Términos y condiciones del préstamo', 'Política de privacidad'],
  ])('%s shows the tab of its own legal document only', (_market, shownFacts, shown, hidden) => {
    renderSite({ url: '/', shownFacts });
    expect(tabs().getByRole('link', { name: shown })).toBeInTheDocument();
    expect(tabs().queryByRole('link', { name: hidden })).toBeNull();
    expect(tabs().getAllByRole('link')).toHaveLength(3);
  });

  it("India's footer: its sections and languages only", () => {
    renderSite({ url: '/', shownFacts: indiaFacts });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.queryByRole('link', { name: 'Política de privacidad' })).toBeNull();
    expect(
      footer.getByRole('link', { name: 'Términos y condiciones del préstamo' }),
    ).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /Español/ })).toBeNull();
    expect(footer.getByRole('link', { name: 'English' })).toBeInTheDocument();
  });

  it('a tab the deployment supplies a file for shows in any market', () => {
    const brand = { ...facts.brand, legalFiles: 'loanTerms.en' };
    renderSite({ url: '/', shownFacts: { ...facts, brand } });
    expect(tabs().getAllByRole('link')).toHaveLength(4);
  });

  it('opens each path at its own section', () => {
    for (const [url, title] of [
      ['/About', 'Acerca de nosotros'],
      ['/Contact', 'Contáctenos'],
      ['/User', 'Área de usuarios'],
    ]) {
      const { unmount } = renderSite({ url });
      expect(heading()).toHaveTextContent(title);
      unmount();
    }
  });

  it('shows Home at an unknown path', () => {
    renderSite({ url: '/somewhere/else' });
    expect(heading()).toHaveTextContent('Préstamos personales, rápidos y claros');
  });

  it('Back and Forward show the section of the address they land on', async () => {
    const user = userEvent.setup();
    renderSite({ url: '/', shownFacts: indiaFacts });
    await user.click(tabs().getByRole('link', { name: 'Acerca de nosotros' }));
    await user.click(tabs().getByRole('link', { name: 'Términos y condiciones del préstamo' }));
    expect(heading()).toHaveTextContent('Términos y condiciones del préstamo');

    await traverse(() => window.history.back(), '/About');
    expect(heading()).toHaveTextContent('Acerca de nosotros');
    await traverse(() => window.history.back(), '/');
    expect(heading()).toHaveTextContent('Préstamos personales, rápidos y claros');
    await traverse(() => window.history.forward(), '/About');
    expect(heading()).toHaveTextContent('Acerca de nosotros');
  });

  it('keeps the language of the address when switching sections', async () => {
    const user = userEvent.setup();
    renderSite({ locale: 'en', url: '/?lang=en' });
    await user.click(tabs().getByRole('link', { name: 'Privacy Policy' }));
    expect(window.location.pathname).toBe('/Policy');
    expect(window.location.search).toBe('?lang=en');
  });

  it('reaches Contact and Users from the footer', async () => {
    const user = userEvent.setup();
    renderSite({ url: '/' });
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Contacto' }));
    expect(window.location.pathname).toBe('/Contact');
    expect(heading()).toHaveTextContent('Contáctenos');
    await user.click(footer.getByRole('link', { name: 'Usuarios' }));
    expect(window.location.pathname).toBe('/User');
  });

  it('/User is an empty section: the frame and a neutral heading, no error', () => {
    renderSite({ url: '/User' });
    expect(heading()).toHaveTextContent('Área de usuarios');
    expect(screen.getByRole('main').textContent).toBe('Área de usuarios');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const user = userEvent.setup();
    renderSite({ url: '/' });
    // What the browser gets once the page is done with the click: stopped at the window after the
    // check, as jsdom cannot open a tab.
    const leftToBrowser: boolean[] = [];
    const atWindow = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', atWindow);
    await user.keyboard('{Control>}');
    await user.click(tabs().getByRole('link', { name: 'Acerca de nosotros' }));
    await user.keyboard('{/Control}');
    window.removeEventListener('click', atWindow);
    expect(leftToBrowser).toEqual([true]);
    expect(heading()).toHaveTextContent('Préstamos personales, rápidos y claros');
  });

  it('folds the tabs behind the menu button and closes it once one is chosen', async () => {
    const user = userEvent.setup();
    renderSite({ url: '/' });
    const menu = screen.getByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-nav')).toHaveClass('is-open');
    await user.click(tabs().getByRole('link', { name: 'Acerca de nosotros' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
