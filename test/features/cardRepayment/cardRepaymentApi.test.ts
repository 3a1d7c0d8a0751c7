import {
  CONFIRM_FAILURES,
  REPAYMENT_FAILURES,
} from '../../../src/features/cardRepayment/cardRepaymentApi';
import { failureText } from '../../../src/platform/api/failureText';
import type { ApiResult } from '../../../src/platform/api/types';
import { fail, ok00, transport } from './fixtures';

/** What the client hands over when it could not use the answer (localized text in message). */
const clientFailure = (code: string): ApiResult<never> => ({
  success: false,
  code,
  message: 'Respuesta inesperada del servidor, inténtelo de nuevo',
  data: null,
  raw: null,
});

/** The repayment family's row of the failure table, with a page's own fallback. */
const failureMessage = (result: ApiResult<unknown>, fallbackId: string) =>
  failureText(result, { ...REPAYMENT_FAILURES, fallbackId });
const confirmFailureMessage = (result: ApiResult<unknown>) => failureText(result, CONFIRM_FAILURES);

describe('failure messages (spec section 8)', () => {
  it('server text, else the fallback id; network and time-out show error', () => {
    expect(failureMessage(fail('9', 'Sin saldo'), 'x.fallback')).toEqual({ text: 'Sin saldo' });
    expect(failureMessage(fail('9', '  '), 'x.fallback')).toEqual({ messageId: 'x.fallback' });
    expect(failureMessage(transport('network'), 'x.fallback')).toEqual({
      messageId: 'cardRepayment.error',
    });
    expect(failureMessage(transport('timeout'), 'x.fallback')).toEqual({
      messageId: 'cardRepayment.error',
    });
  });

  it('an answer that could not be used shows the spec fallback, not the generic text', () => {
    expect(failureMessage(clientFailure('BAD_RESPONSE'), 'x.fallback')).toEqual({
      messageId: 'x.fallback',
    });
    expect(failureMessage(clientFailure('malformed'), 'x.fallback')).toEqual({
      messageId: 'x.fallback',
    });
    expect(failureMessage(ok00(null), 'x.fallback')).toEqual({ messageId: 'x.fallback' });
  });

  it("an HTTP error keeps the client's localized text (e.g. session expired)", () => {
    expect(
      failureMessage({ ...clientFailure('http_401'), message: 'Sesión vencida' }, 'x.fallback'),
    ).toEqual({ text: 'Sesión vencida' });
  });

  it('confirm codes 800006 and 800005 have their own texts whatever the server says', () => {
    expect(confirmFailureMessage(fail('800006', 'x'))).toEqual({
      messageId: 'cardRepayment.wrongCode',
    });
    expect(confirmFailureMessage(fail('800005', 'x'))).toEqual({
      messageId: 'cardRepayment.duplicateSubmit',
    });
    expect(confirmFailureMessage(fail('1', ''))).toEqual({
      messageId: 'cardRepayment.processingFailed',
    });
    expect(confirmFailureMessage(fail('1', 'Banco caído'))).toEqual({ text: 'Banco caído' });
  });
});
