import './withoutDevtools';
import { screen } from '@testing-library/react';
import { loadRoute } from '../../src/app/routes';
import { routeRows } from '../../src/app/routeTable';
import type { RootState } from '../../src/app/features';
import { createAppStore } from '../../src/runtime/store';
import { BRIDGE_CHECK_PATH, defaultPaths, TEST_PAGE_PATH } from '../../src/config/paths';
import { esMX } from '../support/appCatalogs';
import { renderRoutes } from './renderRoutes';
import { defaultEndpoints } from '../../src/platform/api/endpoints';
import { customerServiceFixture } from '../support/fixtures';
import { fakeContext, ok } from '../support/fakeContext';

describe("the route table of the borrowers' build (no CUOTA_DEVTOOLS)", () => {
  it('is built without the switch', () => {
    expect(process.env.CUOTA_DEVTOOLS).toBeUndefined();
  });

  it('has no developer page, text or endpoint', () => {
    const keys = routeRows().map((row) => row.key);
    expect(keys).not.toContain('devtools');
    expect(keys).not.toContain('bridgeCheck');
    expect(Object.keys(esMX).filter((id) => /^(devtools|bridgeCheck)\./.test(id))).toEqual([]);
    expect(defaultEndpoints).not.toHaveProperty('smsCodeLogin');
  });

  it('loads every row: the page the row names, with its feature', async () => {
    for (const row of routeRows()) {
      const injected: unknown[] = [];
      const page = await loadRoute(row, { injectFeature: (feature) => injected.push(feature) });
      expect([row.key, typeof page.default, injected.length]).toEqual([row.key, 'function', 1]);
    }
  });

  it('opens a page and its first request on the ui-only store', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const store = createAppStore<RootState>({ context });
    renderRoutes(store, `${defaultPaths.customerService}?deviceId=d`);
    expect(await screen.findByRole('link', { name: 'Llamar al 800 953 4210' })).toBeInTheDocument();
    expect(store.getState().customerService.info).toEqual(customerServiceFixture);
  });

  it.each([TEST_PAGE_PATH, BRIDGE_CHECK_PATH])(
    'answers %s with the not-found page',
    async (path) => {
      renderRoutes(createAppStore({ context: fakeContext() }), path);
      expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
    },
  );
});
