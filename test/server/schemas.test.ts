/** @jest-environment node */
import type { ISchema } from 'yup';
import { TEST_LOGIN } from '../../src/config/constants';
import {
  repaymentCommitSchema,
  repaymentHuichaoSchema,
  repaymentWaySchema,
} from '../../src/features/cardRepayment/cardRepaymentSchema';
import {
  problemInitSchema,
  problemSaveSchema,
  uploadSchema,
} from '../../src/features/complaints/complaintsSchema';
import {
  problemDetailSchema,
  problemListSchema,
  problemScoreSchema,
} from '../../src/features/complaintHistory/complaintHistorySchema';
import { customerServiceSchema } from '../../src/features/customerService/customerServiceSchema';
import { contractSchema } from '../../src/features/legal/legalSchema';
import {
  confirmOfferSchema,
  loanPushSchema,
} from '../../src/features/loanConfirm/loanConfirmSchema';
import { loanDetailSchema } from '../../src/features/loanDetail/loanDetailSchema';
import { instructionsSchema } from '../../src/features/payInstructions/payInstructionsSchema';
import { extensionSchema, instalmentSchema } from '../../src/features/repayment/repaymentSchema';
import { smsCodeLoginSchema } from '../../src/qa/devtools/devtoolsSchema';
import { cardInitSchema } from '../../src/features/bankCard/bankCardSchema';
import { validateData } from '../../src/platform/api/schema';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import { DEMO_CARDS } from '../../server/features/cardRepayment/seed';
import { buildRegistry } from '../../server/routes';
import type { EndpointResponses } from '../../server/responses';
import { ORDERS } from '../../server/world';
import { fullCardNumbersIn } from '../support/cardNumbers';
import { png } from './fixtures/complaints';
import { form, start } from './helpers';
import type { Running } from './helpers';
import { repaymentCommitBody } from './repaymentBodies';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

const V3 = '/plays/v3';
const PROBLEM = '/plays/user-problem';
const REPAY = '/api/v1/youmi/youmi-api/service/loan';
const card = DEMO_CARDS[0];

type Case = [path: string, body: Record<string, string>, schema: ISchema<unknown>];

/** Every successful demo answer, with the schema the app checks it with. */
const CASES: Case[] = [
  ['/plays/user-problem/get-whatsapp', { overall: '30' }, customerServiceSchema],
  ...Object.keys(ORDERS).map((orderId): Case => [
    `${V3}/loan-details/loan-details`,
    { productId: '1', orderId },
    loanDetailSchema,
  ]),
  ...['1001', '1174', '1180', 'x'].map((orderNo): Case => [
    '/plays/contract/contract-detail',
    { orderNo },
    contractSchema,
  ]),
  ...(
    [
      { productId: '1' },
      { productId: '2' },
      { productId: '3' },
      { productId: '3', isType: '1' },
    ] as Record<string, string>[]
  ).map((body): Case => [`${V3}/loan-confirm/loan-detail-confirm`, body, confirmOfferSchema]),
  [
    `${V3}/loan-confirm/loan-detail-push`,
    { amount: '300000', periods: '14', termUnit: '1', productId: '1' },
    loanPushSchema,
  ],
  [`${REPAY}/repayment-way`, { orderId: '1174' }, repaymentWaySchema],
  ...['1174', '1180'].map((orderId): Case => [
    `${REPAY}/repayment-commit`,
    repaymentCommitBody(orderId, card, '1'),
    repaymentCommitSchema,
  ]),
  [
    `${REPAY}/repayment-huichao`,
    { userId: '1001', orderId: '1174', amount: '1' },
    repaymentHuichaoSchema,
  ],
  ...['1174', '1180'].flatMap((orderId): Case[] => [
    [`${V3}/installment/loan-play-detail`, { productId: '1', orderId }, instalmentSchema],
    [`${V3}/installment/loan-play-delay-detail`, { productId: '1', orderId }, extensionSchema],
  ]),
  ...['OXXO', '7ELEVEN', 'SPEI'].flatMap((payCode) =>
    ['1', '2'].map((requestType): Case => [
      `${V3}/loan-details/generate-vcode`,
      { productId: '1', orderId: '1174', amount: '359160', payCode, requestType },
      instructionsSchema,
    ]),
  ),
  ['/plays/service/login/sms-code-login', { ...TEST_LOGIN }, smsCodeLoginSchema],
  ...([{}, { orderId: '1174' }, { orderId: '1200' }] as Record<string, string>[]).map(
    (body): Case => [`${PROBLEM}/problem-init`, body, problemInitSchema],
  ),
  [
    `${PROBLEM}/problem-save`,
    {
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'Llamadas a mis referencias',
      problemImage: '/uploads/seed-reply.png',
      orderNo: '1180',
    },
    problemSaveSchema,
  ],
  [`${PROBLEM}/problem-list`, {}, problemListSchema],
  ...['5001', '5002', '5003'].map((problemId): Case => [
    `${PROBLEM}/problem-detail`,
    { problemId },
    problemDetailSchema,
  ]),
  [`${PROBLEM}/problem-score`, { problemId: '5002', score: '5' }, problemScoreSchema],
  // bind-card-new binds once per card (a second bind is refused): its answer is checked against
  // bindCardNewSchema in both languages in test/server/bankCard.test.ts.
  ...([{}, { orderId: '1174' }] as Record<string, string>[]).map((body): Case => [
    '/plays/bind-card/card-init',
    body,
    cardInitSchema,
  ]),
];

