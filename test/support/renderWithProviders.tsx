import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore, type RootState } from '../../src/app/store';
import esMX from '../../src/i18n/catalogs/es-MX';
import en from '../../src/i18n/catalogs/en';
import zhCN from '../../src/i18n/catalogs/zh-CN';
import { fakeContext, type FakeContext } from './fakeContext';

const catalogs = { 'es-MX': esMX, en, 'zh-CN': zhCN };

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  context?: FakeContext;
  locale?: keyof typeof catalogs;
  route?: string;
}

/** Renders with a real store (every feature's slice and saga), a faked saga context, texts and a router. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, locale = 'es-MX', route = '/', ...rest } = options;
  const context = options.context ?? fakeContext();
  const store = setupStore(preloadedState, { context });
  const result = render(ui, {
    ...rest,
    wrapper: ({ children }) => (
      <Provider store={store}>
        <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="es-MX">
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </IntlProvider>
      </Provider>
    ),
  });
  return { ...result, store, context };
}
