import type { Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import esMX from '../../src/i18n/messages/es-MX/ui.json';

function Texts({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
      {children}
    </IntlProvider>
  );
}

/** Renders with the Spanish (Mexico) ui texts and, when given, a store (the shell's tests pass one). */
export function renderUi(ui: ReactElement, store?: Store) {
  return render(ui, {
    wrapper: ({ children }) =>
      store ? (
        <Provider store={store}>
          <Texts>{children}</Texts>
        </Provider>
      ) : (
        <Texts>{children}</Texts>
      ),
  });
}
