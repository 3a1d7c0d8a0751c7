/** @jest-environment node */
import { DEMO_CARDS } from '../../server/features/cardRepayment/seed';
import { form, start } from './helpers';
import type { Running } from './helpers';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

const V3 = '/plays/v3';
const REPAY = '/api/v1/youmi/youmi-api/service/loan';
const card = DEMO_CARDS[0];

/** Every call the app makes with the answer texts it shows, plus the failures that carry a message. */
const CALLS: [string, Record<string, string>, string?][] = [
  ...['1001', '1110', '1151', '1174', '1180', '1200', '1999', '42'].map(
    (orderId): [string, Record<string, string>] => [
      `${V3}/loan-details/loan-details`,
      { productId: '1', orderId },
    ],
  ),
  [`${V3}/loan-details/google-score`, { score: '9' }],
  ...['1', '2', '3', '9'].map((productId): [string, Record<string, string>] => [
    `${V3}/loan-confirm/loan-detail-confirm`,
    { productId },
  ]),
  [`${V3}/loan-confirm/loan-detail-confirm`, { productId: '3', isType: '1' }],
  [`${V3}/loan-confirm/loan-detail-push`, { productId: '1' }],
  [`${V3}/installment/loan-play-detail`, { productId: '1', orderId: '1174' }],
  [`${V3}/installment/loan-play-delay-detail`, { productId: '1', orderId: '1180' }],
  [`${V3}/installment/loan-play-detail`, { productId: '1', orderId: '42' }],
  ...['OXXO', '7ELEVEN', 'SPEI', 'PAYPAL'].flatMap((payCode) =>
    ['1', '2'].map((requestType): [string, Record<string, string>] => [
      `${V3}/loan-details/generate-vcode`,
      { productId: '1', orderId: '1174', amount: '359160', payCode, requestType },
    ]),
  ),
  [`${V3}/loan-details/generate-vcode`, { productId: '1', orderId: '1174', amount: 'x' }],
  ['/plays/contract/contract-detail', { orderNo: 'missing' }],
  ['/plays/user-problem/get-whatsapp', { overall: '1' }],
  ['/plays/service/login/sms-code-login', { username: '1', smsCode: '2' }],
  ['/plays/service/login/sms-code-login', {}],
  [`${REPAY}/repayment-way`, {}],
  [`${REPAY}/repayment-commit`, {}],
  [
    `${REPAY}/repayment-commit`,
    { orderId: '1174', cardId: card.id, cardNo: card.cardNo, amount: '1', repayToken: 'old' },
  ],
  [`${REPAY}/repayment-confirm`, { orderId: '1174', repaymentRecordId: 'nope' }],
  [`${REPAY}/repayment-huichao`, {}],
  ['/plays/user-problem/get-whatsapp', { overall: '30' }, 'fail'],
  [`${V3}/installment/loan-play-detail`, { orderId: '1174' }, 'fail'],
  [`${REPAY}/repayment-way`, { orderId: '1174' }, 'fail'],
];

/** Names, brands, companies and bank names are data, the same in every language. */
const PROPER = new Set([
  'productName',
  'comProductName',
  'companyName',
  'company',
  'bankName',
  'userName',
  'userAddress',
]);

function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return PROPER.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  return [];
}

const SPANISH =
  /[áéíóúñ¿¡]|\b(de|del|la|las|el|los|su|sus|en|por|para|pago|monto|pedido|tienda|tiendas|fecha|solicitud|préstamo|inválido|cargo|comisión|interés)\b/i;

async function answerTexts(
  path: string,
  body: Record<string, string>,
  scenario = 'ok',
  lang = '1',
) {
  const init = form(body);
  init.headers = { ...(init.headers as Record<string, string>), 'x-demo-scenario': scenario };
  const res = await fetch(`${srv.url}${path}?languageType=${lang}&sessionId=s`, init);
  return texts(await res.json());
}

describe('languageType=1: the demo backend answers in English', () => {
  it.each(CALLS.map(([path, body, scenario]) => [path, body, scenario ?? 'ok'] as const))(
    '%s %j (%s)',
    async (path, body, scenario) => {
      const found = await answerTexts(path, body, scenario);
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((t) => SPANISH.test(t))).toEqual([]);
    },
  );

  it('without it (or with another value) the same calls answer in Spanish', async () => {
    const spanish = async (lang: string) =>
      (
        await Promise.all(
          CALLS.map(([path, body, scenario]) => answerTexts(path, body, scenario, lang)),
        )
      )
        .flat()
        .filter((t) => SPANISH.test(t));
    expect((await spanish('0')).length).toBeGreaterThan(40);
    expect((await spanish('')).length).toBeGreaterThan(40);
  });
});
