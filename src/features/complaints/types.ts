import type { ShownMessage } from '../../shell/shownText';
import type { ComplaintOption } from './complaintsSchema';

/**
 * The complaint entry and form (spec sections 3 and 7): the request bodies, and what the pages and the
 * draft keep (the answers' types are inferred from their schemas, complaintsSchema.ts).
 */

/** POST problem-init. */
export interface ProblemInitRequest {
  /** The entry's query orderId; '' when none (the form's deep link looks the titles up this way). */
  orderId: string;
}

/** POST problem-save (spec section 7). */
export interface ProblemSaveRequest {
  problemType: number;
  /** '' when the type has no sub-type. */
  problemSonType: number | '';
  /** The description, trimmed (at most 200 characters). */
  problemDetail: string;
  /** The uploaded image urls joined by ',' ('' when none). */
  problemImage: string;
  orderNo: string;
}

/** A message to show: server text as is, or a react-intl message id. */

/** The form page's query (`/complainPageNext?problemType=&problemSonType=&orderNo=`), as strings. */
export interface FormQuery {
  problemType: string;
  /** '' when the type has no sub-type. */
  problemSonType: string;
  orderNo: string;
}

/** Where one photo is: downscaling, uploading, stored (its url) or failed (its message). */
type PhotoStatus = 'preparing' | 'uploading' | 'done' | 'failed';

/** One photo of the form. The picture itself stays in the saga's memory (for Retry), never in the store. */
export interface Photo {
  /** Local id, unique within the form ('1', '2', ...). */
  id: string;
  status: PhotoStatus;
  /** The uploaded url ('' until done). */
  url: string;
  /** Why it failed (server text or a message id). */
  error: ShownMessage | null;
  /** A failed upload can be tried again; an unreadable picture cannot. */
  retryable: boolean;
}

/**
 * The complaint being written, as kept in storage under `durableKey('complaintDraft')` (localStorage), so a
 * reload or a killed web view loses nothing. Version 1.
 */
export interface ComplaintDraft {
  v: 1;
  problemType: ComplaintOption;
  problemSonType: ComplaintOption | null;
  orderNo: string;
  /** The entry's query orderId ('' when none): the entry opens with it again after the save. */
  orderId: string;
  text: string;
  /** Uploaded urls only. */
  images: string[];
}
