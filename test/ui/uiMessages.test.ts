import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import en from '../../src/i18n/messages/en/ui.json';
import esMX from '../../src/i18n/messages/es-MX/ui.json';
import zhCN from '../../src/i18n/messages/zh-CN/ui.json';

const catalogs: Record<string, Record<string, string>> = { 'es-MX': esMX, en, 'zh-CN': zhCN };

describe('ui.json catalogs', () => {
  const esKeys = Object.keys(esMX).sort();

  it.each(Object.keys(catalogs))(
    '%s has the same keys as es-MX, all ui.* with non-empty text',
    (locale) => {
      const catalog = catalogs[locale];
      expect(Object.keys(catalog).sort()).toEqual(esKeys);
      for (const [key, value] of Object.entries(catalog)) {
        expect(key).toMatch(/^ui\.[A-Za-z]+$/);
        expect(typeof value).toBe('string');
        expect(value.trim()).not.toBe('');
      }
    },
  );

  it('covers every ui.* id used in src/ui', () => {
    const dir = join(__dirname, '../../src/ui');
    const used = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(/['"](ui\.[A-Za-z]+)['"]/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].sort()).toEqual(esKeys);
  });
});
