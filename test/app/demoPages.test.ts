import { DEMO_PAGES, NOT_FOUND_DEMO_URL, type DemoPage } from '../../src/app/demoPages';
import { routePath, routeRows } from '../../src/app/routeTable';
import { defaultPaths } from '../../src/config/paths';

/** The path a demo page opens, without its query. */
const pathOf = (url: string) => new URL(url, 'http://demo').pathname;

describe('the demo pages (src/app/demoPages.ts): one per row of the route table', () => {
  const rows = routeRows();

  it('gives every row (the developer pages included) a page at its own path, naming a row without one', () => {
    expect(rows.map((row) => row.key)).toContain('devtools');
    const pages: Readonly<Record<string, DemoPage | undefined>> = DEMO_PAGES;
    for (const row of rows) {
      const page = pages[row.key];
      expect([row.key, page && pathOf(page.url)]).toEqual([
        row.key,
        routePath(row.key, defaultPaths),
      ]);
    }
  });

  it('names no page the table lacks', () => {
    const keys: string[] = rows.map((row) => row.key);
    expect(Object.keys(DEMO_PAGES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('leaves only the developer pages out of Lighthouse, each with its reason', () => {
    const notMeasured = Object.entries(DEMO_PAGES).filter(([, page]) => page.notMeasured);
    expect(notMeasured.map(([key]) => key)).toEqual(['devtools', 'bridgeCheck']);
    for (const [, page] of notMeasured) expect(page.notMeasured).toMatch(/CUOTA_DEVTOOLS/);
  });

  it('opens the not-found page at a path no route has', () => {
    expect(rows.map((row) => routePath(row.key, defaultPaths))).not.toContain(
      pathOf(NOT_FOUND_DEMO_URL),
    );
  });
});
