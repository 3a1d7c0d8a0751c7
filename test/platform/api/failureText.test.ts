import {
  failureText,
  isTransportFailure,
  looksLikeMessage,
  MAX_SHOWN_MESSAGE,
  shownServerText,
  WORKER_FAILED,
  type FailurePolicy,
} from '../../../src/platform/api/failureText';
import { parseEnvelope } from '../../../src/platform/api/envelope';

/** The one rule for a server's failure text (src/platform/api/failureText.ts). */
describe('shownServerText: a failure text is shown only when it reads as a message', () => {
  const shown: [string, string, string][] = [
    ['a Spanish sentence', 'Tarjeta rechazada por el banco', 'Tarjeta rechazada por el banco'],
    ['trimmed', '  Saldo insuficiente  ', 'Saldo insuficiente'],
    [
      'line breaks as one space',
      'Tarjeta rechazada.\n\tIntente de nuevo.',
      'Tarjeta rechazada. Intente de nuevo.',
    ],
    ['a sentence with a number', 'Intente en 5 minutos', 'Intente en 5 minutos'],
    ['Chinese', '处理失败，请稍后再试', '处理失败，请稍后再试'],
    ['a status word inside a sentence', 'Error al procesar el pago', 'Error al procesar el pago'],
    ['a less-than sign in text', 'Monto < 100 no permitido', 'Monto < 100 no permitido'],
    ['exactly the cap', 'a'.repeat(MAX_SHOWN_MESSAGE), 'a'.repeat(MAX_SHOWN_MESSAGE)],
    [
      'the cap in code points (an emoji is one)',
      `${'ñ'.repeat(MAX_SHOWN_MESSAGE - 1)}😀`,
      `${'ñ'.repeat(MAX_SHOWN_MESSAGE - 1)}😀`,
    ],
  ];
  it.each(shown)('%s: shown', (_name, message, expected) => {
    expect(shownServerText(message)).toBe(expected);
    expect(looksLikeMessage(message)).toBe(true);
  });

  const refused: [string, unknown][] = [
    ['empty', ''],
    ['blank', '   \n '],
    ['one over the cap', 'a'.repeat(MAX_SHOWN_MESSAGE + 1)],
    ['a 500-character text', 'Texto largo '.repeat(42)],
    ['success', 'success'],
    ['Success.', 'Success.'],
    ['OK', 'OK'],
    ['ok!', 'ok!'],
    ['error', 'error'],
    ['ERROR', 'ERROR'],
    ['fail', 'fail'],
    ['failed', 'Failed'],
    ['failure', 'failure'],
    ['null', 'null'],
    ['undefined', 'undefined'],
    ['NaN', 'NaN'],
    ['true', 'true'],
    ['[object Object]', '[object Object]'],
    ['an HTTP reason phrase', 'Internal Server Error'],
    ['Bad Request', 'Bad Request'],
    ['Spanish éxito', 'Éxito'],
    ['Spanish error interno', 'Error interno'],
    ['Chinese 成功', '成功'],
    ['Chinese 失败', '失败'],
    ['a number', '500'],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['punctuation only', '...'],
    ['an identifier', 'SYSTEM_ERROR'],
    ['a dotted code', 'java.lang.NullPointerException'],
    ['a code in capitals', 'E500'],
    ['a tag', '<b>Pago</b> rechazado'],
    ['a script', '<script>alert(1)</script>'],
    ['an image tag', '<img src=x onerror=alert(1)>'],
    ['an HTML page', '<!DOCTYPE html><html><body>Bad gateway</body></html>'],
    ['a comment', 'Pago <!-- x --> rechazado'],
    ['an entity', 'Pago &lt;rechazado&gt;'],
    ['a numeric entity', 'Pago &#60;rechazado'],
    ['a control character', 'Pago\u0000rechazado'],
    ['a bidi override', 'Pago \u202erechazado'],
    ['a number (not text)', 500],
    ['null (not text)', null],
    ['an object', { message: 'x' }],
  ];
  it.each(refused)('%s: refused', (_name, message) => {
    expect(shownServerText(message)).toBe('');
  });
});

