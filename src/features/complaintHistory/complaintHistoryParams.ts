import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';
import type { ProblemDetailRequest } from './types';

/**
 * problem-detail's body. Shared by the api call and the page's early request
 * (the first call below), so the two cannot differ; no schema here, the early script imports it.
 */
export function problemDetailParams(request: ProblemDetailRequest): Params {
  return { problemId: request.problemId };
}

/** The complaint list's first call: problem-list (no body). */
export const complaintListFirst: FirstCall = () => ({ endpoint: 'problemList' });

/** The complaint detail's first call: problem-detail for the query's problemId. */
export const complaintDetailFirst: FirstCall = (query) => {
  const problemId = readQuery(query, 'problemId');
  return problemId
    ? { endpoint: 'problemDetail', params: problemDetailParams({ problemId }) }
    : null;
};
