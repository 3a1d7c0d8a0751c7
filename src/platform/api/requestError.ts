import { shownServerText } from './failureText';
import type { ApiResult, RequestError } from './types';

/**
 * Why a load gave nothing to show: the server's code and its message when that reads as one (else '', and
 * the page shows its class text), 'malformed' when it succeeded with an answer of the wrong shape.
 */
export function requestError(result: ApiResult<unknown>): RequestError {
  return result.success
    ? { code: 'malformed', message: '' }
    : { code: result.code, message: shownServerText(result.message) };
}

/** The failure a flow shows when its worker threw (safely puts it): the page's own failure text. */
export const WORKER_FAILED: RequestError = { code: 'exception', message: '' };
