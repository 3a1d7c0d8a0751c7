import { complaintHistoryReducer } from './complaintHistorySlice';
import { complaintHistorySaga } from './complaintHistorySaga';
export {
  complaintHistoryReducer,
  complaintHistoryActions,
  selectComplaintHistory,
  selectComplaintList,
  selectComplaintDetail,
  selectScore,
} from './complaintHistorySlice';
export type { ComplaintHistoryState } from './complaintHistorySlice';
export { complaintHistorySaga } from './complaintHistorySaga';
export type { ComplaintDetail, ComplaintItem, ComplaintTab } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const complaintHistoryFeature = {
  slice: { reducerPath: 'complaintHistory', reducer: complaintHistoryReducer },
  saga: complaintHistorySaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/complaintHistory.json), loaded with its route. */
  texts: ['complaintHistory'],
} as const;
