import app from '../messages/es-MX/app.json';
import common from '../messages/es-MX/common.json';
import complaintHistory from '../messages/es-MX/complaintHistory.json';
import complaints from '../messages/es-MX/complaints.json';
import customerService from '../messages/es-MX/customerService.json';
import loanDetail from '../messages/es-MX/loanDetail.json';
import legal from '../messages/es-MX/legal.json';
import loanConfirm from '../messages/es-MX/loanConfirm.json';
import cardRepayment from '../messages/es-MX/cardRepayment.json';
import payInstructions from '../messages/es-MX/payInstructions.json';
import repayment from '../messages/es-MX/repayment.json';
import testPreview from '../messages/es-MX/testPreview.json';
import ui from '../messages/es-MX/ui.json';

export default {
  ...common,
  ...app,
  ...ui,
  ...customerService,
  ...loanDetail,
  ...legal,
  ...loanConfirm,
  ...cardRepayment,
  ...payInstructions,
  ...repayment,
  ...complaints,
  ...complaintHistory,
  // The test page's texts ship only in development and demo builds (CUOTA_DEVTOOLS).
  ...(process.env.CUOTA_DEVTOOLS === '1' ? testPreview : {}),
} as Record<string, string>;
