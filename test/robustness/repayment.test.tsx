import PaymentInstructionsPage from '../../src/features/payInstructions/components/PaymentInstructionsPage';
import ExtensionPage from '../../src/features/repayment/components/ExtensionPage';
import RepaymentPage from '../../src/features/repayment/components/RepaymentPage';
import { instructions } from '../features/payInstructions/fixtures';
import { extension, instalment } from '../features/repayment/fixtures';
import { describeFamilies } from './run';

describeFamilies('repayment pages', [
  {
    name: 'loan-play-detail (instalment)',
    target: 'loanPlayDetail',
    sample: instalment(),
    answers: { loanPlayDetail: instalment() },
    route: '/repayment?productId=1&orderId=1174',
    page: <RepaymentPage />,
  },
  {
    name: 'loan-play-delay-detail (extension)',
    target: 'loanPlayDelayDetail',
    sample: extension(),
    answers: { loanPlayDelayDetail: extension() },
    route: '/repayment/extension?productId=1&orderId=1174',
    page: <ExtensionPage />,
  },
  {
    name: 'generate-vcode (instructions)',
    target: 'generateVcode',
    sample: instructions(),
    answers: { generateVcode: instructions() },
    route:
      '/repayment/instructions?productId=1&orderId=1174&amount=351000&payCode=OXXO&requestType=1',
    page: <PaymentInstructionsPage />,
  },
]);