describe('every demo answer passes the schema the app checks it with, no full card number in it', () => {
  it.each(CASES.flatMap(([p, b, s]) => ['0', '1'].map((lang) => [p, b, lang, s] as const)))(
    '%s %j languageType=%s',
    async (path, body, lang, schema) => {
      const res = await fetch(`${srv.url}${path}?languageType=${lang}`, form(body));
      const envelope = (await res.json()) as { code?: unknown; success?: unknown; data: unknown };
      expect(envelope.success === true || envelope.code === 0 || envelope.code === '00').toBe(true);
      const checked = await validateData(schema, envelope.data);
      expect(checked).toMatchObject({ ok: true });
      // Issue 38: card numbers go out masked (or not at all).
      expect(fullCardNumbersIn(envelope.data)).toEqual([]);
    },
  );

  it.each(['0', '1'])('upload-problem-img (multipart) languageType=%s', async (lang) => {
    const body = new FormData();
    body.append('problemImage', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${srv.url}${PROBLEM}/upload-problem-img?languageType=${lang}`, {
      method: 'POST',
      body,
    });
    const envelope = (await res.json()) as { code?: unknown; data: unknown };
    expect(envelope.code).toBe(0);
    expect(await validateData(uploadSchema, envelope.data)).toMatchObject({ ok: true });
  });

  it('every endpoint has a typed answer (server/responses.ts) and a route', () => {
    // A key missing here, or an endpoint without a row in EndpointResponses, fails tsc.
    const typed: Record<keyof EndpointResponses, true> & Record<EndpointKey, true> = {
      problemInit: true,
      problemDetail: true,
      problemList: true,
      uploadProblemImg: true,
      problemSave: true,
      problemScore: true,
      getWhatsapp: true,
      cardInit: true,
      bindCardNew: true,
      contractDetail: true,
      repaymentWay: true,
      repaymentCommit: true,
      repaymentConfirm: true,
      repaymentHuichao: true,
      channelTemplate: true,
      trackVisit: true,
      getSid: true,
      getCaptcha: true,
      getSms: true,
      trackClick: true,
      register: true,
      loanPlayDetail: true,
      loanPlayDelayDetail: true,
      generateVcode: true,
      loanDetailConfirm: true,
      loanDetailPush: true,
      loanDetails: true,
      googleScore: true,
      smsCodeLogin: true,
    };
    expect(buildRegistry().keys().sort()).toEqual(Object.keys(typed).sort());
  });
});
