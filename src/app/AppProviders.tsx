import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { PageKey } from '../config/paths';
import { ConnectedLoading, ConnectedToast, ErrorBoundary } from '../ui';
import { PathsContext } from '../config/pathsContext';
import type { Action, Store } from '@reduxjs/toolkit';

export interface AppProvidersProps {
  store: Store<unknown, Action>;
  locale: string;
  messages: Record<string, string>;
  paths: Record<PageKey, string>;
  children: ReactNode;
}

/** Store, texts, paths, the global toast and loading indicator, and the error boundary. */
export function AppProviders({ store, locale, messages, paths, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages} defaultLocale="es-MX">
          <PathsContext.Provider value={paths}>
            <ErrorBoundary>{children}</ErrorBoundary>
            <ConnectedLoading />
            <ConnectedToast />
          </PathsContext.Provider>
        </IntlProvider>
      </Provider>
    </StrictMode>
  );
}
