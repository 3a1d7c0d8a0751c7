import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { routerRows } from '../../src/app/routes';
import { defaultPaths } from '../../src/config/paths';

/** scripts/lighthouseRoutes.js (plain Node, CommonJS): the pages `npm run lighthouse -- --all` measures. */
interface DemoPage {
  route: string;
  url: string;
}
interface LighthouseRoutes {
  DEMO_SESSION: string;
  DEMO_URLS: Record<string, string>;
  NOT_MEASURED: Record<string, string>;
  EXTRA_PAGES: DemoPage[];
  routeTablePaths: () => string[];
  pagesToMeasure: (tablePaths?: string[]) => DemoPage[];
}

const root = path.resolve(__dirname, '../..');
const routes = jest.requireActual<LighthouseRoutes>('../../scripts/lighthouseRoutes');

function tablePaths(devtools: '1' | undefined): string[] {
  const before = process.env.CUOTA_DEVTOOLS;
  if (devtools === undefined) delete process.env.CUOTA_DEVTOOLS;
  else process.env.CUOTA_DEVTOOLS = devtools;
  try {
    return routerRows(defaultPaths).map((row) => row.path);
  } finally {
    if (before === undefined) delete process.env.CUOTA_DEVTOOLS;
    else process.env.CUOTA_DEVTOOLS = before;
  }
}

describe('lighthouse --all pages', () => {
  it('takes every row of the route table, the developer page included, and leaves the env as it was', () => {
    const before = process.env.CUOTA_DEVTOOLS;
    delete process.env.CUOTA_DEVTOOLS;
    try {
      expect(routes.routeTablePaths()).toEqual(tablePaths('1'));
      expect(process.env.CUOTA_DEVTOOLS).toBeUndefined();
    } finally {
      if (before !== undefined) process.env.CUOTA_DEVTOOLS = before;
    }
  });

  it.each([
    ['with', '1' as const],
    ['without', undefined],
  ])('gives every route of the table (%s the developer pages) a demo URL or a reason', (_, dev) => {
    const paths = tablePaths(dev);
    for (const route of paths) {
      expect([
        route,
        Object.hasOwn(routes.DEMO_URLS, route) || Object.hasOwn(routes.NOT_MEASURED, route),
      ]).toEqual([route, true]);
    }
    const measured = routes.pagesToMeasure(routes.routeTablePaths()).map((p) => p.route);
    expect(measured).toEqual([
      ...paths.filter((p) => !Object.hasOwn(routes.NOT_MEASURED, p)),
      '/promotion',
      '/',
    ]);
  });

  it('opens each route at its own path with the demo session', () => {
    for (const { route, url } of routes.pagesToMeasure()) {
      const parsed = new URL(url, 'http://127.0.0.1');
      if (route === '*') {
        expect(tablePaths('1')).not.toContain(parsed.pathname);
      } else {
        expect(parsed.pathname).toBe(route);
      }
      if (route !== '/' && route !== '/promotion') {
        expect(url).toContain(routes.DEMO_SESSION);
      }
    }
    expect(routes.EXTRA_PAGES).toEqual([
      { route: '/promotion', url: '/promotion?id=1&app_from=cuota&user_from=ads&utm_tag=spring' },
      { route: '/', url: '/' },
    ]);
  });

  it('stops on a route with no demo URL, and on an entry that names no route', () => {
    const paths = routes.routeTablePaths();
    expect(() => routes.pagesToMeasure([...paths, '/new-page'])).toThrow(
      /No demo URL for route\(s\) \/new-page of src\/app\/routes\.tsx/,
    );
    expect(() => routes.pagesToMeasure(paths.filter((p) => p !== '/settings'))).toThrow(
      /names route\(s\) \/settings that src\/app\/routes\.tsx does not have/,
    );
  });

  it('lists the pages from the command line (`npm run lighthouse -- --list`)', () => {
    const res = spawnSync(process.execPath, ['scripts/lighthouse.js', '--list'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(res.status).toBe(0);
    const listed = res.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    expect(listed).toEqual(routes.pagesToMeasure().map((p) => p.route));
    const badRuns = spawnSync(
      process.execPath,
      ['scripts/lighthouse.js', '--list', '--runs', '0'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(badRuns.status).toBe(1);
    expect(badRuns.stderr).toContain('--runs takes a positive whole number');
  });
});
