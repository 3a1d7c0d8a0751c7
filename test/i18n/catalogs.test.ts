import fs from 'fs';
import path from 'path';
import { LOCALES } from '../../src/i18n/locale';
import { textsOf } from '../support/texts';
import { esMX, en, zhCN } from '../support/appCatalogs';
import promoEn from '../../src/i18n/catalogs/promotion/en';
import promoEsMX from '../../src/i18n/catalogs/promotion/es-MX';
import promoZhCN from '../../src/i18n/catalogs/promotion/zh-CN';
import siteEn from '../../src/i18n/catalogs/site/en';
import siteEsMX from '../../src/i18n/catalogs/site/es-MX';
import siteZhCN from '../../src/i18n/catalogs/site/zh-CN';

const I18N = path.resolve(__dirname, '../../src/i18n');
const MESSAGES = path.join(I18N, 'messages');
const SRC = path.resolve(__dirname, '../../src');
const t = textsOf;

/** Every text of a locale: the app's whole catalog, the promotion landing's and the website's. */
const catalogs: Record<string, Record<string, string>> = {
  'es-MX': { ...esMX, ...t(promoEsMX), ...t(siteEsMX) },
  en: { ...en, ...t(promoEn), ...t(siteEn) },
  'zh-CN': { ...zhCN, ...t(promoZhCN), ...t(siteZhCN) },
};

function namespacesOf(locale: string): string[] {
  const dir = path.join(MESSAGES, locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function readNamespace(locale: string, ns: string): Record<string, unknown> | null {
  const file = path.join(MESSAGES, locale, `${ns}.json`);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Top-level ICU argument names: {name}, {count, plural, ...}. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(m[1]);
  return [...names].sort();
}

const allNamespaces = [...new Set(LOCALES.flatMap(namespacesOf))].sort();

describe('message catalogs', () => {
  it('has the three locale folders and the common namespace', () => {
    expect(LOCALES).toEqual(['es-MX', 'en', 'zh-CN']);
    for (const locale of LOCALES) expect(fs.existsSync(path.join(MESSAGES, locale))).toBe(true);
    expect(allNamespaces).toContain('common');
  });

  describe.each(allNamespaces)('namespace %s', (ns) => {
    it('exists in every locale as a flat object of non-empty strings with prefixed keys', () => {
      for (const locale of LOCALES) {
        const messages = readNamespace(locale, ns);
        expect({ locale, present: messages !== null }).toEqual({ locale, present: true });
        expect(messages !== null && typeof messages === 'object' && !Array.isArray(messages)).toBe(
          true,
        );
        for (const [key, value] of Object.entries(messages ?? {})) {
          expect({ locale, key, prefixed: key.startsWith(`${ns}.`) }).toEqual({
            locale,
            key,
            prefixed: true,
          });
          expect({ locale, key, type: typeof value }).toEqual({ locale, key, type: 'string' });
          expect({ locale, key, empty: String(value).trim() === '' }).toEqual({
            locale,
            key,
            empty: false,
          });
        }
      }
    });

    it('has the same keys in every locale', () => {
      const keySets = LOCALES.map((locale) => Object.keys(readNamespace(locale, ns) ?? {}).sort());
      const union = [...new Set(keySets.flat())].sort();
      LOCALES.forEach((locale, i) => {
        expect({ locale, missing: union.filter((k) => !keySets[i].includes(k)) }).toEqual({
          locale,
          missing: [],
        });
      });
    });

    it('uses the same ICU placeholders in every locale', () => {
      const base = readNamespace('es-MX', ns) ?? {};
      for (const key of Object.keys(base)) {
        const expected = placeholders(String(base[key]));
        for (const locale of LOCALES) {
          const text = String((readNamespace(locale, ns) ?? {})[key] ?? '');
          expect({ locale, key, placeholders: placeholders(text) }).toEqual({
            locale,
            key,
            placeholders: expected,
          });
        }
      }
    });
  });

  describe.each(LOCALES)('catalog %s', (locale) => {
    it('exports every key of every namespace file', () => {
      const catalog = catalogs[locale];
      for (const ns of namespacesOf(locale)) {
        for (const [key, value] of Object.entries(readNamespace(locale, ns) ?? {})) {
          expect({ key, value: catalog[key] }).toEqual({ key, value });
        }
      }
    });
  });

  it('contains the shared texts of spec section 8', () => {
    expect(esMX['common.networkError']).toBe('Error de red, inténtelo de nuevo');
    expect(en['common.networkError']).toBe('Network error, please try again');
    expect(zhCN['common.networkError']).toBe('网络错误，请重试');
    expect(esMX['common.error']).toBe('Error');
    expect(en['common.error']).toBe('error');
    expect(zhCN['common.error']).toBe('错误');
    for (const key of [
      'common.timeout',
      'common.malformed',
      'common.retry',
      'common.loading',
      'common.back',
      'common.close',
      'common.copy',
      'common.copySuccess',
      'common.confirm',
      'common.cancel',
      'common.loadFailed',
    ]) {
      for (const catalog of [esMX, en, zhCN]) expect(typeof catalog[key]).toBe('string');
    }
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('defineMessages ids', () => {
  const files = sourceFiles(SRC).filter((f) =>
    fs.readFileSync(f, 'utf8').includes('defineMessages'),
  );
  const ids = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\bid:\s*['"]([^'"]+)['"]/g)].map((m) => ({
      file: path.relative(SRC, file),
      id: m[1],
    })),
  );

  it('finds message descriptors in src', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('every id exists in the %s catalog', (locale) => {
    const missing = ids.filter(({ id }) => !(id in catalogs[locale]));
    expect(missing).toEqual([]);
  });
});
