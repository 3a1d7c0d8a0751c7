import {
  BRIDGE_CHECK_PATH,
  fixedPaths,
  TEST_PAGE_PATH,
  type FixedPathKey,
  type PageKey,
} from '../config/paths';
import { bindCardFirst } from '../features/bankCard/bankCardParams';
import { cardRepaymentFirst } from '../features/cardRepayment/cardRepaymentParams';
import {
  complaintDetailFirst,
  complaintListFirst,
} from '../features/complaintHistory/complaintHistoryParams';
import { complaintEntryFirst, complaintFormFirst } from '../features/complaints/complaintsParams';
import { customerServiceFirst } from '../features/customerService/customerServiceParams';
import { contractFirst } from '../features/legal/legalParams';
import { confirmFirst } from '../features/loanConfirm/loanConfirmParams';
import { loanDetailFirst } from '../features/loanDetail/loanDetailParams';
import { instructionsFirst } from '../features/payInstructions/payInstructionsParams';
import { extensionFirst, repaymentFirst } from '../features/repayment/repaymentParams';
import type { FirstCall } from '../platform/api/firstCall';
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
 * - `first`: the page's first data call, the function the feature exports beside its api call's body
 *   builder (its *Params.ts): the early script (src/app/firstRequests.ts) starts it before the app's
 *   scripts run. A row without one opens without a server call. The early script and the app are one
 *   load (the app's entry depends on the early one, build/chunking.ts): these functions ship once.
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
    first?: FirstCall;
  };
}[FeatureName];

/** The developer pages' keys (devtools builds only). */
type DevtoolsKey = 'devtools' | 'bridgeCheck';

/** A route's key: a page key of src/config/paths.ts or a developer page. */
export type RouteKey = PageKey | FixedPathKey | DevtoolsKey;

const APP_ROUTE_ROWS = [
  {
    key: 'customerService',
    feature: 'customerService',
    page: 'CustomerServicePage',
    first: customerServiceFirst,
  },
  { key: 'loanDetail', feature: 'loanDetail', page: 'LoanDetailPage', first: loanDetailFirst },
  { key: 'order', feature: 'loanDetail', page: 'LoanDetailPage', first: loanDetailFirst },
  { key: 'loanAgreement', feature: 'legal', page: 'ContractPage', first: contractFirst },
  {
    key: 'periodLoanAgreement',
    feature: 'legal',
    page: 'PeriodAgreementPage',
    first: contractFirst,
  },
  // The login failure page: a text and a button.
  { key: 'error', feature: 'legal', page: 'LoginFailedPage' },
  { key: 'confirm', feature: 'loanConfirm', page: 'LoanConfirmPage', first: confirmFirst },
  {
    key: 'paymentInstructions',
    feature: 'payInstructions',
    page: 'PaymentInstructionsPage',
    first: instructionsFirst,
  },
  { key: 'repay', feature: 'repayment', page: 'RepaymentPage', first: repaymentFirst },
  { key: 'repayDelay', feature: 'repayment', page: 'ExtensionPage', first: extensionFirst },
  // Static text.
  { key: 'repaymentDescription', feature: 'repayment', page: 'RepaymentDescriptionPage' },
  {
    key: 'repayChoose',
    feature: 'cardRepayment',
    page: 'CardRepaymentPage',
    first: cardRepaymentFirst,
  },
  {
    key: 'complaint',
    feature: 'complaints',
    page: 'ComplaintEntryPage',
    first: complaintEntryFirst,
  },
  {
    key: 'complaintUrl',
    feature: 'complaints',
    page: 'ComplaintEntryPage',
    first: complaintEntryFirst,
  },
  {
    key: 'complaintForm',
    feature: 'complaints',
    page: 'ComplaintFormPage',
    first: complaintFormFirst,
  },
  {
    key: 'complaintList',
    feature: 'complaintHistory',
    page: 'ComplaintListPage',
    first: complaintListFirst,
  },
  {
    key: 'complaintDetails',
    feature: 'complaintHistory',
    page: 'ComplaintDetailPage',
    first: complaintDetailFirst,
  },
  // Documents in the bundle, static text and links, the language and version read from the page.
  { key: 'privacyPolicy', feature: 'legalDocs', page: 'PrivacyPage' },
  { key: 'privacyPolicyLegacy', feature: 'legalDocs', page: 'PrivacyPage' },
  { key: 'loanTerms', feature: 'legalDocs', page: 'LoanTermsPage' },
  { key: 'aboutUs', feature: 'legalDocs', page: 'AboutUsPage' },
  { key: 'setting', feature: 'legalDocs', page: 'SettingsPage' },
  { key: 'bindCard', feature: 'bankCard', page: 'BindCardPage', first: bindCardFirst },
  { key: 'bindBank', feature: 'bankCard', page: 'BindCardPage', first: bindCardFirst },
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
