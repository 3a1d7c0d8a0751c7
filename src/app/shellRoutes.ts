import { defaultPaths, fixedPaths } from '../config/paths';

/**
 * The app's pages prerendered at build time (src/app/appPrerender.tsx): one HTML file per route of the
 * route table at its default path, holding the page as it first renders (title bar and the skeleton
 * of its content), so the first paint needs no script. server/static.ts serves each file at its path;
 * any other path gets index.html (a page loading indicator).
 *
 * Build-time facts only: no React here, webpack.config.ts reads it. `chunks` names the route's lazy
 * chunks (webpackChunkName of src/app/pageLoaders.ts and featureLoaders.ts) and `texts` its text
 * namespaces; the page's HTML preloads both with the entry scripts (a test holds them to the table).
 */
export interface ShellRoute {
  path: string;
  /** The HTML file under dist/. */
  file: string;
  chunks: readonly string[];
  texts: readonly string[];
}

/** The fallback page of every other path: the app's loading indicator, replaced by React. */
export const FALLBACK_SHELL = 'index.html';

const feature = {
  customerService: { chunks: ['customer-service'], texts: ['customerService'] },
  loanDetail: { chunks: ['loan-detail'], texts: ['loanDetail'] },
  legal: { chunks: ['legal'], texts: ['legal'] },
  loanConfirm: { chunks: ['loan-confirm'], texts: ['loanConfirm'] },
  payInstructions: { chunks: ['pay-instructions'], texts: ['payInstructions'] },
  repayment: { chunks: ['repayment'], texts: ['repayment'] },
  cardRepayment: { chunks: ['card-repayment'], texts: ['cardRepayment'] },
  complaints: { chunks: ['complaints'], texts: ['complaints'] },
  // The form page and what only it uses (formik, the form component): not loaded with the type list.
  complaintForm: { chunks: ['complaints', 'complaint-form'], texts: ['complaints'] },
  complaintHistory: { chunks: ['complaint-history'], texts: ['complaintHistory'] },
  legalDocs: { chunks: ['legal-docs'], texts: ['legalDocs'] },
  bankCard: { chunks: ['bank-card'], texts: ['bankCard'] },
} as const;

const shell = (path: string, of: { chunks: readonly string[]; texts: readonly string[] }) => ({
  path,
  file: `app${path.replace(/\//g, '-').replace(/^-/, '/')}.html`,
  ...of,
});

export const SHELL_ROUTES: readonly ShellRoute[] = [
  shell(defaultPaths.customerService, feature.customerService),
  shell(defaultPaths.loanDetail, feature.loanDetail),
  shell(defaultPaths.order, feature.loanDetail),
  shell(defaultPaths.loanAgreement, feature.legal),
  shell(fixedPaths.periodLoanAgreement, feature.legal),
  shell(defaultPaths.error, feature.legal),
  shell(defaultPaths.confirm, feature.loanConfirm),
  shell(defaultPaths.paymentInstructions, feature.payInstructions),
  shell(defaultPaths.repay, feature.repayment),
  shell(defaultPaths.repayDelay, feature.repayment),
  shell(fixedPaths.repaymentDescription, feature.repayment),
  shell(defaultPaths.repayChoose, feature.cardRepayment),
  shell(defaultPaths.complaint, feature.complaints),
  shell(defaultPaths.complaintUrl, feature.complaints),
  shell(fixedPaths.complaintForm, feature.complaintForm),
  shell(fixedPaths.complaintList, feature.complaintHistory),
  shell(fixedPaths.complaintDetails, feature.complaintHistory),
  shell(defaultPaths.privacyPolicy, feature.legalDocs),
  shell(fixedPaths.privacyPolicyLegacy, feature.legalDocs),
  shell(fixedPaths.loanTerms, feature.legalDocs),
  shell(defaultPaths.aboutUs, feature.legalDocs),
  shell(defaultPaths.setting, feature.legalDocs),
  shell(defaultPaths.bindCard, feature.bankCard),
  shell(defaultPaths.bindBank, feature.bankCard),
];
