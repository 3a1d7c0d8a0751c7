import { act, waitFor } from '@testing-library/react';
import { firstRequestFor } from '../../src/app/firstRequests';
import { loadRoute, routerRows } from '../../src/app/routes';
import { isDevtoolsRow, routePath, routeRows, type RouteKey } from '../../src/app/routeTable';
import { defaultPaths, fixedPaths, resolvePaths } from '../../src/config/paths';
import { fakeContext } from '../support/fakeContext';
import { renderWithProviders } from '../support/renderWithProviders';

/** scripts/lighthouseRoutes.js (plain Node, CommonJS): each route's demo URL. */
const { DEMO_SESSION, DEMO_URLS: demoUrls } = jest.requireActual<{
  DEMO_SESSION: string;
  DEMO_URLS: Record<string, string>;
}>('../../scripts/lighthouseRoutes');
const rows = routerRows(defaultPaths);
/**
 * The route table's keys with a first call, and those without one (they open from the bundle; the
 * developer pages are not among them: the test page's first call logs in).
 */
const withFirst = routeRows()
  .filter((row) => row.first)
  .map((row) => row.key);
const withoutFirst = routeRows()
  .filter((row) => !row.first && !isDevtoolsRow(row))
  .map((row) => row.key);

/** The page of a route (default paths), rendered at `url` with a fake api that never answers. */
async function firstCallsOf(path: string, url: string) {
  const row = rows.find((r) => r.path === path);
  if (!row) throw new Error(`no route ${path}`);
  const { default: Page } = await loadRoute(row.route, { injectFeature: () => undefined });
  const context = fakeContext();
  context.api.post.mockReturnValue(new Promise(() => undefined));
  context.api.get.mockReturnValue(new Promise(() => undefined));
  // Awaited: a page that suspends on its first render (a document chunk) settles inside act.
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(<Page />, { route: url, context });
    await Promise.resolve();
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

const search = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The page's real first api call (page -> slice -> saga -> api function) for `url`. */
async function expectFirstCallAsTable(route: RouteKey, url: string) {
  const path = routePath(route, defaultPaths);
  const expected = firstRequestFor(defaultPaths, pathOf(url), search(url));
  expect(expected).not.toBeNull();
  const { context } = await firstCallsOf(path, url);
  await waitFor(() => expect(context.api.post).toHaveBeenCalled());
  const [endpoint, , body] = context.api.post.mock.calls[0] ?? [];
  expect({ endpoint, params: body }).toEqual({
    endpoint: expected?.endpoint,
    params: expected?.params,
  });
  expect(context.api.get).not.toHaveBeenCalled();
}

describe('each route first data call is the one its page and saga make', () => {
  it.each(withFirst)('%s: the demo URL', async (route) => {
    const path = routePath(route, defaultPaths);
    const url = demoUrls[path];
    expect(url).toBeDefined();
    await expectFirstCallAsTable(route, `${url}${url?.includes('?') ? '&' : '?'}${DEMO_SESSION}`);
  });

  it.each<[RouteKey, string]>([
    ['confirm', '/loan/confirm?productId=7&isType=1'],
    ['confirm', '/loan/confirm?productId=7&isType=0'],
    [
      'paymentInstructions',
      '/repayment/instructions?orderId=9&amount=500&payCode=SPEI&requestType=2',
    ],
    ['paymentInstructions', '/repayment/instructions?orderId=9&payCode=+OXXO+&requestType=1'],
    ['complaint', '/complaint'],
    ['complaintUrl', '/complaint/entry?orderId=77'],
    ['bindCard', '/bank-card/bind?orderId=1174&returnTo=%2Frepayment'],
    ['bindBank', '/bank-account/bind?orderId=5'],
    ['repayChoose', '/repayment/choose?orderId=12'],
    ['loanDetail', '/loan/details?orderId=12'],
    ['complaintForm', '/complainPageNext?problemType=1&problemSonType=3&orderNo=A1'],
  ])('%s: %s', async (route, url) => {
    await expectFirstCallAsTable(route, url);
  });

  it.each<[RouteKey, string]>([
    ['loanDetail', '/loan/details?productId=1'],
    ['order', '/loan/order'],
    ['loanAgreement', '/contract'],
    ['periodLoanAgreement', '/agony?orderNo='],
    ['confirm', '/loan/confirm?isType=1'],
    ['paymentInstructions', '/repayment/instructions?orderId=1&payCode=OXXO&requestType=3'],
    ['repay', '/repayment?productId=1'],
    ['repayDelay', '/repayment/extension'],
    ['repayChoose', '/repayment/choose?productId=1'],
    ['complaintDetails', '/complainDetails'],
  ])('%s without its ids (%s): no early request', (route, url) => {
    expect(routePath(route, defaultPaths)).toBe(pathOf(url));
    expect(firstRequestFor(defaultPaths, pathOf(url), search(url))).toBeNull();
  });
});

describe('the routes without a first call', () => {
  it('page keys and fixed path keys never share a name (one key, one route)', () => {
    const fixed = Object.keys(fixedPaths);
    for (const key of Object.keys(defaultPaths)) expect(fixed).not.toContain(key);
  });

  it.each([...withoutFirst.map((key) => routePath(key, defaultPaths)), '*'])(
    '%s opens without a server call',
    async (path) => {
      const url = demoUrls[path] ?? path;
      const { context, findByRole } = await firstCallsOf(path, url);
      await findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(context.api.post).not.toHaveBeenCalled();
      expect(context.api.get).not.toHaveBeenCalled();
      expect(firstRequestFor(defaultPaths, pathOf(url), search(url))).toBeNull();
    },
  );
});

describe('firstRequestFor', () => {
  it('resolves the configured paths; a default path no longer configured is no route', () => {
    const paths = resolvePaths({ loanDetail: '/prestamo/detalle', repay: '/pagar' });
    expect(firstRequestFor(paths, '/prestamo/detalle', '?productId=1&orderId=2')).toEqual({
      endpoint: 'loanDetails',
      params: { productId: '1', orderId: '2' },
    });
    expect(firstRequestFor(paths, '/pagar', '?orderId=2')).toEqual({
      endpoint: 'loanPlayDetail',
      params: { productId: '', orderId: '2' },
    });
    expect(firstRequestFor(paths, '/loan/details', '?productId=1&orderId=2')).toBeNull();
  });

  it('matches as the router does: any letter case, a trailing slash', () => {
    const expected = { endpoint: 'problemDetail', params: { problemId: '5' } };
    expect(firstRequestFor(defaultPaths, '/complainDetails/', '?problemId=5')).toEqual(expected);
    expect(firstRequestFor(defaultPaths, '/COMPLAINDETAILS', '?problemId=5')).toEqual(expected);
  });

  it('knows nothing of unknown routes, the root, or a route without a first call', () => {
    expect(firstRequestFor(defaultPaths, '/no-such-page', '?orderId=1')).toBeNull();
    expect(firstRequestFor(defaultPaths, '/', '')).toBeNull();
    expect(firstRequestFor(defaultPaths, '/settings', '')).toBeNull();
    expect(firstRequestFor(defaultPaths, '/loan/details/extra', '?orderId=1')).toBeNull();
  });

  it('every first call is a POST-able endpoint with form params (no undefined values)', () => {
    for (const row of routeRows()) {
      if (!row.first) continue;
      const url = demoUrls[routePath(row.key, defaultPaths)] ?? '';
      const request = row.first(new URLSearchParams(search(url)));
      expect(request).not.toBeNull();
      for (const value of Object.values(request?.params ?? {})) expect(value).not.toBeUndefined();
    }
  });
});
