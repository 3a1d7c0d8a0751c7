import { loadMessages } from '../../src/i18n/loadMessages';
import { LOCALES } from '../../src/i18n/locale';

describe('loadMessages', () => {
  it.each([
    ['es-MX', 'Error de red, inténtelo de nuevo'],
    ['en', 'Network error, please try again'],
    ['zh-CN', '网络错误，请重试'],
  ] as const)('loads the %s catalog', async (locale, networkError) => {
    const messages = await loadMessages(locale);
    expect(messages['common.networkError']).toBe(networkError);
  });

  it('returns catalogs with the same keys for every locale', async () => {
    const [first, ...rest] = await Promise.all(LOCALES.map((l) => loadMessages(l)));
    for (const other of rest) expect(Object.keys(other).sort()).toEqual(Object.keys(first).sort());
  });
});
