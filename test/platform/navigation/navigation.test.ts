import { createNavigator, hasEncodedSeparator } from '../../../src/platform/navigation/navigation';
import { fakeNavigator } from '../../support/fakeContext';

describe('navigator', () => {
  it('opens same-origin and allowed-host URLs, replacing when asked', () => {
    const nav = fakeNavigator(['pay.example.mx']);
    expect(nav.open('/loan/details?orderId=1', { replace: true })).toBe(true);
    expect(nav.open('https://pay.example.mx/checkout')).toBe(true);
    expect(nav.visited).toEqual([
      { url: '/loan/details?orderId=1', replace: true },
      { url: 'https://pay.example.mx/checkout', replace: false },
    ]);
  });

  it.each([
    'https://evil.example.com/x',
    'javascript:alert(1)',
    '//evil.example.com',
    'data:text/html,x',
  ])('refuses %s and does not navigate', (url) => {
    const nav = fakeNavigator(['pay.example.mx']);
    expect(nav.isAllowed(url)).toBe(false);
    expect(nav.open(url)).toBe(false);
    expect(nav.visited).toEqual([]);
  });
});

describe('navigator.go (in-app paths)', () => {
  const router = () => {
    const calls: { path: string; replace: boolean }[] = [];
    const loads: string[] = [];
    const navigator = createNavigator({
      origin: 'http://localhost',
      allowedHosts: ['pay.example.mx'],
      assign: (url) => loads.push(url),
      replace: (url) => loads.push(url),
      router:
        () =>
        (path, { replace }) =>
          calls.push({ path, replace }),
    });
    return { navigator, calls, loads };
  };

  it('moves the router to the path, replacing when asked, without a page load', () => {
    const { navigator, calls, loads } = router();
    expect(navigator.go('/repayment?orderId=1')).toBe(true);
    expect(navigator.go('/loan/details#top', { replace: true })).toBe(true);
    expect(calls).toEqual([
      { path: '/repayment?orderId=1', replace: false },
      { path: '/loan/details#top', replace: true },
    ]);
    expect(loads).toEqual([]);
  });

  it('loads the path when there is no router (yet)', () => {
    const nav = fakeNavigator();
    expect(nav.go('/repayment?orderId=1')).toBe(true);
    expect(nav.go('/loan/details', { replace: true })).toBe(true);
    expect(nav.visited).toEqual([
      { url: '/repayment?orderId=1', replace: false },
      { url: '/loan/details', replace: true },
    ]);
  });

  it('asks for the router at each call, so one bound after boot is used', () => {
    let bound: ((path: string) => void) | null = null;
    const seen: string[] = [];
    const navigator = createNavigator({
      origin: 'http://localhost',
      allowedHosts: [],
      assign: (url) => seen.push(`load ${url}`),
      replace: (url) => seen.push(`load ${url}`),
      router: () => bound,
    });
    navigator.go('/a');
    bound = (path) => seen.push(`route ${path}`);
    navigator.go('/b');
    expect(seen).toEqual(['load /a', 'route /b']);
  });

  it.each([
    'https://pay.example.mx/checkout',
    'http://localhost/repayment',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'repayment',
    'javascript:alert(1)',
    '',
  ])('refuses %j: only a path of this app goes through go', (path) => {
    const { navigator, calls, loads } = router();
    expect(navigator.go(path)).toBe(false);
    expect(calls).toEqual([]);
    expect(loads).toEqual([]);
  });
});

describe('encoded slashes and backslashes in a path of this origin', () => {
  const refused = [
    '/%2F%2Fevil.example/x',
    '/%2f%2fevil.example/x',
    '/%5C%5Cevil.example/x',
    '/%5cevil.example',
    '/%2Fevil.example',
    '/%252F%252Fevil.example/x',
    '/%25252f/evil.example',
    '/loan%2Fdetails',
    '/%2F%2Fevil.example/x?orderId=1#top',
    'http://localhost/%2F%2Fevil.example/x',
  ];

  it.each(refused)('open refuses %j', (url) => {
    const nav = fakeNavigator(['pay.example.mx']);
    expect(nav.isAllowed(url)).toBe(false);
    expect(nav.open(url)).toBe(false);
    expect(nav.visited).toEqual([]);
  });

  it.each(refused.filter((url) => url.startsWith('/')))('go refuses %j', (path) => {
    const nav = fakeNavigator();
    expect(nav.go(path)).toBe(false);
    expect(nav.visited).toEqual([]);
  });

  it.each([
    '/bank-card/bind?orderId=1&returnTo=%2Floan%2Fdetails',
    '/loan/details#%2Fx',
    '/complaint%20entry',
  ])('a path whose query or hash carries them, or other escapes, is kept: %j', (path) => {
    const nav = fakeNavigator();
    expect(nav.isAllowed(path)).toBe(true);
    expect(nav.go(path)).toBe(true);
  });

  it("another allowed host's path is its own", () => {
    const nav = fakeNavigator(['pay.example.mx']);
    expect(nav.open('https://pay.example.mx/t/abc%2Fdef')).toBe(true);
  });

  it.each([
    ['/a%2Fb', true],
    ['/a%5cb', true],
    ['/a%252fb', true],
    ['/a?x=%2F', false],
    ['/a#%5C', false],
    ['/a%20b', false],
  ])('hasEncodedSeparator(%j) is %s', (url, expected) => {
    expect(hasEncodedSeparator(url)).toBe(expected);
  });
});
