import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes, loadRoute, RouterBinding, routeTable } from '../../src/app/routes';
import { createAppStore, setupStore, type AppStore } from '../../src/app/store';
import { defaultPaths, fixedPaths, TEST_PAGE_PATH } from '../../src/config/paths';
import { legalFeature } from '../../src/features/legal';
import { testPreviewFeature } from '../../src/features/devtools';
import esMX from '../../src/i18n/catalogs/es-MX';
import type { RouterNavigate } from '../../src/platform/navigation/types';
import { customerServiceFixture } from '../support/fixtures';
import { fakeContext, ok } from '../support/fakeContext';

function renderRoutes(store: AppStore, route: string) {
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

function withDevtools<T>(value: string | undefined, run: () => T): T {
  const before = process.env.CUOTA_DEVTOOLS;
  if (value === undefined) delete process.env.CUOTA_DEVTOOLS;
  else process.env.CUOTA_DEVTOOLS = value;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.CUOTA_DEVTOOLS;
    else process.env.CUOTA_DEVTOOLS = before;
  }
}

describe('the route table', () => {
  it('has one row per path, from the configured paths, and the not-found route last', () => {
    const paths = { ...defaultPaths, customerService: '/ayuda' };
    const rows = withDevtools(undefined, () => routeTable(paths));
    expect(rows.map((row) => row.path)).toEqual([
      '/ayuda',
      paths.loanDetail,
      paths.order,
      paths.loanAgreement,
      fixedPaths.periodLoanAgreement,
      paths.error,
      paths.confirm,
      paths.paymentInstructions,
      paths.repay,
      paths.repayDelay,
      fixedPaths.repaymentDescription,
      paths.repayChoose,
      paths.complaint,
      paths.complaintUrl,
      fixedPaths.complaintForm,
      fixedPaths.complaintList,
      fixedPaths.complaintDetails,
      paths.privacyPolicy,
      fixedPaths.privacyPolicyLegacy,
      fixedPaths.loanTerms,
      paths.aboutUs,
      paths.setting,
      paths.bindCard,
      paths.bindBank,
      '*',
    ]);
    expect(rows.filter((row) => row.feature === undefined).map((row) => row.path)).toEqual(['*']);
  });

  it('has the test page only in builds with the developer pages (CUOTA_DEVTOOLS=1)', async () => {
    const paths = (value: string | undefined) =>
      withDevtools(value, () => routeTable(defaultPaths).map((row) => row.path));
    expect(paths(undefined)).not.toContain(TEST_PAGE_PATH);
    expect(paths('')).not.toContain(TEST_PAGE_PATH);
    expect(paths('1')).toContain(TEST_PAGE_PATH);
    const row = withDevtools('1', () =>
      routeTable(defaultPaths).find((r) => r.path === TEST_PAGE_PATH),
    );
    expect(await row?.feature?.load()).toBe(testPreviewFeature);
    // Its texts come with the route, like a feature's (the core catalog has none of them).
    expect(row?.feature?.texts).toEqual(['testPreview']);
    // Its page comes with the replay store (every feature), a chunk of its own loaded beside it.
    expect(typeof (await row?.page())?.default).toBe('function');
  });

  it('loads a route with its feature injected before the page is handed out', async () => {
    const row = routeTable(defaultPaths).find((r) => r.path === defaultPaths.loanAgreement);
    if (!row) throw new Error('no contract route');
    const injected: unknown[] = [];
    const page = await loadRoute(row, { injectFeature: (feature) => injected.push(feature) });
    expect(injected).toEqual([legalFeature]);
    expect(typeof page.default).toBe('function');
  });
});

describe('AppRoutes', () => {
  it('opens a page on the ui-only store of the app: the feature arrives with it and loads', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const store = createAppStore({ context });
    expect(store.getState()).not.toHaveProperty('customerService');
    renderRoutes(store, `${defaultPaths.customerService}?deviceId=d`);
    expect(await screen.findByRole('link', { name: 'Llamar al 800 953 4210' })).toBeInTheDocument();
    expect(store.getState().customerService.info).toEqual(customerServiceFixture);
    expect(store.getState()).not.toHaveProperty('legal');
  });

  it('renders on a store that has every feature already (QA replay, tests)', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    renderRoutes(setupStore(undefined, { context }), defaultPaths.customerService);
    expect(await screen.findByRole('link', { name: 'Llamar al 800 953 4210' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoutes(createAppStore({ context: fakeContext() }), '/no-such-page');
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  });
});

describe('RouterBinding', () => {
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{location.pathname + location.search}</p>;
  }

  it('hands the router to the navigator while it runs, and takes it back on unmount', () => {
    const attached: (RouterNavigate | null)[] = [];
    const view = render(
      <MemoryRouter initialEntries={['/start']}>
        <RouterBinding attach={(navigate) => attached.push(navigate)} />
        <Where />
      </MemoryRouter>,
    );
    const navigate = attached.at(-1);
    if (!navigate) throw new Error('no router attached');
    act(() => navigate('/repayment?orderId=1', { replace: false }));
    expect(screen.getByTestId('where')).toHaveTextContent('/repayment?orderId=1');
    view.unmount();
    expect(attached.at(-1)).toBeNull();
  });
});
