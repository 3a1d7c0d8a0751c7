import fs from 'node:fs';
import path from 'node:path';
import * as featureLoaders from '../../src/app/featureLoaders';
import * as pageLoaders from '../../src/app/pageLoaders';
import { routeTable } from '../../src/app/routes';
import { FALLBACK_SHELL, SHELL_ROUTES } from '../../src/app/shellRoutes';
import { BRIDGE_CHECK_PATH, defaultPaths, TEST_PAGE_PATH } from '../../src/config/paths';

/** Export name -> webpackChunkName, read from a loader module's source. */
function chunkNames(file: string): Map<string, string> {
  const source = fs.readFileSync(path.join(__dirname, '../../src/app', file), 'utf8');
  const names = new Map<string, string>();
  for (const m of source.matchAll(/export const (\w+)[^=]*=[^]*?webpackChunkName: "([\w-]+)"/g))
    names.set(m[1], m[2]);
  return names;
}

const pageChunks = chunkNames('pageLoaders.ts');
const featureChunks = chunkNames('featureLoaders.ts');
const nameOf = <T>(module: Record<string, T>, value: T) =>
  Object.keys(module).find((key) => module[key] === value);

/** The route table's rows the build prerenders: all but the catch-all and the developer pages. */
const rows = routeTable(defaultPaths).filter(
  (r) => r.path !== '*' && r.path !== TEST_PAGE_PATH && r.path !== BRIDGE_CHECK_PATH,
);

describe('the prerendered app pages (src/app/shellRoutes.ts)', () => {
  it('has one page per route of the route table, at its default path, and nothing else', () => {
    expect(SHELL_ROUTES.map((s) => s.path).sort()).toEqual(rows.map((r) => r.path).sort());
  });

  it.each(rows.map((row) => [row.path, row] as const))(
    '%s preloads its page chunk, its feature chunk and its texts',
    (routePath, row) => {
      const shell = SHELL_ROUTES.find((s) => s.path === routePath);
      const page = pageChunks.get(nameOf(pageLoaders, row.page) ?? '');
      expect(page).toBeDefined();
      const wanted = [page];
      if (row.feature) wanted.push(featureChunks.get(nameOf(featureLoaders, row.feature) ?? ''));
      expect(shell?.chunks).toEqual(expect.arrayContaining(wanted));
      expect(shell?.texts).toEqual(row.feature?.texts ?? []);
    },
  );

  it('writes each page to its own file under app/, none over the fallback', () => {
    const files = SHELL_ROUTES.map((s) => s.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(FALLBACK_SHELL);
    for (const file of files) expect(file).toMatch(/^app\/[\w-]+\.html$/);
    expect(SHELL_ROUTES.find((s) => s.path === '/repayment/extension')?.file).toBe(
      'app/repayment-extension.html',
    );
  });
});
