import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveBrand } from '../../../src/config/brand';
import SettingsPage from '../../../src/features/legalDocs/components/SettingsPage';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import { fakeContext } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { renderWithProviders } from '../../support/renderWithProviders';

const stored = (context: ReturnType<typeof fakeContext>) =>
  JSON.parse(context.storage.get(SESSION_STORAGE_KEY) ?? '{}') as Record<string, string>;

const MEXICO = resolveBrand({});
const INDIA = resolveBrand({ market: 'IN' });

describe('SettingsPage', () => {
  it.each([
    ['es-MX', 'Configuración', 'Español (México)'],
    ['en', 'Settings', 'English'],
    ['zh-CN', '设置', '中文'],
  ] as const)('in %s: title %p, the current language %p checked', (locale, title, current) => {
    renderWithProviders(<SettingsPage />, { locale, route: '/settings' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['es-MX', 'en', 'zh-CN']);
    expect(screen.getByRole('radio', { name: current })).toBeChecked();
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('choosing a language stores it in the session and reloads the page in it', async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '7', languageType: '1' }));
    renderWithProviders(<SettingsPage />, { context, locale: 'en', route: '/settings' });
    await userEvent.click(screen.getByRole('radio', { name: 'Español (México)' }));
    await act(settle);
    expect(stored(context)).toEqual({ userId: '7', languageType: '1', lang: 'es-MX' });
    expect(context.navigator.visited).toEqual([
      { url: '/settings?userId=7&languageType=1&lang=es-MX', replace: true },
    ]);
    expect(screen.getByRole('radio', { name: 'Español (México)' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Changing the language…');
    screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
  });

  it('the reload carries the stored session with the new lang, whatever the address held', async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ deviceId: 'd1', languageType: '0' }));
    renderWithProviders(<SettingsPage />, {
      context,
      route: '/settings?deviceId=old&languageType=0',
    });
    await userEvent.click(screen.getByRole('radio', { name: '中文' }));
    await act(settle);
    expect(context.navigator.visited).toEqual([
      { url: '/settings?deviceId=d1&languageType=0&lang=zh-CN', replace: true },
    ]);
  });

  it('choosing the current language does nothing', async () => {
    const context = fakeContext();
    renderWithProviders(<SettingsPage />, { context, route: '/settings' });
    await userEvent.click(screen.getByRole('radio', { name: 'Español (México)' }));
    await act(settle);
    expect(context.navigator.visited).toEqual([]);
    expect(context.storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("shows the native app's version", async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ appVersion: '2.4.1' }));
    renderWithProviders(<SettingsPage />, { context, route: '/settings' });
    expect(await screen.findByText('2.4.1')).toBeInTheDocument();
    expect(screen.getByText('Versión')).toBeInTheDocument();
  });

  it('outside the app shows the web build id, or web', async () => {
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await act(settle);
    expect(screen.getByTestId('app-version')).toHaveTextContent(
      process.env.CUOTA_BUILD_ID?.trim() || 'web',
    );
  });

  it.each([
    ['Aviso de privacidad', '/privacy', MEXICO],
    ['Términos y condiciones del préstamo', '/loan-terms', INDIA],
    ['Acerca de nosotros', '/about-us', MEXICO],
  ])('the link %p opens %s', async (name, url, brand) => {
    const context = fakeContext();
    renderWithProviders(<SettingsPage />, { context, route: '/settings', brand });
    await userEvent.click(screen.getByRole('button', { name }));
    await act(settle);
    expect(context.navigator.visited).toEqual([{ url, replace: false }]);
  });

  it.each([
    ['Mexico', MEXICO, ['es-MX', 'en', 'zh-CN'], ['Aviso de privacidad', 'Acerca de nosotros']],
    [
      'India',
      INDIA,
      ['en', 'zh-CN'],
      ['Términos y condiciones del préstamo', 'Acerca de nosotros'],
    ],
    [
      'Mexico with supplied loan terms',
      { ...MEXICO, legalFiles: 'loanTerms.es' },
      ['es-MX', 'en', 'zh-CN'],
      ['Aviso de privacidad', 'Términos y condiciones del préstamo', 'Acerca de nosotros'],
    ],
  ] as const)('%s: its languages and legal pages only', (_market, brand, languages, links) => {
    renderWithProviders(<SettingsPage />, { route: '/settings', brand });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(languages);
    // The page's buttons but Back (its accessible name), each link's text without its chevron.
    const legal = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-label') === null)
      .map((b) => b.textContent?.replace('›', ''));
    expect(legal).toEqual(links);
  });

  it('in the app, the legal pages open through the bridge by page key', async () => {
    const context = fakeContext({ inApp: true });
    renderWithProviders(<SettingsPage />, { context, route: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Aviso de privacidad' }));
    await act(settle);
    expect(context.bridge.openPage).toHaveBeenCalledWith('privacyPolicy', {});
  });
});
