import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_SHELL, SHELL_ROUTES } from '../../src/app/shellRoutes';
import { routePath, routeRows } from '../../src/app/routeTable';
import { BRIDGE_CHECK_PATH, defaultPaths, TEST_PAGE_PATH } from '../../src/config/paths';

describe('the prerendered app pages (src/app/shellRoutes.ts, derived from the route table)', () => {
  it('has one page per path of the route table but the developer pages', () => {
    const tablePaths = [...new Set(routeRows().map((row) => routePath(row.key, defaultPaths)))];
    expect(SHELL_ROUTES.map((s) => s.path).sort()).toEqual(
      tablePaths.filter((p) => p !== TEST_PAGE_PATH && p !== BRIDGE_CHECK_PATH).sort(),
    );
  });

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

describe('the feature chunks (src/app/featureChunks.ts)', () => {
  const source = fs.readFileSync(path.join(__dirname, '../../src/app/featureChunks.ts'), 'utf8');

  it('names each chunk after its feature, the name its route preloads and its texts use', () => {
    const rows = [
      ...source.matchAll(/(\w+): \(\) =>\s+import\(\/\* webpackChunkName: "(\w+)" \*\//g),
    ];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, key, chunk] of rows) expect(chunk).toBe(key);
  });

  it('loads each feature from its own folder', () => {
    for (const [, key, folder] of source.matchAll(
      /(\w+): \(\) =>\s+import\([^)]*'\.\.\/features\/(\w+)\/pages'\)/g,
    ))
      expect(folder).toBe(key);
  });
});
