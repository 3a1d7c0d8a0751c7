import { Registry } from './api';
import { bankCardRoutes } from './features/bankCard';
import { complaintsRoutes } from './features/complaints';
import { customerServiceRoutes } from './features/customerService';
import { legalRoutes } from './features/legal';
import { loanDetailRoutes } from './features/loanDetail';
import { loanConfirmRoutes } from './features/loanConfirm';
import { cardRepaymentRoutes } from './features/cardRepayment';
import { payInstructionsRoutes } from './features/payInstructions';
import { promotionRoutes } from './features/promotion';
import { repaymentRoutes } from './features/repayment';
import { testPreviewRoutes } from './features/testPreview';

/**
 * Every demo endpoint, one registration function per feature (server/features/<name>.ts).
 * Adding an endpoint: a row in responses.ts, then a `.route(...)` in the feature's file.
 */
const features: ((registry: Registry) => Registry)[] = [
  customerServiceRoutes,
  complaintsRoutes,
  legalRoutes,
  loanDetailRoutes,
  loanConfirmRoutes,
  cardRepaymentRoutes,
  payInstructionsRoutes,
  repaymentRoutes,
  promotionRoutes,
  bankCardRoutes,
  testPreviewRoutes,
];

export function buildRegistry(): Registry {
  return features.reduce((registry, register) => register(registry), new Registry());
}
