import app from '../messages/en/app.json';
import common from '../messages/en/common.json';
import devtools from '../messages/en/devtools.json';
import bridgeCheck from '../messages/en/bridgeCheck.json';
import ui from '../messages/en/ui.json';
import complaintHistory from '../messages/en/complaintHistory.json';
import complaints from '../messages/en/complaints.json';
import customerService from '../messages/en/customerService.json';
import loanDetail from '../messages/en/loanDetail.json';
import legal from '../messages/en/legal.json';
import loanConfirm from '../messages/en/loanConfirm.json';
import bankCard from '../messages/en/bankCard.json';
import cardRepayment from '../messages/en/cardRepayment.json';
import legalDocs from '../messages/en/legalDocs.json';
import payInstructions from '../messages/en/payInstructions.json';
import repayment from '../messages/en/repayment.json';
import sessionLink from '../messages/en/sessionLink.json';

/**
 * Every text of the app in one catalog, as texts: for tests and tools (the core catalog's namespaces
 * and every feature's). The app loads the core catalog at boot and
 * each feature's namespace with its route (src/i18n/loadMessages.ts).
 */
export default {
  ...common,
  ...app,
  ...ui,
  ...(process.env.CUOTA_DEVTOOLS === '1' ? devtools : {}),
  ...(process.env.CUOTA_DEVTOOLS === '1' ? bridgeCheck : {}),
  ...customerService,
  ...loanDetail,
  ...legal,
  ...loanConfirm,
  ...cardRepayment,
  ...payInstructions,
  ...repayment,
  ...complaints,
  ...complaintHistory,
  ...bankCard,
  ...legalDocs,
  ...sessionLink,
} as Record<string, string>;
