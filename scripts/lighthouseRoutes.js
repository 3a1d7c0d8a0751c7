// The pages `npm run lighthouse -- --all` measures: every route of the app's route table
// (src/app/routeTable.ts, as the router of src/app/routes.tsx reads it), opened with the demo server's seeded data, then the promotion
// landing and the company website's home. The route list comes from the table itself and each
// route's demo page from src/app/demoPages.ts, so a route added to the table without a demo page there
// stops the run (and fails test/scripts/lighthouseRoutes.test.ts) instead of being skipped silently.

// src/app/demoPages.ts: Node needs ts-node registered to load it (lighthouse.js does); jest loads it
// as it is.
const {
  DEMO_PAGES,
  DEMO_SESSION,
  NOT_FOUND_DEMO_URL,
  withDemoSession,
} = require('../src/app/demoPages');

/**
 * The demo pages of the route table (src/app/demoPages.ts, one per row key), by route path: the page
 * with the ids the demo seeds, the same links as `npm start` and test/e2e/links.e2e.test.ts; the
 * catch-all row opens the not-found page.
 */
function demoTable() {
  const urls = {};
  const notMeasured = {};
  for (const page of Object.values(DEMO_PAGES)) {
    const route = new URL(page.url, 'http://demo').pathname;
    if (page.notMeasured) notMeasured[route] = page.notMeasured;
    else urls[route] = page.url;
  }
  urls['*'] = NOT_FOUND_DEMO_URL;
  return { urls, notMeasured };
}
const { urls: DEMO_URLS, notMeasured: NOT_MEASURED } = demoTable();

/** Pages outside the route table (served by the server, not the app's router). */
const EXTRA_PAGES = [
  { route: '/promotion', url: '/promotion?id=1&app_from=cuota&user_from=ads&utm_tag=spring' },
  { route: '/', url: '/' },
];

/**
 * The paths of the app's router (routerRows of src/app/routes.tsx, default paths), the developer
 * page's row included. Node needs ts-node and scripts/styles.js registered to load it (lighthouse.js
 * does); jest loads it as it is.
 */
function routeTablePaths() {
  const before = process.env.CUOTA_DEVTOOLS;
  process.env.CUOTA_DEVTOOLS = '1';
  try {
    const { routerRows } = require('../src/app/routes');
    const { defaultPaths } = require('../src/config/paths');
    return [...new Set(routerRows(defaultPaths).map((row) => row.path))];
  } finally {
    if (before === undefined) delete process.env.CUOTA_DEVTOOLS;
    else process.env.CUOTA_DEVTOOLS = before;
  }
}

/**
 * The pages to measure, { route, url } each: the table's routes with their demo URL, then EXTRA_PAGES.
 * Throws when a route has neither a demo URL nor a reason in NOT_MEASURED, or an entry names no route.
 */
function pagesToMeasure(tablePaths = routeTablePaths()) {
  const known = (p) => Object.hasOwn(DEMO_URLS, p) || Object.hasOwn(NOT_MEASURED, p);
  const missing = tablePaths.filter((p) => !known(p));
  if (missing.length > 0) {
    throw new Error(
      `No demo URL for route(s) ${missing.join(', ')} of src/app/routes.tsx: add one to DEMO_URLS ` +
        'in scripts/lighthouseRoutes.js (or the reason not to measure it to NOT_MEASURED).',
    );
  }
  const stale = [...Object.keys(DEMO_URLS), ...Object.keys(NOT_MEASURED)].filter(
    (p) => !tablePaths.includes(p),
  );
  if (stale.length > 0) {
    throw new Error(
      `scripts/lighthouseRoutes.js names route(s) ${stale.join(', ')} that src/app/routes.tsx ` +
        'does not have: update DEMO_URLS / NOT_MEASURED.',
    );
  }
  return [
    ...tablePaths
      .filter((p) => Object.hasOwn(DEMO_URLS, p))
      .map((route) => ({ route, url: withDemoSession(DEMO_URLS[route]) })),
    ...EXTRA_PAGES,
  ];
}

module.exports = {
  DEMO_SESSION,
  DEMO_URLS,
  NOT_MEASURED,
  EXTRA_PAGES,
  routeTablePaths,
  pagesToMeasure,
};
