import type { ProblemDetailWire } from './complaintHistorySchema';

/** The checked problem-detail answer is what the detail shows. */
export type ComplaintDetail = ProblemDetailWire;

/** Body of POST /user-problem/problem-detail. */
export interface ProblemDetailRequest {
  problemId: string;
}

/** Body of POST /user-problem/problem-score (score 1 to 5). */
export interface ProblemScoreRequest {
  problemId: string;
  score: number;
}
