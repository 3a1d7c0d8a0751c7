import { bankCardFeature } from '../features/bankCard';
import { bridgeCheckFeature } from '../features/bridgeCheck';
import { cardRepaymentFeature } from '../features/cardRepayment';
import { complaintHistoryFeature } from '../features/complaintHistory';
import { complaintsFeature } from '../features/complaints';
import { customerServiceFeature } from '../features/customerService';
import { legalFeature } from '../features/legal';
import { legalDocsFeature } from '../features/legalDocs';
import { loanConfirmFeature } from '../features/loanConfirm';
import { loanDetailFeature } from '../features/loanDetail';
import { payInstructionsFeature } from '../features/payInstructions';
import { repaymentFeature } from '../features/repayment';
import { devtoolsFeature } from '../features/devtools';

/**
 * Every feature of the app, for the stores that have them all from the start: tests (setupStore)
 * and QA replay. The app itself never reads this list: each route of routes.tsx brings its own
 * feature with its page. webpack.config.ts marks this module side-effect free, so the entries'
 * bundles (which use only createAppStore) leave it and every feature out of the first load.
 */
export const allFeatures = [
  customerServiceFeature,
  repaymentFeature,
  loanDetailFeature,
  legalFeature,
  loanConfirmFeature,
  cardRepaymentFeature,
  payInstructionsFeature,
  complaintsFeature,
  complaintHistoryFeature,
  bankCardFeature,
  legalDocsFeature,
  devtoolsFeature,
  bridgeCheckFeature,
] as const;
