import type { ApiClient } from '../../platform/api/types';
import { problemDetailParams } from './complaintHistoryParams';
import {
  problemDetailSchema,
  problemListSchema,
  problemScoreSchema,
} from './complaintHistorySchema';
import type { ProblemDetailRequest, ProblemScoreRequest } from './types';

/** POST /user-problem/problem-list, no body (spec section 7). */
export function fetchComplaintList(api: ApiClient) {
  return api.post('problemList', problemListSchema);
}

/** POST /user-problem/problem-detail with the complaint's id (spec section 7). */
export function fetchComplaintDetail(api: ApiClient, request: ProblemDetailRequest) {
  return api.post('problemDetail', problemDetailSchema, problemDetailParams(request));
}

/**
 * POST /user-problem/problem-score (issue 12: not in the spec). It moves data, so it carries an
 * Idempotency-Key; a failure is shown inside the score modal, so the client shows no toast of its own
 * (a toast would sit under the modal).
 */
export function sendComplaintScore(api: ApiClient, request: ProblemScoreRequest) {
  return api.post(
    'problemScore',
    problemScoreSchema,
    { problemId: request.problemId, score: request.score },
    { idempotent: true, toastOnFailure: false },
  );
}
