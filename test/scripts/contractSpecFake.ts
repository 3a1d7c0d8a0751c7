import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS } from '../../scripts/contract/document';
import { endpointUrl, type EndpointKey } from '../../src/platform/api/endpoints';

/**
 * A backend answering in the spec's shapes (spec section 3): only the fields the spec lists, flags absent
 * or '1' as text, amounts as numbers or digits, the general envelope's code as the text '0', the
 * repayment family's '00', v3 with success and data. `data` per endpoint; `hits` the paths asked for.
 */
export type SpecData = Partial<Record<EndpointKey, unknown>>;

export const SPEC_DATA: SpecData = {
  problemInit: {
    problemType: [{ title: 'Cobranza', value: '1' }],
    problemSonType: [{ title: 'Llamadas', value: 2 }],
    orderList: [
      {
        orderNo: 'A-1',
        productLogo: 'https://cdn.example/logo.png',
        productName: 'Cuota',
        status: 'Vencido',
        detail: [{ title: 'Monto', value: '1000' }],
        isShow: '1',
      },
    ],
  },
  problemList: {
    tabs: [
      { title: 'Pendientes', list: [{ id: 77, time: '1700000000', type: 'x', content: 'y' }] },
    ],
  },
  problemDetail: {
    problemId: '77',
    problemType: { title: 'Cobranza', value: 1 },
    problemSonType: null,
    content: 'texto',
    images: ['https://cdn.example/a.jpg'],
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: 2,
    time: '2026-11-01 10:00:00',
  },
  getWhatsapp: { phone: '5512345678', va: '55 1234 5678', email: 'ayuda@example.com' },
  cardInit: { banks: [{ bankCode: '002', bankName: 'Banamex', logo: '' }], cards: [] },
  contractDetail: {
    userName: 'Ana',
    productName: 'Cuota',
    amount: 300000,
    bankNo: '4000000000000002',
    daiDate: '2026-11-01',
    planDate: '2026-11-08',
    contractAmount: '300000',
    commission: 0,
    Interest: 1500,
    IVA: 240,
    giveAmount: 298260,
    userAddress: 'CDMX',
    contractDate: '2026-11-01',
    company: 'Cuota SA',
  },
  repaymentWay: {
    bankCards: [{ id: 9, bankName: 'Banamex', cardNo: '4000000000000002', bankCode: '002' }],
    alipay: '1',
    repayToken: 'tok',
  },
  channelTemplate: { id: '1' },
  getSid: { sid: 'abc123' },
  loanPlayDetail: {
    repayAmount: 359160,
    productName: 'Cuota',
    repayDate: '2026-11-20',
    productLogo: '',
    detail: [{ text: 'Monto', value: '3000' }],
    repayList: [{ title: 'Efectivo', list: [{ payCode: 'OXXO', logo: '', desc: '', vCode: '' }] }],
    noticeMsg: '',
  },
  loanPlayDelayDetail: {
    productLogo: '',
    productName: 'Cuota',
    delayInfo: { delayAmount: '50000', delayTime: '7', reviewer: '' },
    repayPlan: [{ title: 'Pago', time: '2026-11-27' }],
    repayList: [],
    noticeMsg: '',
    note: '',
  },
  loanDetailConfirm: {
    firstPayTime: '2026-11-30',
    amount: 300000,
    periods: 1,
    termUnit: 'D',
    sendSms: '1',
    details: [{ text: 'Monto', value: '3000' }],
    repay_plans: [{ title: '1', description: '', amount: 359160, pay_time: '2026-11-30' }],
    loanRate: '0.5%',
    ratemsg: '',
    amountDec: '',
    isNewContract: '',
    messageType: '',
    comProductLogo: '',
    comProductName: '',
    couNum: 0,
  },
  loanDetails: {
    orderStatus: '21',
    noticeStatusText: 'En revisión',
    noticeDesText: '',
    productName: 'Cuota',
    productLogo: '',
    userOrderDetail: { detail: [{ text: 'Monto', value: '3000' }] },
    inside: null,
    h5Url: '',
    isNewContract: '',
  },
};

function envelope(key: EndpointKey, data: unknown): unknown {
  const kind = ENDPOINTS[key].envelope;
  if (kind === 'v3') return { success: true, data };
  return { code: kind === 'repayment' ? '00' : '0', message: 'success', data };
}

/** A request the fake received: its path, Content-Type and body bytes. */
export interface SpecRequest {
  path: string;
  contentType: string;
  body: Buffer;
}

export interface SpecFake {
  url: string;
  hits: string[];
  /** Every request with its body, in the order they arrived (`hits` are their paths). */
  requests: SpecRequest[];
  close: () => Promise<void>;
}

/** `raw`: bodies sent as they are, without the envelope. */
export async function startSpecFake(data: SpecData, raw: SpecData = {}): Promise<SpecFake> {
  const byPath = new Map<string, EndpointKey>(
    (Object.keys(ENDPOINTS) as EndpointKey[]).map((k) => [endpointUrl(ENDPOINTS[k]), k]),
  );
  const hits: string[] = [];
  const requests: SpecRequest[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    hits.push(path);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Answers once the whole body is in, as a server that reads its request does.
    req.on('end', () => {
      const contentType = req.headers['content-type'] ?? '';
      requests.push({ path, contentType, body: Buffer.concat(chunks) });
      const key = byPath.get(path);
      const found = key !== undefined && (key in raw || key in data);
      let body: unknown = { code: 404, message: 'Not found' };
      if (key !== undefined && key in raw) body = raw[key];
      else if (key !== undefined && key in data) body = envelope(key, data[key]);
      res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port =
    address !== null && typeof address === 'object' ? (address satisfies AddressInfo).port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
