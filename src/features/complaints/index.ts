import { complaintsReducer } from './complaintsSlice';
import { complaintsSaga } from './complaintsSaga';
export {
  complaintsReducer,
  complaintsActions,
  selectComplaints,
  selectEntry,
  selectForm,
} from './complaintsSlice';
export type { ComplaintsState, EntryState, FormState } from './complaintsSlice';
export { complaintsSaga } from './complaintsSaga';
export { DRAFT_KEY } from './draft';
export type { ComplaintDraft, ComplaintOption, OrderCard } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const complaintsFeature = {
  slice: { reducerPath: 'complaints', reducer: complaintsReducer },
  saga: complaintsSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/complaints.json), loaded with its route. */
  texts: ['complaints'],
} as const;
