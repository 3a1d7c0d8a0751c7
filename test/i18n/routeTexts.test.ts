import fs from 'fs';
import path from 'path';
import { loadFeatureChunk } from '../../src/app/featureChunks';
import { routeRows } from '../../src/app/routeTable';
import { allFeatures } from '../../src/app/features';
import { promotionFeature } from '../../src/promotion';
import { createTextLoader, loadNamespace } from '../../src/i18n/loadMessages';
import coreEsMX from '../../src/i18n/catalogs/core/es-MX';
import devtoolsEn from '../../src/i18n/messages/en/devtools.json';
import devtoolsEsMX from '../../src/i18n/messages/es-MX/devtools.json';
import devtoolsZhCN from '../../src/i18n/messages/zh-CN/devtools.json';

const SRC = path.resolve(__dirname, '../../src');
const MESSAGES = path.join(SRC, 'i18n/messages/es-MX');
const CORE = ['common', 'app', 'ui'];
const NAMESPACES = fs.readdirSync(MESSAGES).map((f) => f.replace(/\.json$/, ''));

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The namespaces whose ids a folder's files name ('<namespace>.<key>' in a string literal). */
function namespacesUsedIn(folder: string): string[] {
  const used = new Set<string>();
  for (const file of filesOf(path.join(SRC, folder))) {
    for (const m of fs
      .readFileSync(file, 'utf8')
      .matchAll(/['"`]([A-Za-z]+)\.[A-Za-z][\w.]*['"`]/g))
      if (NAMESPACES.includes(m[1])) used.add(m[1]);
  }
  return [...used].sort();
}

describe('texts that come with a route', () => {
  // The route table's features (CUOTA_DEVTOOLS=1 in the tests: the developer pages' too).
  const routed = [...new Set(routeRows().map((row) => row.feature))];

  it('covers every feature of the app (the landing, src/promotion, is an entry of its own)', () => {
    expect([...routed].sort()).toEqual(allFeatures.map((f) => f.slice.reducerPath).sort());
  });

  it.each(routed)(
    '%s: one name for the chunk, the slice and the texts the route loads',
    async (name) => {
      const { feature } = await loadFeatureChunk(name);
      expect({ slice: feature.slice.reducerPath, texts: feature.texts }).toEqual({
        slice: name,
        texts: [name],
      });
      expect(NAMESPACES).toContain(name);
    },
  );

  // The app's features (src/features/<name>; the bridge check page: src/qa/bridgeCheck) and the
  // landing's (src/promotion, its own catalog).
  const folderOf = (name: string) =>
    fs.existsSync(path.join(SRC, 'features', name)) ? `features/${name}` : `qa/${name}`;
  const folders = [
    ...allFeatures
      .filter((f) => f.slice.reducerPath !== 'devtools')
      .map((feature) => ({ folder: folderOf(feature.slice.reducerPath), feature })),
    { folder: 'promotion', feature: promotionFeature },
  ];

  it.each(folders)(
    'every text a feature names is in the core catalog or its own namespaces ($folder)',
    ({ folder, feature }) => {
      const used = namespacesUsedIn(folder);
      const available = [...CORE, ...feature.texts];
      expect({
        feature: feature.slice.reducerPath,
        missing: used.filter((ns) => !available.includes(ns)),
      }).toEqual({ feature: feature.slice.reducerPath, missing: [] });
    },
  );

  it('keeps the feature namespaces out of the core catalog', () => {
    const prefixes = new Set(Object.keys(coreEsMX).map((id) => id.split('.')[0]));
    expect([...prefixes].sort()).toEqual(['app', 'common', 'ui']);
  });
});

describe('createTextLoader', () => {
  it('adds each namespace once to the catalog the provider reads', async () => {
    const messages: Record<string, string> = { 'common.retry': 'Reintentar' };
    const load = jest.fn(async (_locale: string, ns: string) => ({ [`${ns}.title`]: ns }));
    const ensure = createTextLoader('en', messages, load);
    await Promise.all([ensure(['complaints']), ensure(['complaints', 'legal'])]);
    expect(messages).toEqual({
      'common.retry': 'Reintentar',
      'complaints.title': 'complaints',
      'legal.title': 'legal',
    });
    expect(load.mock.calls).toEqual([
      ['en', 'complaints'],
      ['en', 'legal'],
    ]);
  });

  it('tries a namespace again on the next route when it failed', async () => {
    const messages: Record<string, string> = {};
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ 'legal.title': 'Contrato' });
    const ensure = createTextLoader('es-MX', messages, load);
    await ensure(['legal']);
    expect(messages).toEqual({});
    await ensure(['legal']);
    expect(messages).toEqual({ 'legal.title': 'Contrato' });
  });

  it('loads a real namespace file of the locale', async () => {
    const texts = await loadNamespace('en', 'complaints');
    expect(texts['complaints.entryTitle']).toBe('Complaints');
  });

  it.each([
    ['es-MX', devtoolsEsMX],
    ['en', devtoolsEn],
    ['zh-CN', devtoolsZhCN],
  ] as const)(
    "loads the test page's texts in %s with its route (devtools builds), not with the core catalog",
    async (locale, file) => {
      expect(await loadNamespace(locale, 'devtools')).toEqual(file);
      expect(Object.keys(file).length).toBeGreaterThan(0);
      for (const id of Object.keys(file)) expect(coreEsMX).not.toHaveProperty(id);
    },
  );
});
