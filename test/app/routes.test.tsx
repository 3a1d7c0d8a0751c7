import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loadRoute, RouterBinding, routerRows } from '../../src/app/routes';
import { routeRows } from '../../src/app/routeTable';
import { createAppStore } from '../../src/runtime/store';
import { setupStore, type RootState } from '../../src/app/features';
import {
  BRIDGE_CHECK_PATH,
  defaultPaths,
  fixedPaths,
  TEST_PAGE_PATH,
} from '../../src/config/paths';
import { bridgeCheckFeature } from '../../src/qa/bridgeCheck';
import { legalFeature } from '../../src/features/legal';
import { devtoolsFeature } from '../../src/qa/devtools';
import { renderRoutes } from './renderRoutes';
import type { RouterNavigate } from '../../src/platform/navigation/types';
import { customerServiceFixture } from '../support/fixtures';
import { fakeContext, ok } from '../support/fakeContext';

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
  it('has one row per table row, in its order, at its configured path, and the not-found route last', () => {
    const paths = { ...defaultPaths, customerService: '/ayuda' };
    const rows = withDevtools(undefined, () => routerRows(paths));
    const table = withDevtools(undefined, () => routeRows());
    const configured = new Map<string, string>([
      ...Object.entries(fixedPaths),
      ...Object.entries(paths),
    ]);
    expect(table.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.path)).toEqual([
      ...table.map((row) => configured.get(row.key)),
      '*',
    ]);
    // The configured path, not the default: the customer service page moved to /ayuda.
    expect(rows.map((row) => row.path)).toContain('/ayuda');
    expect(rows.map((row) => row.path)).not.toContain(defaultPaths.customerService);
    expect(rows.filter((row) => row.route === null).map((row) => row.path)).toEqual(['*']);
  });

  it('names no key twice', () => {
    const keys = withDevtools('1', () => routeRows().map((row) => row.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the developer pages only in builds with them (CUOTA_DEVTOOLS=1)', async () => {
    const paths = (value: string | undefined) =>
      withDevtools(value, () => routerRows(defaultPaths).map((row) => row.path));
    for (const off of [undefined, '']) {
      expect(paths(off)).not.toContain(TEST_PAGE_PATH);
      expect(paths(off)).not.toContain(BRIDGE_CHECK_PATH);
    }
    expect(paths('1')).toEqual(expect.arrayContaining([TEST_PAGE_PATH, BRIDGE_CHECK_PATH]));
    const route = (path: string) =>
      withDevtools('1', () => routerRows(defaultPaths).find((r) => r.path === path)?.route ?? null);
    const injected: unknown[] = [];
    const store = { injectFeature: (feature: unknown) => injected.push(feature) };
    const texts: string[] = [];
    const ensureTexts = (namespaces: readonly string[]) => {
      texts.push(...namespaces);
      return Promise.resolve();
    };
    // The test page: its feature, its texts (the core catalog has none of them) and its page.
    const testPage = await withDevtools('1', () =>
      loadRoute(route(TEST_PAGE_PATH), store, ensureTexts),
    );
    expect(typeof testPage.default).toBe('function');
    const bridgePage = await withDevtools('1', () =>
      loadRoute(route(BRIDGE_CHECK_PATH), store, ensureTexts),
    );
    expect(typeof bridgePage.default).toBe('function');
    expect(injected).toEqual([devtoolsFeature, bridgeCheckFeature]);
    expect(texts).toEqual(['devtools', 'bridgeCheck']);
  });

  it('loads a route with its feature injected before the page is handed out', async () => {
    const route = routerRows(defaultPaths).find(
      (r) => r.path === defaultPaths.loanAgreement,
    )?.route;
    if (!route) throw new Error('no contract route');
    const injected: unknown[] = [];
    const texts: string[] = [];
    const page = await loadRoute(
      route,
      { injectFeature: (feature) => injected.push(feature) },
      (ns) => {
        texts.push(...ns);
        return Promise.resolve();
      },
    );
    expect(injected).toEqual([legalFeature]);
    // Its texts: the feature's namespace, the same name as its chunk.
    expect(texts).toEqual(['legal']);
    expect(typeof page.default).toBe('function');
  });

  it('loads every row of the table: the page the row names, from its feature chunk', async () => {
    const rows = withDevtools('1', () => routeRows());
    for (const row of rows) {
      const injected: { slice: { reducerPath: string } }[] = [];
      const page = await withDevtools('1', () =>
        loadRoute(row, { injectFeature: (feature) => injected.push(feature) }),
      );
      expect([row.key, typeof page.default]).toEqual([row.key, 'function']);
      expect(injected).toHaveLength(1);
    }
  });
});

describe('AppRoutes', () => {
  it('opens a page on the ui-only store of the app: the feature arrives with it and loads', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const store = createAppStore<RootState>({ context });
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
