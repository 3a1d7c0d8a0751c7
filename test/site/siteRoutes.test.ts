import {
  NAV_ROUTES,
  SITE_ROUTES,
  navOf,
  pathOf,
  sectionForNav,
  sectionForPath,
  siteLocale,
  type SiteSection,
} from '../../src/site';

describe('website routes (spec section 2 and 4)', () => {
  it.each([
    [0, 'home', '/'],
    [1, 'about', '/About'],
    [2, 'policy', '/Policy'],
    [3, 'loan', '/Loan'],
  ] as [number, SiteSection, string][])(
    'nav index %i is %s at %s, both ways',
    (nav, section, path) => {
      expect(sectionForNav(nav)).toBe(section);
      expect(pathOf(section)).toBe(path);
      expect(sectionForPath(path)).toBe(section);
      expect(navOf(section)).toBe(nav);
    },
  );

  it('has the tabs Home, About us, Privacy Policy, Loan terms and conditions in nav order', () => {
    expect(NAV_ROUTES.map((r) => [r.nav, r.path])).toEqual([
      [0, '/'],
      [1, '/About'],
      [2, '/Policy'],
      [3, '/Loan'],
    ]);
  });

  it.each([
    ['/Contact', 'contact'],
    ['/User', 'user'],
  ] as [string, SiteSection][])('%s is a section off the tabs', (path, section) => {
    expect(sectionForPath(path)).toBe(section);
    expect(navOf(section)).toBeNull();
  });

  it.each(['/nowhere', '/about', '/Policy/x', '/site/About.html', ''])(
    'an unknown path (%p) shows Home',
    (path) => {
      expect(sectionForPath(path)).toBe('home');
    },
  );

  it('tolerates a trailing slash', () => {
    expect(sectionForPath('/Loan/')).toBe('loan');
  });

  it.each([-1, 4, 1.5, Number.NaN])('a nav index off the tabs (%p) shows Home', (index) => {
    expect(sectionForNav(index)).toBe('home');
  });

  it('gives each of the six paths its own prerendered file', () => {
    expect(SITE_ROUTES.map((r) => [r.path, r.file])).toEqual([
      ['/', 'site/index.html'],
      ['/About', 'site/About.html'],
      ['/Policy', 'site/Policy.html'],
      ['/Loan', 'site/Loan.html'],
      ['/Contact', 'site/Contact.html'],
      ['/User', 'site/User.html'],
    ]);
  });
});

describe('website language (src/i18n/locale.ts chooseLocale)', () => {
  it.each([
    ['', 'es-MX'],
    ['?lang=en', 'en'],
    ['?lang=zh-CN', 'zh-CN'],
    ['?lang=es-MX', 'es-MX'],
    ['?languageType=1', 'en'],
    ['?languageType=0', 'es-MX'],
    ['?languageType=1&lang=zh-CN', 'zh-CN'],
    ['?lang=fr', 'es-MX'],
  ])('%p reads in %s', (search, locale) => {
    expect(siteLocale(search)).toBe(locale);
  });
});
