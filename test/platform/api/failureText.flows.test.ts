import { MESSAGE_IDS as BANK_CARD_IDS } from '../../../src/features/bankCard/messages';
import {
  CONFIRM_FAILURES,
  MESSAGE_IDS as CARD_REPAYMENT_IDS,
  REPAYMENT_FAILURES,
} from '../../../src/features/cardRepayment/cardRepaymentApi';
import { REGISTRATION_FAILURES } from '../../../src/promotion/promotionApi';
import { MESSAGE_IDS as PROMOTION_IDS } from '../../../src/promotion/messages';
import { createApiClient } from '../../../src/platform/api/client';
import type { EndpointKey } from '../../../src/platform/api/endpoints';
import { failureText } from '../../../src/platform/api/failureText';
import type { ApiResult } from '../../../src/platform/api/types';
import { anyData } from '../../../src/platform/api/schema';

/**
 * Each flow that shows the server's failure text, fed through the real client: a text that reads as a
 * message is shown; a status word, a dump or markup gives the flow's own class text (what it shows for a
 * failure without a message).
 */
const MESSAGES = {
  network: 'Network error',
  timeout: 'Timed out',
  malformed: 'Unexpected answer',
  unavailable: 'Service unavailable',
  sessionExpired: 'Session expired',
};

async function failedCall(endpoint: EndpointKey, code: string | number, message: string) {
  const body = JSON.stringify({ code, message, data: null });
  const client = createApiClient({
    fetch: (async () => ({
      ok: true,
      status: 200,
      text: async () => body,
    })) as unknown as typeof fetch,
    session: () => ({}),
    locale: () => 'es-MX',
    messages: () => MESSAGES,
  });
  return client.post(endpoint, anyData, {}, { toastOnFailure: false });
}

type Result = ApiResult<unknown>;
/** Each flow's policy (its row of the failure table) with the fallback the call site gives. */
const bankCardFailure = (result: Result, fallbackId: string) => failureText(result, { fallbackId });
const cardRepaymentFailure = (result: Result, fallbackId: string) =>
  failureText(result, { ...REPAYMENT_FAILURES, fallbackId });
const confirmFailureMessage = (result: Result) => failureText(result, CONFIRM_FAILURES);
const promotionFailure = (result: Result, fallbackId: string) =>
  failureText(result, { ...REGISTRATION_FAILURES, fallbackId });

const NOT_MESSAGES = ['success', 'OK', 'fail', 'null', '0', '<b>x</b>', 'Texto '.repeat(30)];

describe('bank card (card-init, bind-card-new)', () => {
  it('shows a message', async () => {
    const result = await failedCall('bindCardNew', 5, 'La tarjeta ya está vinculada');
    expect(bankCardFailure(result, BANK_CARD_IDS.bindFailed)).toEqual({
      text: 'La tarjeta ya está vinculada',
    });
  });
  it.each(NOT_MESSAGES)('%j: the page text', async (message) => {
    const result = await failedCall('cardInit', 5, message);
    expect(bankCardFailure(result, BANK_CARD_IDS.loadFailed)).toEqual({
      messageId: BANK_CARD_IDS.loadFailed,
    });
  });
});

describe('card repayment (repayment-way, commit, confirm)', () => {
  it('shows a message', async () => {
    const result = await failedCall('repaymentCommit', '99', 'Fondos insuficientes');
    expect(cardRepaymentFailure(result, CARD_REPAYMENT_IDS.processingFailed)).toEqual({
      text: 'Fondos insuficientes',
    });
  });
  it.each(NOT_MESSAGES)("%j: 'processing failed'", async (message) => {
    const result = await failedCall('repaymentConfirm', '99', message);
    expect(confirmFailureMessage(result)).toEqual({
      messageId: CARD_REPAYMENT_IDS.processingFailed,
    });
  });
});

describe('promotion (get-sms, register)', () => {
  it('shows a message', async () => {
    const result = await failedCall('register', 7, 'Campaña terminada');
    expect(promotionFailure(result, PROMOTION_IDS.error)).toEqual({ text: 'Campaña terminada' });
  });
  it.each(NOT_MESSAGES)("%j: 'error'", async (message) => {
    const result = await failedCall('getSms', 7, message);
    expect(promotionFailure(result, PROMOTION_IDS.error)).toEqual({
      messageId: PROMOTION_IDS.error,
    });
  });
});

describe('page loads through failureText (complaints, complaint history, loan details, contract, customer service)', () => {
  it.each([
    'problemInit',
    'problemList',
    'problemDetail',
    'contractDetail',
    'getWhatsapp',
  ] as const)('%s: a message is kept, a status word is not', async (endpoint) => {
    expect(failureText(await failedCall(endpoint, 3, 'Orden cerrada'))).toEqual({
      text: 'Orden cerrada',
    });
    expect(failureText(await failedCall(endpoint, 3, 'error'))).toEqual({});
  });
});
