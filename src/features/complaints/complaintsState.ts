import { idleRequest } from '../../platform/state/loadState';
import type { RequestState } from '../../platform/state/loadState';
import type { ShownMessage } from '../../shell/shownText';
import type { FormQuery, Photo } from './types';
import type { ComplaintOption, OrderCard } from './complaintsSchema';

// The shape of the complaints slice (entry and form) and where it starts.

/** The collection type: it has sub-types, and only an order with isShow 1 may send it (spec section 4). */
export const COLLECTION_TYPE = 1;

/** The complaint entry: the types, the orders, the current order and what is unfolded. */
export interface EntryState extends RequestState {
  /** The page's query orderId ('' when none). */
  orderId: string;
  types: ComplaintOption[];
  subTypes: ComplaintOption[];
  /** Every order (orderList), for the 'All' list. */
  orders: OrderCard[];
  /** The order complaints are about: orderDetail, else orderList[0], else the one chosen; null when none. */
  current: OrderCard | null;
  /** The 'All' list is unfolded. */
  allOpen: boolean;
  /** The collection type's sub-types are unfolded. */
  subTypesOpen: boolean;
}

/** loading: the draft is read or the titles looked up; unknown: the query names no known type. */
type FormStatus = 'idle' | 'loading' | 'ready' | 'unknown' | 'failed';
/** The send button: idle, a save in flight (or cooling down after a failure), or saved. */
type SavePhase = 'idle' | 'saving' | 'succeeded';

export interface FormState {
  status: FormStatus;
  /** Why the titles could not be looked up (status 'failed'). */
  error: ShownMessage | null;
  query: FormQuery | null;
  problemType: ComplaintOption | null;
  problemSonType: ComplaintOption | null;
  /** The entry's orderId (kept in the draft): the entry opens with it after the save. */
  orderId: string;
  /** The description as typed (at most COMPLAINT_TEXT_MAX characters). */
  text: string;
  photos: Photo[];
  nextPhotoId: number;
  /** The ids the last photosChosen accepted, in the order of its files (the saga pairs them). */
  lastChosen: string[];
  save: SavePhase;
  /** A message id for under the description (the saga's own check of the text). */
  textError: string | null;
  /** Why the send did not go through (shown as an alert by the send button). */
  saveError: ShownMessage | null;
  /** The done photo shown large. */
  previewId: string | null;
}

export interface ComplaintsState {
  entry: EntryState;
  form: FormState;
}

export const initialEntryState: EntryState = {
  ...idleRequest(),
  orderId: '',
  types: [],
  subTypes: [],
  orders: [],
  current: null,
  allOpen: false,
  subTypesOpen: false,
};

export const initialFormState: FormState = {
  status: 'idle',
  error: null,
  query: null,
  problemType: null,
  problemSonType: null,
  orderId: '',
  text: '',
  photos: [],
  nextPhotoId: 1,
  lastChosen: [],
  save: 'idle',
  textError: null,
  saveError: null,
  previewId: null,
};

export const initialComplaintsState: ComplaintsState = {
  entry: initialEntryState,
  form: initialFormState,
};
