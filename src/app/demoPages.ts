import type { TableKey } from './routeTable';

/**
 * A route opened with the demo server's seeded data (server/data/db.json: product 1, orders 1174
 * repayable, 1180 and 1200, complaint 5002 with a reply). Tools only, never the bundle: `npm start`'s
 * deep links, `npm run lighthouse -- --all` (scripts/lighthouseRoutes.js), the link browser test and the
 * early-tap cases open these. Each tool adds the native app's session query itself.
 */
export interface DemoPage {
  /** The route's default path (src/config/paths.ts) with the query its page needs. */
  readonly url: string;
  /** The line `npm start` prints for it, when it prints one. */
  readonly startLink?: string;
  /** Why Lighthouse does not measure it, for the pages borrowers never see. */
  readonly notMeasured?: string;
}

/**
 * One demo page per route of the table: a new row's key is a type error here until its page is added,
 * and a test names the key (test/app/demoPages.test.ts).
 */
export const DEMO_PAGES: Readonly<Record<TableKey, DemoPage>> = {
  customerService: { url: '/customer-service', startLink: 'Customer service' },
  loanDetail: {
    url: '/loan/details?productId=1&orderId=1174',
    startLink: 'Loan details (repayable)',
  },
  order: { url: '/loan/order?productId=1&orderId=1200' },
  loanAgreement: { url: '/contract?orderNo=1174', startLink: 'Contract' },
  periodLoanAgreement: { url: '/agony?orderNo=1174' },
  error: { url: '/login-failed' },
  confirm: { url: '/loan/confirm?productId=1', startLink: 'Loan offer' },
  paymentInstructions: {
    url: '/repayment/instructions?productId=1&orderId=1174&amount=359160&payCode=OXXO&requestType=1',
  },
  repay: { url: '/repayment?productId=1&orderId=1174', startLink: 'Instalment repayment' },
  repayDelay: { url: '/repayment/extension?productId=1&orderId=1174', startLink: 'Extension' },
  repaymentDescription: { url: '/carpmm?productId=1&orderId=1174' },
  repayChoose: {
    url: '/repayment/choose?orderId=1174&productId=1&amount=359160&couponId=',
    startLink: 'Card repayment (SMS step)',
  },
  complaint: { url: '/complaint?orderId=1174', startLink: 'Complaints' },
  complaintUrl: { url: '/complaint/entry?orderId=1180' },
  complaintForm: { url: '/complainPageNext?problemType=2&problemSonType=&orderNo=1174' },
  complaintList: { url: '/complaintList' },
  complaintDetails: { url: '/complainDetails?problemId=5002', startLink: 'Complaint with a reply' },
  privacyPolicy: { url: '/privacy' },
  privacyPolicyLegacy: { url: '/PrivacyPolicy' },
  loanTerms: { url: '/loan-terms' },
  aboutUs: { url: '/about-us' },
  setting: { url: '/settings', startLink: 'Settings' },
  bindCard: { url: '/bank-card/bind', startLink: 'Bank card binding' },
  bindBank: { url: '/bank-account/bind' },
  devtools: {
    url: '/testPreview?productId=1&orderId=1174',
    startLink: 'Test page (QA tapes)',
    notMeasured: 'developer test page, only in CUOTA_DEVTOOLS builds, never shown to borrowers',
  },
  bridgeCheck: {
    url: '/bridge-check',
    startLink: 'Host check (in a web view)',
    notMeasured: 'bridge conformance page for host teams, only in CUOTA_DEVTOOLS builds',
  },
};

/** The native app's session query the demo pages open with (the demo server accepts any). */
export const DEMO_SESSION =
  'deviceId=demo-device&userId=1001&sessionId=demo-session&clientType=android&merchantId=1';

/** A demo page's url with the demo session added to its query. */
export const withDemoSession = (url: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${DEMO_SESSION}`;

/** The catch-all row's page (the not-found page): a path no route has. */
export const NOT_FOUND_DEMO_URL = '/no-such-page';
