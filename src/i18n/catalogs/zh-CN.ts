import app from '../messages/zh-CN/app.json';
import common from '../messages/zh-CN/common.json';
import devtools from '../messages/zh-CN/devtools.json';
import bridgeCheck from '../messages/zh-CN/bridgeCheck.json';
import ui from '../messages/zh-CN/ui.json';
import complaintHistory from '../messages/zh-CN/complaintHistory.json';
import complaints from '../messages/zh-CN/complaints.json';
import customerService from '../messages/zh-CN/customerService.json';
import loanDetail from '../messages/zh-CN/loanDetail.json';
import legal from '../messages/zh-CN/legal.json';
import loanConfirm from '../messages/zh-CN/loanConfirm.json';
import bankCard from '../messages/zh-CN/bankCard.json';
import cardRepayment from '../messages/zh-CN/cardRepayment.json';
import legalDocs from '../messages/zh-CN/legalDocs.json';
import payInstructions from '../messages/zh-CN/payInstructions.json';
import repayment from '../messages/zh-CN/repayment.json';
import sessionLink from '../messages/zh-CN/sessionLink.json';

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
