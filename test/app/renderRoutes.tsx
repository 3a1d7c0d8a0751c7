import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/routes';
import type { AppStore } from '../../src/runtime/store';
import { defaultPaths } from '../../src/config/paths';
import { esMX } from '../support/appCatalogs';

/** The app's routes with the default paths, opened at `route` on `store`, in Spanish. */
export function renderRoutes(store: AppStore, route: string) {
  return render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes paths={defaultPaths} />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}
