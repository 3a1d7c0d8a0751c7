import app from '../messages/es-MX/app.json';
import common from '../messages/es-MX/common.json';
import devtools from '../messages/es-MX/devtools.json';
import bridgeCheck from '../messages/es-MX/bridgeCheck.json';
import ui from '../messages/es-MX/ui.json';
import complaintHistory from '../messages/es-MX/complaintHistory.json';
import complaints from '../messages/es-MX/complaints.json';
import customerService from '../messages/es-MX/customerService.json';
import loanDetail from '../messages/es-MX/loanDetail.json';
import legal from '../messages/es-MX/legal.json';
import loanConfirm from '../messages/es-MX/loanConfirm.json';
import bankCard from '../messages/es-MX/bankCard.json';
import cardRepayment from '../messages/es-MX/cardRepayment.json';
import legalDocs from '../messages/es-MX/legalDocs.json';
import payInstructions from '../messages/es-MX/payInstructions.json';
import repayment from '../messages/es-MX/repayment.json';
import sessionLink from '../messages/es-MX/sessionLink.json';

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
