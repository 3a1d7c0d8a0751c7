import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore, type RootState } from '../../src/app/features';
import { defaultBrand, type Brand } from '../../src/config/brand';
import { BrandContext } from '../../src/config/brandContext';
import { esMX, en, zhCN } from './appCatalogs';
import { fakeContext, type FakeContext } from './fakeContext';

const catalogs = { 'es-MX': esMX, en, 'zh-CN': zhCN };

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  context?: FakeContext;
  locale?: keyof typeof catalogs;
  route?: string;
  /** The deployment's brand (its market among it); the build's by default. */
  brand?: Brand;
}

/** Renders with a real store (every feature's slice and saga), a faked saga context, texts and a router. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, locale = 'es-MX', route = '/', brand = defaultBrand, ...rest } = options;
  const context = options.context ?? fakeContext();
  const store = setupStore(preloadedState, { context });
  const result = render(ui, {
    ...rest,
    wrapper: ({ children }) => (
      <Provider store={store}>
        <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="es-MX">
          <BrandContext.Provider value={brand}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </BrandContext.Provider>
        </IntlProvider>
      </Provider>
    ),
  });
  return { ...result, store, context };
}
