import app from '../messages/zh-CN/app.json';
import common from '../messages/zh-CN/common.json';
import complaintHistory from '../messages/zh-CN/complaintHistory.json';
import complaints from '../messages/zh-CN/complaints.json';
import customerService from '../messages/zh-CN/customerService.json';
import loanDetail from '../messages/zh-CN/loanDetail.json';
import legal from '../messages/zh-CN/legal.json';
import loanConfirm from '../messages/zh-CN/loanConfirm.json';
import cardRepayment from '../messages/zh-CN/cardRepayment.json';
import payInstructions from '../messages/zh-CN/payInstructions.json';
import repayment from '../messages/zh-CN/repayment.json';
import testPreview from '../messages/zh-CN/testPreview.json';
import ui from '../messages/zh-CN/ui.json';

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
