import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { PageKey } from '../config/paths';
import { ConnectedLoading, ConnectedToast, ErrorBoundary, ImagePolicyContext } from '../ui';
import type { ImagePolicy } from '../platform/url/imagePolicy';
import { backRequested } from '../ui/uiSlice';
import { PathsContext } from '../config/pathsContext';
import type { Action, Store } from '@reduxjs/toolkit';

export interface AppProvidersProps {
  store: Store<unknown, Action>;
  locale: string;
  messages: Record<string, string>;
  paths: Record<PageKey, string>;
  /** Where server images may load from; default: this origin only. */
  imagePolicy?: ImagePolicy;
  children: ReactNode;
}

/** Store, texts, paths, the global toast and loading indicator, and the error boundary. */
export function AppProviders({
  store,
  locale,
  messages,
  paths,
  imagePolicy,
  children,
}: AppProvidersProps) {
  const images = imagePolicy ?? { origin: window.location.origin, hosts: [] };
  return (
    <StrictMode>
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages} defaultLocale="es-MX">
          <PathsContext.Provider value={paths}>
            <ImagePolicyContext.Provider value={images}>
              <ErrorBoundary onBack={() => store.dispatch(backRequested())}>
                {children}
              </ErrorBoundary>
              <ConnectedLoading />
              <ConnectedToast />
            </ImagePolicyContext.Provider>
          </PathsContext.Provider>
        </IntlProvider>
      </Provider>
    </StrictMode>
  );
}
