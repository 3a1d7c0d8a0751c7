import {
  BRIDGE_CHECK_PATH,
  fixedPaths,
  TEST_PAGE_PATH,
  type FixedPathKey,
  type PageKey,
} from '../config/paths';
import type { FeatureName, PageName } from './featureChunks';

/**
 * The app's routes, one row each: data only, no React and no loaders, so the early script
 * (src/entries/appEarly.ts), the build (webpack.config.ts through src/app/shellRoutes.ts) and the router
 * (src/app/routes.tsx) all read this one table.
 *
 * - `key`: the page key of src/config/paths.ts (a configurable path or a fixed one), or a developer page.
 * - `feature`: the feature the page belongs to. One string names three things: the feature's chunk
 *   (src/app/featureChunks.ts, which loads its slice, saga and pages together), its text namespace
 *   (src/i18n/messages/<locale>/<feature>.json) and the chunk the prerendered page preloads.
 * - `page`: the page component, an export of the feature's `pages.ts`.
 * - `first`: the page's first data call, by name in src/app/firstRequests.ts, which the early script
 *   starts before the app's scripts run. A row without one opens without a server call.
 *
 * The developer pages' rows (the last two) exist only in development and demo builds (CUOTA_DEVTOOLS=1):
 * webpack replaces the condition with a constant, so a production build has neither their rows nor
 * their names.
 *
 * A new page is one row here plus its page in its feature folder (exported from its `pages.ts`).
 */
export type RouteRow = {
  [F in FeatureName]: {
    key: RouteKey;
    feature: F;
    page: PageName<F>;
    first?: FirstCallName;
  };
}[FeatureName];

/** The developer pages' keys (devtools builds only). */
type DevtoolsKey = 'devtools' | 'bridgeCheck';

/** A route's key: a page key of src/config/paths.ts or a developer page. */
export type RouteKey = PageKey | FixedPathKey | DevtoolsKey;

/** The first data calls of src/app/firstRequests.ts, by name. */
export type FirstCallName =
  | 'customerService'
  | 'loanDetail'
  | 'contract'
  | 'confirm'
  | 'paymentInstructions'
  | 'repayment'
  | 'extension'
  | 'cardRepayment'
  | 'complaintEntry'
  | 'complaintForm'
  | 'complaintList'
  | 'complaintDetail'
  | 'bindCard';

const APP_ROUTE_ROWS = [
  {
    key: 'customerService',
    feature: 'customerService',
    page: 'CustomerServicePage',
    first: 'customerService',
  },
  { key: 'loanDetail', feature: 'loanDetail', page: 'LoanDetailPage', first: 'loanDetail' },
  { key: 'order', feature: 'loanDetail', page: 'LoanDetailPage', first: 'loanDetail' },
  { key: 'loanAgreement', feature: 'legal', page: 'ContractPage', first: 'contract' },
  { key: 'periodLoanAgreement', feature: 'legal', page: 'PeriodAgreementPage', first: 'contract' },
  // The login failure page: a text and a button.
  { key: 'error', feature: 'legal', page: 'LoginFailedPage' },
  { key: 'confirm', feature: 'loanConfirm', page: 'LoanConfirmPage', first: 'confirm' },
  {
    key: 'paymentInstructions',
    feature: 'payInstructions',
    page: 'PaymentInstructionsPage',
    first: 'paymentInstructions',
  },
  { key: 'repay', feature: 'repayment', page: 'RepaymentPage', first: 'repayment' },
  { key: 'repayDelay', feature: 'repayment', page: 'ExtensionPage', first: 'extension' },
  // Static text.
  { key: 'repaymentDescription', feature: 'repayment', page: 'RepaymentDescriptionPage' },
  {
    key: 'repayChoose',
    feature: 'cardRepayment',
    page: 'CardRepaymentPage',
    first: 'cardRepayment',
  },
  { key: 'complaint', feature: 'complaints', page: 'ComplaintEntryPage', first: 'complaintEntry' },
  {
    key: 'complaintUrl',
    feature: 'complaints',
    page: 'ComplaintEntryPage',
    first: 'complaintEntry',
  },
  {
    key: 'complaintForm',
    feature: 'complaints',
    page: 'ComplaintFormPage',
    first: 'complaintForm',
  },
  {
    key: 'complaintList',
    feature: 'complaintHistory',
    page: 'ComplaintListPage',
    first: 'complaintList',
  },
  {
    key: 'complaintDetails',
    feature: 'complaintHistory',
    page: 'ComplaintDetailPage',
    first: 'complaintDetail',
  },
  // Documents in the bundle, static text and links, the language and version read from the page.
  { key: 'privacyPolicy', feature: 'legalDocs', page: 'PrivacyPage' },
  { key: 'privacyPolicyLegacy', feature: 'legalDocs', page: 'PrivacyPage' },
  { key: 'loanTerms', feature: 'legalDocs', page: 'LoanTermsPage' },
  { key: 'aboutUs', feature: 'legalDocs', page: 'AboutUsPage' },
  { key: 'setting', feature: 'legalDocs', page: 'SettingsPage' },
  { key: 'bindCard', feature: 'bankCard', page: 'BindCardPage', first: 'bindCard' },
  { key: 'bindBank', feature: 'bankCard', page: 'BindCardPage', first: 'bindCard' },
] as const satisfies readonly RouteRow[];
const APP_ROUTES: readonly RouteRow[] = APP_ROUTE_ROWS;

/** The keys the table has rows for (the developer pages' included): what a tool must know of each page. */
export type TableKey = (typeof APP_ROUTE_ROWS)[number]['key'] | DevtoolsKey;

/** The route table of this build: the app's routes, and the developer pages in devtools builds. */
export const routeRows = (): readonly RouteRow[] =>
  process.env.CUOTA_DEVTOOLS === '1'
    ? [
        ...APP_ROUTES,
        // The developer test page (its first call logs in; it loads no page data) and the native
        // host conformance page (docs/EMBEDDING.md).
        { key: 'devtools', feature: 'devtools', page: 'DevtoolsPage' },
        { key: 'bridgeCheck', feature: 'bridgeCheck', page: 'BridgeCheckPage' },
      ]
    : APP_ROUTES;

/** Whether a row is a developer page (devtools builds only; never prerendered). */
export const isDevtoolsRow = (row: RouteRow): boolean => !APP_ROUTES.includes(row);

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isFixedKey = (key: RouteKey): key is FixedPathKey => own(fixedPaths, key);
const isPageKey = (key: RouteKey, paths: Record<PageKey, string>): key is PageKey =>
  own(paths, key);

/** A developer page's path (its rows exist only in devtools builds; a production build keeps none). */
const devtoolsPath = (key: DevtoolsKey): string =>
  process.env.CUOTA_DEVTOOLS === '1'
    ? key === 'bridgeCheck'
      ? BRIDGE_CHECK_PATH
      : TEST_PAGE_PATH
    : '';

/** The path of a route key with the configured paths. */
export function routePath(key: RouteKey, paths: Record<PageKey, string>): string {
  if (isFixedKey(key)) return fixedPaths[key];
  return isPageKey(key, paths) ? paths[key] : devtoolsPath(key);
}
