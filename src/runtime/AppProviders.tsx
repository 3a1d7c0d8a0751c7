import { createContext, StrictMode, useContext, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { PageKey } from '../config/paths';
import { ErrorBoundary, ImagePolicyContext } from '../ui';
import { ConnectedLoading, ConnectedToast } from '../shell';
import type { ImagePolicy } from '../platform/url/imagePolicy';
import { backRequested } from '../shell/uiSlice';
import { PathsContext } from '../config/pathsContext';
import { defaultBrand, type Brand } from '../config/brand';
import { BrandContext } from '../config/brandContext';
import type { Action, Store } from '@reduxjs/toolkit';
import type { Catalog } from '../i18n/catalog';
import type { TextLoader } from '../i18n/loadMessages';

export interface AppProvidersProps {
  store: Store<unknown, Action>;
  locale: string;
  messages: Catalog;
  paths: Record<PageKey, string>;
  /** Where server images may load from; default: this origin only. */
  imagePolicy?: ImagePolicy;
  /** The brand resolved from the runtime configuration at boot; default: the build's. */
  brand?: Brand;
  /** Adds a route's text namespaces to `messages` (the app entry's loader); default: nothing to load. */
  ensureTexts?: TextLoader;
  children: ReactNode;
}

const noTexts: TextLoader = () => Promise.resolve();
const TextLoaderContext = createContext<TextLoader>(noTexts);

/** What routes call before their page renders: their feature's texts in the active locale. */
export const useTextLoader = () => useContext(TextLoaderContext);

/** Store, texts, brand, paths, the global toast and loading indicator, and the error boundary. */
export function AppProviders({
  store,
  locale,
  messages,
  paths,
  imagePolicy,
  ensureTexts,
  brand = defaultBrand,
  children,
}: AppProvidersProps) {
  const images = imagePolicy ?? { origin: window.location.origin, hosts: [] };
  const loader = ensureTexts ?? noTexts;
  return (
    <StrictMode>
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages} defaultLocale="es-MX">
          <TextLoaderContext.Provider value={loader}>
            <BrandContext.Provider value={brand}>
              <PathsContext.Provider value={paths}>
                <ImagePolicyContext.Provider value={images}>
                  <ErrorBoundary onBack={() => store.dispatch(backRequested())}>
                    {children}
                  </ErrorBoundary>
                  <ConnectedLoading />
                  <ConnectedToast />
                </ImagePolicyContext.Provider>
              </PathsContext.Provider>
            </BrandContext.Provider>
          </TextLoaderContext.Provider>
        </IntlProvider>
      </Provider>
    </StrictMode>
  );
}
