import app from '../messages/es-MX/app.json';
import common from '../messages/es-MX/common.json';
import customerService from '../messages/es-MX/customerService.json';
import loanDetail from '../messages/es-MX/loanDetail.json';
import legal from '../messages/es-MX/legal.json';
import loanConfirm from '../messages/es-MX/loanConfirm.json';
import ui from '../messages/es-MX/ui.json';

export default {
  ...common,
  ...app,
  ...ui,
  ...customerService,
  ...loanDetail,
  ...legal,
  ...loanConfirm,
} as Record<string, string>;
