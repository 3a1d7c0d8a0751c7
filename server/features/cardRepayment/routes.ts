import { COMMON, tr } from '../../i18n';
import type { Text } from '../../i18n';
import type { Registry } from '../../registry';
import { demoCardsOf } from './seed';
import { CardRepaymentDemo } from './store';
import type { ConfirmCheck } from './store';

/** The order whose commit needs no SMS code (needValid 0). */
const NO_SMS_ORDER_ID = '1180';
/** Where the alternative method sends the user (same origin), and the foreign url of 'foreignUrl'. */
export const ALTERNATIVE_URL = '/carpmm?paid=1';
export const FOREIGN_PAY_URL = 'https://evil.example.com/pay';
/** The code of the 'failNoMessage' scenario: a failure without a server message. */
export const SILENT_FAILURE_CODE = '800100';

const repayTokenFor = (orderId: string) => `rt-${orderId}`;

const demos = new WeakMap<Registry, CardRepaymentDemo>();

/** The demo state of a registry (for the demo-only GET /__demo/last-sms). */
export function cardRepaymentDemoOf(registry: Registry): CardRepaymentDemo | undefined {
  return demos.get(registry);
}

const envelope = <T>(code: string, message: string, data: T | null) => ({ code, message, data });

const MESSAGES = {
  tokenExpired: {
    es: 'El token de pago venció, vuelva a abrir la página',
    en: 'The payment token expired, please open the page again',
  },
  recordNotFound: { es: 'Registro de pago no encontrado', en: 'Payment record not found' },
  alreadyConfirmed: {
    es: 'No envíe la solicitud de pago dos veces',
    en: 'Do not submit the payment request twice',
  },
  codeExpired: {
    es: 'El código venció, pida otro con «Reenviar código»',
    en: 'The code expired, ask for another one with “Resend code”',
  },
  codeBurned: {
    es: 'Demasiados intentos con este código, pida otro con «Reenviar código»',
    en: 'Too many tries with this code, ask for another one with “Resend code”',
  },
} satisfies Record<string, Text>;

/** A refused confirm: its code ('800006' and '800005' the app names itself, '99' shows the message). */
const CONFIRM_REFUSALS: Record<Exclude<ConfirmCheck, 'ok'>, [string, Text]> = {
  unknown: ['99', MESSAGES.recordNotFound],
  confirmed: ['800005', MESSAGES.alreadyConfirmed],
  expired: ['99', MESSAGES.codeExpired],
  burned: ['99', MESSAGES.codeBurned],
  wrong: ['800006', COMMON.wrongCode],
};

/**
 * The card repayment family (success is code '00'): repayment-way (the cards' numbers masked),
 * repayment-commit (the card by its id and the masked number handed out; needValid 1 except
 * for order 1180; the SMS code is at /__demo/last-sms, printed to the log only with DEMO_LOG_CODES=1,
 * never sent in an answer), repayment-confirm
 * ('00', '800006' wrong code, '800005' already confirmed, '99' an expired or burned code (5 minutes, 5
 * tries) with its message; scenario 'failNoMessage' gives a failure code without a message, the generic
 * 'fail' one with a message) and repayment-huichao (scenario 'foreignUrl'). `now` is the codes' clock.
 */
export function cardRepaymentRoutes(registry: Registry, now: () => number = Date.now): Registry {
  const demo = new CardRepaymentDemo(now);
  demos.set(registry, demo);
  return registry
    .route('POST', 'repaymentWay', ({ body, query, lang, db }) => {
      // The spec sends orderId in the query; a body orderId is still read for older clients.
      const orderId = String(query.get('orderId') ?? body.orderId ?? '').trim();
      if (!orderId) return { json: envelope('99', tr(lang, COMMON.orderNotFound), null) };
      return {
        json: envelope('00', 'success', {
          alipay: 1,
          repayToken: repayTokenFor(orderId),
          bankCards: demoCardsOf(db.market),
        }),
      };
    })
    .route('POST', 'repaymentCommit', ({ body, log, logCodes, lang, db }) => {
      const orderId = String(body.orderId ?? '').trim();
      // The card by its id and the masked number repayment-way handed out, exactly (never a full one).
      const card = demoCardsOf(db.market).find((c) => c.id === body.cardId);
      if (!orderId || !card || card.cardNo !== body.cardNo || !body.amount) {
        return { json: envelope('99', tr(lang, COMMON.invalidParams), null) };
      }
      if (body.repayToken !== repayTokenFor(orderId)) {
        return { json: envelope('99', tr(lang, MESSAGES.tokenExpired), null) };
      }
      const needValid = orderId !== NO_SMS_ORDER_ID;
      const { repayRecordId, code } = demo.create(orderId, needValid);
      if (needValid && body.sendMsg === '1') {
        log(
          logCodes
            ? `[demo] SMS code for repayment ${repayRecordId}: ${code}`
            : `[demo] SMS code for repayment ${repayRecordId} sent: GET /__demo/last-sms (DEMO_LOG_CODES=1 prints codes)`,
        );
        demo.last = { repayRecordId, orderId, code };
      }
      return {
        json: envelope('00', 'success', { needValid: needValid ? 1 : 0, repayRecordId }),
      };
    })
    .route('POST', 'repaymentConfirm', ({ body, scenario, lang }) => {
      if (scenario === 'failNoMessage') return { json: envelope(SILENT_FAILURE_CODE, '', null) };
      const check = demo.confirm(
        String(body.repaymentRecordId ?? ''),
        String(body.orderId ?? ''),
        String(body.verifyCode ?? ''),
      );
      if (check === 'ok') return { json: envelope('00', 'success', null) };
      const [code, text] = CONFIRM_REFUSALS[check];
      return { json: envelope(code, tr(lang, text), null) };
    })
    .route('POST', 'repaymentHuichao', ({ body, scenario, lang }) => {
      if (!body.orderId || !body.userId || !body.amount) {
        return { json: envelope('99', tr(lang, COMMON.invalidParams), null) };
      }
      const url = scenario === 'foreignUrl' ? FOREIGN_PAY_URL : ALTERNATIVE_URL;
      return { json: envelope('00', 'success', { url }) };
    });
}
