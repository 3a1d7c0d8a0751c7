import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';
import type { ProblemInitRequest } from './types';

/**
 * problem-init's body: the entry's orderId ('' when none, and always '' for the form's deep link).
 * Shared by the api call and the pages' early requests (the first call below), so they cannot
 * differ; no schema here, the early script imports it.
 */
export function problemInitParams(body: ProblemInitRequest): Params {
  return { orderId: body.orderId };
}

/** The complaint entry's first call: problem-init for the entry's orderId ('' when none). */
export const complaintEntryFirst: FirstCall = (query) => ({
  endpoint: 'problemInit',
  params: problemInitParams({ orderId: readQuery(query, 'orderId') }),
});

/**
 * The form's first call: its deep link looks its titles up with problem-init (orderId ''). With a draft of
 * the same type, sub-type and order the form restores it and asks nothing: the early answer is dropped.
 */
export const complaintFormFirst: FirstCall = () => ({
  endpoint: 'problemInit',
  params: problemInitParams({ orderId: '' }),
});
