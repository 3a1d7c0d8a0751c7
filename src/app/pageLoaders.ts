import type { ComponentType } from 'react';

/** A route's page module: a chunk of its own, named after its feature (the size budgets' rows). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Every page of the route table, each loaded when its route is first shown. */
export const pages = {
  customerServicePage: () =>
    import(
      /* webpackChunkName: "customer-service" */ '../features/customerService/components/CustomerServicePage'
    ),
  loanDetailPage: () =>
    import(
      /* webpackChunkName: "loan-detail" */ '../features/loanDetail/components/LoanDetailPage'
    ),
  contractPage: () =>
    import(/* webpackChunkName: "legal" */ '../features/legal/components/ContractPage'),
  periodAgreementPage: () =>
    import(/* webpackChunkName: "legal" */ '../features/legal/components/PeriodAgreementPage'),
  loginFailedPage: () =>
    import(/* webpackChunkName: "legal" */ '../features/legal/components/LoginFailedPage'),
  loanConfirmPage: () =>
    import(
      /* webpackChunkName: "loan-confirm" */ '../features/loanConfirm/components/LoanConfirmPage'
    ),
  paymentInstructionsPage: () =>
    import(
      /* webpackChunkName: "pay-instructions" */ '../features/payInstructions/components/PaymentInstructionsPage'
    ),
  repaymentPage: () =>
    import(/* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentPage'),
  extensionPage: () =>
    import(/* webpackChunkName: "repayment" */ '../features/repayment/components/ExtensionPage'),
  repaymentDescriptionPage: () =>
    import(
      /* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentDescriptionPage'
    ),
  cardRepaymentPage: () =>
    import(
      /* webpackChunkName: "card-repayment" */ '../features/cardRepayment/components/CardRepaymentPage'
    ),
  complaintEntryPage: () =>
    import(
      /* webpackChunkName: "complaints" */ '../features/complaints/components/ComplaintEntryPage'
    ),
  complaintFormPage: () =>
    import(
      /* webpackChunkName: "complaints" */ '../features/complaints/components/ComplaintFormPage'
    ),
  complaintListPage: () =>
    import(
      /* webpackChunkName: "complaint-history" */ '../features/complaintHistory/components/ComplaintListPage'
    ),
  complaintDetailPage: () =>
    import(
      /* webpackChunkName: "complaint-history" */ '../features/complaintHistory/components/ComplaintDetailPage'
    ),
  privacyPage: () =>
    import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/PrivacyPage'),
  loanTermsPage: () =>
    import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/LoanTermsPage'),
  aboutUsPage: () =>
    import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/AboutUsPage'),
  settingsPage: () =>
    import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs/components/SettingsPage'),
  bindCardPage: () =>
    import(/* webpackChunkName: "bank-card" */ '../features/bankCard/components/BindCardPage'),
} satisfies Record<string, PageLoader>;