describe('where the rule applies', () => {
  it("parseEnvelope keeps a failure's message only when it reads as one", () => {
    expect(parseEnvelope('general', { code: 1, message: 'success' }).message).toBe('');
    expect(parseEnvelope('repayment', { code: '99', message: 'x'.repeat(500) }).message).toBe('');
    expect(parseEnvelope('v3', { success: false, message: '<p>no</p>' }).message).toBe('');
    expect(parseEnvelope('general', { code: 1, message: 404 }).message).toBe('');
    expect(parseEnvelope('general', { code: 1, message: 'Sin saldo' }).message).toBe('Sin saldo');
  });

  it('leaves a success message as sent (it is never a failure text)', () => {
    expect(parseEnvelope('general', { code: 0, message: 'success' }).message).toBe('success');
  });

  it('failureText passes only a message', () => {
    const result = { success: false, code: '7', message: 'fail', data: null, raw: null };
    expect(failureText(result)).toEqual({});
    expect(failureText({ ...result, message: 'Orden no encontrada' })).toEqual({
      text: 'Orden no encontrada',
    });
  });
});

describe('failureText: a failed call as a page shows it (one rule, a policy per page)', () => {
  const failure = (code: string, message: string) => ({ success: false, code, message });
  const success = { success: true, code: '0', message: 'Cuenta creada' };
  const repayment: FailurePolicy = {
    transportId: 'x.error',
    unusableShowsFallback: true,
    fallbackId: 'x.fallback',
    codes: { '800006': 'x.wrongCode' },
  };

  it('by default: the text when it reads as a message, else nothing of its own', () => {
    expect(failureText(failure('9', 'Sin saldo'))).toEqual({ text: 'Sin saldo' });
    expect(failureText(failure('9', '  Sin   saldo '))).toEqual({ text: 'Sin saldo' });
    expect(failureText(failure('9', 'SYSTEM_ERROR'))).toEqual({});
    expect(failureText(failure('network', 'Error de red'))).toEqual({ text: 'Error de red' });
    expect(failureText(success)).toEqual({});
    expect(WORKER_FAILED).toEqual({});
  });

  it("with a fallback: the page's own text instead of nothing, and for a success it cannot use", () => {
    const policy = { fallbackId: 'x.fallback' };
    expect(failureText(failure('9', 'Sin saldo'), policy)).toEqual({ text: 'Sin saldo' });
    expect(failureText(failure('9', 'null'), policy)).toEqual({ messageId: 'x.fallback' });
    expect(failureText(success, policy)).toEqual({ messageId: 'x.fallback' });
    // The client's localized text of an answer it could not use reads as a message.
    expect(failureText(failure('BAD_RESPONSE', 'Respuesta inesperada'), policy)).toEqual({
      text: 'Respuesta inesperada',
    });
  });

  it('a policy row: own codes, then no answer, then an unusable answer, then the text', () => {
    expect(failureText(failure('800006', 'Código incorrecto'), repayment)).toEqual({
      messageId: 'x.wrongCode',
    });
    expect(failureText(failure('network', 'Error de red'), repayment)).toEqual({
      messageId: 'x.error',
    });
    expect(failureText(failure('timeout', 'Tardó'), repayment)).toEqual({ messageId: 'x.error' });
    expect(failureText(failure('malformed', 'Respuesta inesperada'), repayment)).toEqual({
      messageId: 'x.fallback',
    });
    expect(failureText(failure('BAD_RESPONSE', 'Respuesta inesperada'), repayment)).toEqual({
      messageId: 'x.fallback',
    });
    expect(failureText(failure('http_503', 'Servicio no disponible'), repayment)).toEqual({
      text: 'Servicio no disponible',
    });
    expect(failureText(success, repayment)).toEqual({ messageId: 'x.fallback' });
  });

  it("a code that is an object's own property name is not a policy code", () => {
    expect(failureText(failure('constructor', 'Sin saldo'), repayment)).toEqual({
      text: 'Sin saldo',
    });
    expect(failureText(failure('__proto__', ''), repayment)).toEqual({ messageId: 'x.fallback' });
  });

  it('no answer: the network failure and the time-out only', () => {
    expect(['network', 'timeout'].map(isTransportFailure)).toEqual([true, true]);
    expect(['http_504', 'malformed', '0', ''].map(isTransportFailure)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
