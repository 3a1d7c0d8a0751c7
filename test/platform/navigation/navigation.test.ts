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
