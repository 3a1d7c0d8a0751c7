// The pages `npm run lighthouse -- --all` measures: every route of the app's route table
// (src/app/routeTable.ts, as the router of src/app/routes.tsx reads it), opened with the demo server's seeded data, then the promotion
// landing and the company website's home. The route list comes from the table itself, so a route
// added there without a demo URL here stops the run (and fails test/scripts/lighthouseRoutes.test.ts)
// instead of being skipped silently.

/** The native app's query on every app page, as `npm start`'s deep links pass it. */
const DEMO_SESSION =
  'deviceId=demo-device&userId=1001&sessionId=demo-session&clientType=android&merchantId=1';

/**
 * Route path (its default, src/config/paths.ts) -> the page with the ids the demo seeds
 * (server/data/db.json: product 1, orders 1174 repayable, 1180, 1200; complaint 5002 with a reply),
 * the same links as `npm start` and test/e2e/links.e2e.test.ts. DEMO_SESSION is added to each.
 */
const DEMO_URLS = {
  '/customer-service': '/customer-service',
  '/loan/details': '/loan/details?productId=1&orderId=1174',
  '/loan/order': '/loan/order?productId=1&orderId=1200',
  '/contract': '/contract?orderNo=1174',
  '/agony': '/agony?orderNo=1174',
  '/login-failed': '/login-failed',
  '/loan/confirm': '/loan/confirm?productId=1',
  '/repayment/instructions':
    '/repayment/instructions?productId=1&orderId=1174&amount=359160&payCode=OXXO&requestType=1',
  '/repayment': '/repayment?productId=1&orderId=1174',
  '/repayment/extension': '/repayment/extension?productId=1&orderId=1174',
  '/carpmm': '/carpmm?productId=1&orderId=1174',
  '/repayment/choose': '/repayment/choose?orderId=1174&productId=1&amount=359160&couponId=',
  '/complaint': '/complaint?orderId=1174',
  '/complaint/entry': '/complaint/entry?orderId=1180',
  '/complainPageNext': '/complainPageNext?problemType=2&problemSonType=&orderNo=1174',
  '/complaintList': '/complaintList',
  '/complainDetails': '/complainDetails?problemId=5002',
  '/privacy': '/privacy',
  '/PrivacyPolicy': '/PrivacyPolicy',
  '/loan-terms': '/loan-terms',
  '/about-us': '/about-us',
  '/settings': '/settings',
  '/bank-card/bind': '/bank-card/bind',
  '/bank-account/bind': '/bank-account/bind',
  // The catch-all row: the not-found page.
  '*': '/no-such-page',
};

/** Routes of the table deliberately not measured, with the reason. */
const NOT_MEASURED = {
  '/testPreview': 'developer test page, only in CUOTA_DEVTOOLS builds, never shown to borrowers',
  '/bridge-check': 'bridge conformance page for host teams, only in CUOTA_DEVTOOLS builds',
};

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

function withSession(url) {
  return `${url}${url.includes('?') ? '&' : '?'}${DEMO_SESSION}`;
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
      .map((route) => ({ route, url: withSession(DEMO_URLS[route]) })),
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
