import type { Params } from '../../platform/api/types';
import type { ProblemInitRequest } from './types';

/**
 * problem-init's body: the entry's orderId ('' when none, and always '' for the form's deep link).
 * Shared by the api call and the pages' early requests (src/app/firstRequests.ts), so they cannot
 * differ; no schema here, the early script imports it.
 */
export function problemInitParams(body: ProblemInitRequest): Params {
  return { orderId: body.orderId };
}
