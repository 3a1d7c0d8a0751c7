import type { ComponentType } from 'react';

/** A route's page module: a chunk of its own, named after its feature (the size budgets' rows). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/*
 * Every page of the route table, each loaded when its route is first shown (routes.tsx reads them as
 * `pages.<name>`). Named exports rather than one object: the bundle keeps no property names for them.
 */
export const customerServicePage: PageLoader = () =>
  import(
    /* webpackChunkName: "customer-service" */ '../features/customerService/components/CustomerServicePage'
  );
export const loanDetailPage: PageLoader = () =>
  import(/* webpackChunkName: "loan-detail" */ '../features/loanDetail/components/LoanDetailPage');
export const contractPage: PageLoader = () =>
  import(/* webpackChunkName: "legal" */ '../features/legal/components/ContractPage');
export const periodAgreementPage: PageLoader = () =>
  import(/* webpackChunkName: "legal" */ '../features/legal/components/PeriodAgreementPage');
export const loginFailedPage: PageLoader = () =>
  import(/* webpackChunkName: "legal" */ '../features/legal/components/LoginFailedPage');
export const loanConfirmPage: PageLoader = () =>
  import(
    /* webpackChunkName: "loan-confirm" */ '../features/loanConfirm/components/LoanConfirmPage'
  );
export const paymentInstructionsPage: PageLoader = () =>
  import(
    /* webpackChunkName: "pay-instructions" */ '../features/payInstructions/components/PaymentInstructionsPage'
  );
export const repaymentPage: PageLoader = () =>
  import(/* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentPage');
export const extensionPage: PageLoader = () =>
  import(/* webpackChunkName: "repayment" */ '../features/repayment/components/ExtensionPage');
export const repaymentDescriptionPage: PageLoader = () =>
  import(
    /* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentDescriptionPage'
  );
export const cardRepaymentPage: PageLoader = () =>
  import(
    /* webpackChunkName: "card-repayment" */ '../features/cardRepayment/components/CardRepaymentPage'
  );
export const complaintEntryPage: PageLoader = () =>
  import(
    /* webpackChunkName: "complaints" */ '../features/complaints/components/ComplaintEntryPage'
  );
export const complaintFormPage: PageLoader = () =>
  import(
    /* webpackChunkName: "complaint-form" */ '../features/complaints/components/ComplaintFormPage'
  );
export const complaintListPage: PageLoader = () =>
  import(
    /* webpackChunkName: "complaint-history" */ '../features/complaintHistory/components/ComplaintListPage'
  );
export const complaintDetailPage: PageLoader = () =>
  import(
    /* webpackChunkName: "complaint-history" */ '../features/complaintHistory/components/ComplaintDetailPage'
  );
export const privacyPage: PageLoader = () =>
  import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/PrivacyPage');
export const loanTermsPage: PageLoader = () =>
  import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/LoanTermsPage');
export const aboutUsPage: PageLoader = () =>
  import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/AboutUsPage');
export const settingsPage: PageLoader = () =>
  import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/SettingsPage');
export const bindCardPage: PageLoader = () =>
  import(/* webpackChunkName: "bank-card" */ '../features/bankCard/components/BindCardPage');
