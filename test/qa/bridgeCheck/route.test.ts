import { loadRoute, routerRows } from '../../../src/app/routes';
import { allFeatures } from '../../../src/app/features';
import { BRIDGE_CHECK_PATH, defaultPaths } from '../../../src/config/paths';
import { bridgeCheckFeature } from '../../../src/qa/bridgeCheck';
import coreEsMX from '../../../src/i18n/catalogs/core/es-MX';
import { loadNamespace } from '../../../src/i18n/loadMessages';
import en from '../../../src/i18n/messages/en/bridgeCheck.json';
import esMX from '../../../src/i18n/messages/es-MX/bridgeCheck.json';
import zhCN from '../../../src/i18n/messages/zh-CN/bridgeCheck.json';

function rowsWith(devtools: string | undefined) {
  const before = process.env.CUOTA_DEVTOOLS;
  if (devtools === undefined) delete process.env.CUOTA_DEVTOOLS;
  else process.env.CUOTA_DEVTOOLS = devtools;
  try {
    return routerRows(defaultPaths);
  } finally {
    process.env.CUOTA_DEVTOOLS = before;
  }
}

describe('the bridge check route (devtools builds only)', () => {
  it('is in the route table only with CUOTA_DEVTOOLS=1, before the catch-all', () => {
    expect(rowsWith(undefined).map((r) => r.path)).not.toContain(BRIDGE_CHECK_PATH);
    expect(rowsWith('').map((r) => r.path)).not.toContain(BRIDGE_CHECK_PATH);
    const paths = rowsWith('1').map((r) => r.path);
    expect(paths).toContain(BRIDGE_CHECK_PATH);
    expect(paths.at(-1)).toBe('*');
  });

  it('brings its feature, its texts and its page', async () => {
    const row = rowsWith('1').find((r) => r.path === BRIDGE_CHECK_PATH);
    if (!row?.route) throw new Error('no bridge check route');
    const injected: unknown[] = [];
    const texts: string[] = [];
    const page = await loadRoute(row.route, { injectFeature: (f) => injected.push(f) }, (ns) => {
      texts.push(...ns);
      return Promise.resolve();
    });
    expect(injected).toEqual([bridgeCheckFeature]);
    expect(texts).toEqual(['bridgeCheck']);
    expect(typeof page.default).toBe('function');
    // Tests and QA replay start with it, like every feature.
    expect(allFeatures).toContain(bridgeCheckFeature);
  });

  it.each([
    ['es-MX', esMX],
    ['en', en],
    ['zh-CN', zhCN],
  ] as const)(
    'loads its %s texts with the route, none in the core catalog',
    async (locale, file) => {
      expect(await loadNamespace(locale, 'bridgeCheck')).toEqual(file);
      expect(Object.keys(file).length).toBeGreaterThan(50);
      for (const id of Object.keys(file)) expect(coreEsMX).not.toHaveProperty(id);
    },
  );
});
