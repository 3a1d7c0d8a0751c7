import { defaultPaths, fixedPaths, PAGE_KEYS, resolvePaths } from '../../src/config/paths';

describe('paths', () => {
  it('defines every page key of spec section 2', () => {
    expect([...PAGE_KEYS].sort()).toEqual(
      [
        'confirmNewUrl',
        'confirmOfPeriod',
        'error',
        'loanDetail',
        'confirm',
        'repayConfirmation',
        'order',
        'recommendList',
        'customerService',
        'repay',
        'repayDelay',
        'repayChoose',
        'loanAgreement',
        'privacyPolicy',
        'aboutUs',
        'complaint',
        'bindCard',
        'complaintUrl',
        'productUrl',
        'bindBank',
        'paymentInstructions',
        'setting',
        'main',
        'login',
        'productDetail',
      ].sort(),
    );
  });

  it('has the agreed defaults', () => {
    expect(defaultPaths).toMatchObject({
      confirm: '/loan/confirm',
      loanDetail: '/loan/details',
      order: '/loan/order',
      error: '/login-failed',
      customerService: '/customer-service',
      repay: '/repayment',
      repayDelay: '/repayment/extension',
      paymentInstructions: '/repayment/instructions',
      loanAgreement: '/contract',
      privacyPolicy: '/privacy',
      aboutUs: '/about-us',
      complaint: '/complaint',
    });
  });

  it('uses absolute, unique paths that do not collide with the fixed routes', () => {
    const values = Object.values(defaultPaths);
    for (const value of values) expect(value.startsWith('/')).toBe(true);
    expect(new Set(values).size).toBe(values.length);
    const fixed = new Set<string>(Object.values(fixedPaths));
    // The product page is no route of the app: outside the app it is the company website's home.
    for (const [key, value] of Object.entries(defaultPaths))
      if (key !== 'productUrl')
        expect({ key, collides: fixed.has(value) }).toEqual({ key, collides: false });
    expect(defaultPaths.productUrl).toBe(fixedPaths.site);
  });

  it('keeps the fixed routes of spec section 2', () => {
    expect(Object.values(fixedPaths)).toEqual(
      expect.arrayContaining([
        '/complaintList',
        '/complainPageNext',
        '/complainDetails',
        '/carpmm',
        '/agony',
        '/PrivacyPolicy',
        '/',
        '/About',
        '/User',
        '/Contact',
        '/Policy',
        '/Loan',
      ]),
    );
  });

  it('returns the defaults without overrides', () => {
    expect(resolvePaths()).toEqual(defaultPaths);
    expect(resolvePaths(null)).toEqual(defaultPaths);
    expect(resolvePaths({})).toEqual(defaultPaths);
  });

  it('applies valid overrides', () => {
    expect(resolvePaths({ confirm: '/orderConfirm', repay: '/pay' })).toEqual({
      ...defaultPaths,
      confirm: '/orderConfirm',
      repay: '/pay',
    });
  });

  it('ignores unknown keys, non-strings and values not starting with a slash', () => {
    const paths = resolvePaths({
      nope: '/x',
      confirm: 'loan/confirm',
      repay: 'https://evil.example/repay',
      order: '//evil.example',
      aboutUs: 7,
      toString: '/hijack',
    });
    expect(paths).toEqual(defaultPaths);
    expect(paths).not.toHaveProperty('nope');
  });

  it('does not mutate the defaults', () => {
    resolvePaths({ confirm: '/changed' });
    expect(defaultPaths.confirm).toBe('/loan/confirm');
  });
});
