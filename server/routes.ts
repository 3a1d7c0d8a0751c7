import { Registry } from './registry';
import { bankCardRoutes } from './features/bankCard/routes';
import { complaintsRoutes } from './features/complaints/routes';
import { customerServiceRoutes } from './features/customerService/routes';
import { legalRoutes } from './features/legal/routes';
import { loanDetailRoutes } from './features/loanDetail/routes';
import { loanConfirmRoutes } from './features/loanConfirm/routes';
import { cardRepaymentRoutes } from './features/cardRepayment/routes';
import { payInstructionsRoutes } from './features/payInstructions/routes';
import { promotionRoutes } from './features/promotion/routes';
import { repaymentRoutes } from './features/repayment/routes';
import { testPreviewRoutes } from './features/testPreview/routes';

/**
 * Every demo endpoint, one registration function per feature (server/features/<name>/routes.ts).
 * Adding an endpoint: a row in responses.ts, then a `.route(...)` in the feature's routes.ts.
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
