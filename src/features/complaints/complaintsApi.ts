import type { ApiClient } from '../../platform/api/types';
import { problemInitParams } from './complaintsParams';
import { problemInitSchema, problemSaveSchema, uploadSchema } from './complaintsSchema';
import type { ProblemInitRequest, ProblemSaveRequest } from './types';

/** POST /user-problem/problem-init with the entry's orderId ('' when none). */
export function fetchProblemInit(api: ApiClient, body: ProblemInitRequest) {
  return api.post('problemInit', problemInitSchema, problemInitParams(body));
}

/** The multipart field and the file name of an uploaded photo (always a JPEG after downscaling). */
const UPLOAD_FIELD = 'problemImage';
const UPLOAD_FILENAME = 'photo.jpg';

/**
 * POST multipart /user-problem/upload-problem-img: one prepared photo. It stores data: it carries an
 * Idempotency-Key. The saga shows the failure itself (on the photo's tile and as a toast).
 */
export function uploadPhoto(api: ApiClient, blob: Blob) {
  return api.upload(
    'uploadProblemImg',
    uploadSchema,
    { field: UPLOAD_FIELD, file: blob, filename: UPLOAD_FILENAME },
    { idempotent: true, toastOnFailure: false },
  );
}

/**
 * POST /user-problem/problem-save: one request per attempt, with an Idempotency-Key. A failure shows one
 * message, by the Send button (the saga's saveFailed), not also the client's toast: spec section 8 has
 * complaint calls show a message only when they succeed, so the general failure toast is not theirs, and
 * the message by the button stays while the borrower decides to send again.
 */
export function saveComplaint(api: ApiClient, body: ProblemSaveRequest) {
  return api.post(
    'problemSave',
    problemSaveSchema,
    { ...body },
    { idempotent: true, toastOnFailure: false },
  );
}
