import { replayApp } from '../support/replayApp';
import DevtoolsPage from '../../src/qa/devtools/components/DevtoolsPage';
import { describeFamilies } from './run';

const login = { userId: '1001', token: 'demo-token' };

// The developer test page logs in by itself (spec section 6); its answer must never break the page.
describeFamilies('test page', [
  {
    name: 'sms-code-login',
    target: 'smsCodeLogin',
    sample: login,
    answers: { smsCodeLogin: login },
    route: '/testPreview?productId=1&orderId=1174',
    page: <DevtoolsPage app={replayApp} reload={() => undefined} />,
  },
]);
