import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '../../../scripts/contract/document';
import { endpointUrl, type EndpointKey } from '../../../src/platform/api/endpoints';
import {
  startSpecFake,
  type SpecData,
  type SpecFake,
  type SpecRequest,
} from '../../scripts/contractSpecFake';

/**
 * A backend that answers in the spec's shapes (spec section 3), for the browser: the contract check's fake
 * (test/scripts/contractSpecFake.ts) with the data of the pages a borrower walks through, behind the demo
 * server serving the built app with API_TARGET pointing at it, as an operator deploys the app in front of
 * their own backend. Only the fields the spec lists; flags absent or '1' as text; numbers as text where a
 * server commonly sends them; the general envelope's code '0', v3 with success and data.
 */

/** Where the backend says an uploaded photo is stored: an absolute https url, as storage and CDNs answer. */
export const CDN_URL = 'https://cdn.example.com/complaints/2026/11/a1.jpg';
const LOGO = 'https://cdn.example.com/logos/cuota-express.png';

/** An order card with only the spec's fields (no orderId); isShow '1' or left out. */
const orderCard = (orderNo: string, productName: string, isShow: boolean) => ({
  orderNo,
  productLogo: LOGO,
  productName,
  status: 'Pendiente de pago',
  detail: [
    { title: 'Monto del préstamo', value: '$3,000.00' },
    { title: 'Fecha de vencimiento', value: '2026-12-05' },
  ],
  ...(isShow ? { isShow: '1' } : {}),
});

export const SPEC_PAGES: SpecData = {
  problemInit: {
    problemType: [
      { title: 'Cobranza', value: '1' },
      { title: 'Pagos y reembolsos', value: '2' },
      { title: 'Sugerencias y otros', value: '4' },
    ],
    problemSonType: [
      { title: 'Llamadas excesivas', value: '11' },
      { title: 'Trato ofensivo', value: '12' },
    ],
    orderDetail: orderCard('ORD-1174', 'Cuota Express', true),
    orderList: [
      orderCard('ORD-1174', 'Cuota Express', true),
      orderCard('ORD-1180', 'Cuota Plus', false),
    ],
  },
  problemDetail: {
    problemId: '5001',
    problemType: { title: 'Cobranza', value: '1' },
    problemSonType: { title: 'Llamadas excesivas', value: '11' },
    content: 'Me llaman varias veces al día.',
    images: [CDN_URL],
    disposeDetail: 'Hablamos con el área de cobranza.',
    disposeImages: [],
    isNeedScore: 2,
    time: '2026-11-01 10:00:00',
  },
  loanDetails: {
    orderStatus: '174',
    noticeStatusText: 'Pendiente de pago',
    noticeDesText: 'Pague antes de la fecha de vencimiento.',
    productName: 'Cuota Express',
    productLogo: LOGO,
    userOrderDetail: {
      detail: [
        { text: 'Monto del préstamo', value: '$3,000.00' },
        { text: 'Fecha de vencimiento', value: '2026-12-05' },
      ],
    },
    h5Url: '',
    isNewContract: '',
  },
  loanDetailConfirm: {
    firstPayTime: '2026-11-30',
    amount: '300000',
    periods: '7',
    termUnit: '1',
    details: [{ text: 'Monto', value: '$3,000.00' }],
    repay_plans: [
      { title: 'Cuota 1', description: 'Pago único', amount: '345000', pay_time: '2026-11-30' },
    ],
    loanRate: '0.5%',
    ratemsg: 'Tasa diaria',
    amountDec: '',
    isNewContract: '',
    messageType: '',
    comProductLogo: LOGO,
    comProductName: 'Cuota Express',
    couNum: '',
  },
};

/** Answers sent whole (envelope included): the upload's url and the save, with the spec's messages. */
export const SPEC_ANSWERS: SpecData = {
  uploadProblemImg: {
    code: '0',
    message: '¡La carga se realizó correctamente!',
    data: { url: CDN_URL },
  },
  problemSave: { code: '0', message: 'Su queja fue enviada', data: null },
};

/** The path the app calls for an endpoint (what the backend receives). */
export const pathOf = (key: EndpointKey): string => endpointUrl(ENDPOINTS[key]);

/** The form fields of a form-encoded request. */
export const formFields = (request: SpecRequest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request.body.toString('utf8')).entries());

const lib = jest.requireActual<{
  freePort: () => Promise<number>;
  startServer: (o: {
    port: number;
    dataFile: string;
    quiet: boolean;
    env: Record<string, string>;
    ready: string;
  }) => Promise<{ child: ChildProcess; url: string }>;
}>('../../../scripts/lib');

export interface SpecDeployment {
  /** The demo server serving the built app, relaying /plays and /api to the fake. */
  url: string;
  fake: SpecFake;
  close: () => Promise<void>;
}

/** Starts the spec-shaped fake and the demo server in front of it (API_TARGET). */
export async function startSpecDeployment(
  data: SpecData = SPEC_PAGES,
  answers: SpecData = SPEC_ANSWERS,
): Promise<SpecDeployment> {
  const fake = await startSpecFake(data, answers);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-spec-'));
  let demo: { child: ChildProcess; url: string };
  try {
    demo = await lib.startServer({
      port: await lib.freePort(),
      dataFile: path.join(dir, 'db.json'),
      quiet: true,
      env: { API_TARGET: fake.url },
      // With API_TARGET the demo's /__demo endpoints answer 404: ready when it serves the app.
      ready: '/config.js',
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  return {
    url: demo.url,
    fake,
    close: async () => {
      const exited = new Promise((resolve) => demo.child.once('exit', resolve));
      demo.child.kill('SIGTERM');
      await exited;
      await fake.close();
    },
  };
}
