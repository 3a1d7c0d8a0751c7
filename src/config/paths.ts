/** Every native-app page key of spec section 2. */
export type PageKey =
  | 'confirmNewUrl'
  | 'confirmOfPeriod'
  | 'error'
  | 'loanDetail'
  | 'confirm'
  | 'repayConfirmation'
  | 'order'
  | 'recommendList'
  | 'customerService'
  | 'repay'
  | 'repayDelay'
  | 'repayChoose'
  | 'loanAgreement'
  | 'privacyPolicy'
  | 'aboutUs'
  | 'complaint'
  | 'bindCard'
  | 'complaintUrl'
  | 'productUrl'
  | 'bindBank'
  | 'paymentInstructions'
  | 'setting'
  | 'main'
  | 'login'
  | 'productDetail';

/** Defaults for the configurable routes; override through runtime configuration. */
export const defaultPaths: Record<PageKey, string> = {
  confirmNewUrl: '/loan/confirm-new',
  confirmOfPeriod: '/loan/confirm-period',
  error: '/login-failed',
  loanDetail: '/loan/details',
  confirm: '/loan/confirm',
  repayConfirmation: '/repayment/confirmation',
  order: '/loan/order',
  recommendList: '/recommend',
  customerService: '/customer-service',
  repay: '/repayment',
  repayDelay: '/repayment/extension',
  repayChoose: '/repayment/choose',
  loanAgreement: '/contract',
  privacyPolicy: '/privacy',
  aboutUs: '/about-us',
  complaint: '/complaint',
  bindCard: '/bank-card/bind',
  complaintUrl: '/complaint/entry',
  // The product page outside the app ('Borrow again' in a browser): the company website's home.
  productUrl: '/',
  bindBank: '/bank-account/bind',
  paymentInstructions: '/repayment/instructions',
  setting: '/settings',
  main: '/main',
  login: '/login',
  productDetail: '/product/detail',
};

export const PAGE_KEYS = Object.keys(defaultPaths) as PageKey[];

/** Routes fixed by spec section 2 (not configurable). */
export const fixedPaths = {
  complaintList: '/complaintList',
  complaintForm: '/complainPageNext',
  complaintDetails: '/complainDetails',
  repaymentDescription: '/carpmm',
  periodLoanAgreement: '/agony',
  privacyPolicyLegacy: '/PrivacyPolicy',
  site: '/',
  siteAbout: '/About',
  siteUser: '/User',
  siteContact: '/Contact',
  sitePolicy: '/Policy',
  siteLoan: '/Loan',
  loanTerms: '/loan-terms',
} as const;

export type FixedPathKey = keyof typeof fixedPaths;

function isPageKey(key: string): key is PageKey {
  return Object.prototype.hasOwnProperty.call(defaultPaths, key);
}

/** Defaults overlaid with overrides; unknown keys and values not starting with '/' are ignored. */
export function resolvePaths(
  overrides?: Partial<Record<string, unknown>> | null,
): Record<PageKey, string> {
  const paths: Record<PageKey, string> = { ...defaultPaths };
  if (!overrides || typeof overrides !== 'object') return paths;
  for (const [key, value] of Object.entries(overrides)) {
    if (
      isPageKey(key) &&
      typeof value === 'string' &&
      value.startsWith('/') &&
      !value.startsWith('//')
    ) {
      paths[key] = value;
    }
  }
  return paths;
}

/**
 * The developer test page (spec section 2, /testPreview). Only development and demo builds (CUOTA_DEVTOOLS)
 * route to it; a production build drops the route row and, with it, this path.
 */
export const TEST_PAGE_PATH = '/testPreview';

/**
 * The bridge conformance page a native team opens in its own web view (issue 28): devtools builds only,
 * like the test page.
 */
export const BRIDGE_CHECK_PATH = '/bridge-check';

/** Whether `paths` are the defaults (what the build's prerendered app pages route by). */
export const isDefaultPaths = (paths: Record<PageKey, string>): boolean =>
  PAGE_KEYS.every((key) => paths[key] === defaultPaths[key]);
