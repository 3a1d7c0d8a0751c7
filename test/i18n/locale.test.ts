import { chooseLocale, LOCALES } from '../../src/i18n/locale';

describe('chooseLocale', () => {
  it.each([
    [{}, 'es-MX'],
    [{ languageType: '0' }, 'es-MX'],
    [{ languageType: '2' }, 'es-MX'],
    [{ languageType: '' }, 'es-MX'],
    [{ languageType: '1' }, 'en'],
    [{ lang: 'en' }, 'en'],
    [{ lang: 'es-MX' }, 'es-MX'],
    [{ lang: 'es' }, 'es-MX'],
    [{ lang: 'zh-CN' }, 'zh-CN'],
    [{ lang: 'zh' }, 'zh-CN'],
    [{ lang: 'zh-CN', languageType: '1' }, 'zh-CN'],
    [{ lang: 'es-MX', languageType: '1' }, 'es-MX'],
    [{ lang: 'fr', languageType: '1' }, 'en'],
    [{ lang: 'fr' }, 'es-MX'],
    [{ lang: 'EN' }, 'es-MX'],
    [{ lang: 'toString' }, 'es-MX'],
  ] as const)('%p -> %s', (params, expected) => {
    expect(chooseLocale(params)).toBe(expected);
  });

  it('lists the three supported locales, Spanish first', () => {
    expect(LOCALES).toEqual(['es-MX', 'en', 'zh-CN']);
  });
});

describe('a market offers its own languages', () => {
  it.each([
    [{}, ['en', 'zh-CN'], 'en'],
    [{ lang: 'es-MX' }, ['en', 'zh-CN'], 'en'],
    [{ languageType: '0' }, ['en', 'zh-CN'], 'en'],
    [{ lang: 'zh-CN' }, ['en', 'zh-CN'], 'zh-CN'],
    [{ languageType: '1' }, ['es-MX', 'en', 'zh-CN'], 'en'],
    [{}, ['es-MX', 'en', 'zh-CN'], 'es-MX'],
  ] as const)('%p among %p -> %s', (asked, offered, locale) => {
    expect(chooseLocale(asked, offered)).toBe(locale);
  });
});
