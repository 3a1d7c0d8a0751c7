import type { FeatureDescriptor } from './store';

/**
 * A feature as a route brings it: its module (slice and saga, in the page's chunk) and the namespaces of
 * its texts, which load in parallel with it (src/i18n/loadMessages.ts) so the page renders translated.
 * The texts must be the ones the feature's descriptor declares (a test holds them equal).
 */
export interface LazyFeature {
  load: () => Promise<FeatureDescriptor>;
  texts: readonly string[];
}

export const customerService: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "customer-service" */ '../features/customerService').then(
      (m) => m.customerServiceFeature,
    ),
  texts: ['customerService'],
};
export const loanConfirm: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "loan-confirm" */ '../features/loanConfirm').then(
      (m) => m.loanConfirmFeature,
    ),
  texts: ['loanConfirm'],
};
export const legal: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "legal" */ '../features/legal').then((m) => m.legalFeature),
  texts: ['legal'],
};
export const loanDetail: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "loan-detail" */ '../features/loanDetail').then(
      (m) => m.loanDetailFeature,
    ),
  texts: ['loanDetail'],
};
export const payInstructions: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "pay-instructions" */ '../features/payInstructions').then(
      (m) => m.payInstructionsFeature,
    ),
  texts: ['payInstructions'],
};
export const repayment: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "repayment" */ '../features/repayment').then(
      (m) => m.repaymentFeature,
    ),
  texts: ['repayment'],
};
export const complaints: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "complaints" */ '../features/complaints').then(
      (m) => m.complaintsFeature,
    ),
  texts: ['complaints'],
};
export const complaintHistory: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "complaint-history" */ '../features/complaintHistory').then(
      (m) => m.complaintHistoryFeature,
    ),
  texts: ['complaintHistory'],
};
export const cardRepayment: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "card-repayment" */ '../features/cardRepayment').then(
      (m) => m.cardRepaymentFeature,
    ),
  texts: ['cardRepayment'],
};
export const legalDocs: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "legal-docs" */ '../features/legalDocs').then(
      (m) => m.legalDocsFeature,
    ),
  texts: ['legalDocs'],
};
export const bankCard: LazyFeature = {
  load: () =>
    import(/* webpackChunkName: "bank-card" */ '../features/bankCard').then(
      (m) => m.bankCardFeature,
    ),
  texts: ['bankCard'],
};
