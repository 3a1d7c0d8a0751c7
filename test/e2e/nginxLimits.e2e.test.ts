/**
 * docs/nginx.conf.example's limits, tried on real nginx in front of a backend that sends CORS headers
 * (support/corsBackend.ts, relaying to the demo server): the backend's CORS headers never reach the
 * client. (The access log: nginx.e2e.test.ts.)
 */
import { CORS_HEADERS, startCorsBackend } from './support/corsBackend';
import { get, type Answer } from './support/nginx';
import {
  startDeployment,
  type FrontBackend,
  type RunningDeployment,
} from './support/nginxDeployment';

jest.setTimeout(120_000);

let deployment: RunningDeployment;
let backend: FrontBackend;

beforeAll(async () => {
  deployment = await startDeployment({
    front: async (demoUrl, ca) => (backend = await startCorsBackend(demoUrl, ca)),
  });
});

afterAll(async () => {
  await deployment?.stop();
});

describe('docs/nginx.conf.example limits on real nginx', () => {
  it('the backend’s CORS headers never reach the client', async () => {
    const cors = (a: Answer) => Object.keys(a.headers).filter((h) => /^access-control-/.test(h));
    const paths = ['/api/v2/youmi/promotion/get-sid', '/plays/no-such-endpoint'];
    for (const path of paths) {
      // The backend sends them (the test's premise) ...
      const direct = await fetch(`${backend.url}${path}`);
      for (const [name, value] of Object.entries(CORS_HEADERS))
        expect([name, direct.headers.get(name)]).toEqual([name, value]);
      // ... nginx drops every one of them.
      const viaNginx = await get(`${deployment.url}${path}`, deployment.tls.cert);
      expect([path, viaNginx.status < 500]).toEqual([path, true]);
      expect([path, cors(viaNginx)]).toEqual([path, []]);
    }
  });
});
