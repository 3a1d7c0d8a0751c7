import app from '../messages/en/app.json';
import common from '../messages/en/common.json';
import complaintHistory from '../messages/en/complaintHistory.json';
import complaints from '../messages/en/complaints.json';
import customerService from '../messages/en/customerService.json';
import loanDetail from '../messages/en/loanDetail.json';
import legal from '../messages/en/legal.json';
import loanConfirm from '../messages/en/loanConfirm.json';
import cardRepayment from '../messages/en/cardRepayment.json';
import payInstructions from '../messages/en/payInstructions.json';
import repayment from '../messages/en/repayment.json';
import testPreview from '../messages/en/testPreview.json';
import ui from '../messages/en/ui.json';

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
