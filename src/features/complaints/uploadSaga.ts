import type { PayloadAction } from '@reduxjs/toolkit';
import { channel, type Channel } from 'redux-saga';
import { call, fork, getContext, put, select, take, takeEvery } from 'typed-redux-saga';
import { failureText } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import { downscale } from '../../platform/image/downscale';
import { safely } from '../../platform/saga/safely';
import { toastRequested } from '../../shell/uiSlice';
import { uploadPhoto } from './complaintsApi';
import { complaintsActions as actions, selectForm } from './complaintsSlice';
import { MESSAGE_IDS } from './messages';
import { jpegDataUrl, photoPreviews } from './photoPreviews';

/** Uploads running at once; the others wait their turn. */
const UPLOADS_AT_ONCE = 2;

/** One photo to prepare (when not yet prepared) and upload. */
interface Job {
  id: string;
}

/**
 * What the form's photo flow keeps in memory, never in the store: the picked files until they are
 * downscaled, and the prepared JPEGs until they are uploaded (Retry uploads them again).
 */
interface Memory {
  files: Map<string, Blob>;
  prepared: Map<string, Blob>;
}

function* photoExists(id: string) {
  const { photos } = yield* select(selectForm);
  return photos.some((p) => p.id === id);
}

/** Downscales the picked file (once); null when the photo failed or went away meanwhile. */
function* prepare(id: string, memory: Memory) {
  const ready = memory.prepared.get(id);
  if (ready) return ready;
  const file = memory.files.get(id);
  if (!file) return null;
  const result = yield* call(downscale, file);
  memory.files.delete(id);
  if (!(yield* call(photoExists, id))) return null;
  if (!result.ok) {
    const messageId =
      result.reason === 'decode' ? MESSAGE_IDS.decodeFailed : MESSAGE_IDS.photoUnsupported;
    yield* put(actions.photoFailed({ id, error: { messageId }, retryable: false }));
    return null;
  }
  memory.prepared.set(id, result.blob);
  return result.blob;
}

/**
 * One photo: 'preparing' (downscale: longest side 1600 px, JPEG, no EXIF) -> 'uploading' -> 'done' with
 * its url (kept to send back) and the success toast, or 'failed' with the server's message (toast and
 * tile; Retry keeps the prepared JPEG). The tile shows the JPEG that was sent, never the url. A photo
 * removed meanwhile is dropped silently.
 */
function* processPhoto(job: Job, memory: Memory) {
  const { id } = job;
  if (!(yield* call(photoExists, id))) return;
  const blob = yield* call(prepare, id, memory);
  if (!blob) return;
  yield* put(actions.photoUploading({ id }));
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(uploadPhoto, api, blob);
  if (!(yield* call(photoExists, id))) return;
  if (result.success && result.data) {
    memory.prepared.delete(id);
    const preview = yield* call(jpegDataUrl, blob);
    if (!(yield* call(photoExists, id))) return;
    if (preview !== '') photoPreviews.set(id, preview);
    yield* put(actions.photoUploaded({ id, url: result.data.url }));
    yield* put(toastRequested({ messageId: MESSAGE_IDS.uploadSuccess }));
    return;
  }
  const error = failureText(result, { fallbackId: MESSAGE_IDS.uploadFailed });
  yield* put(actions.photoFailed({ id, error, retryable: true }));
  yield* put(toastRequested({ ...error }));
}

/** A worker of the pool: one job after the other; a thrown job fails its photo, never the pool. */
function* uploadWorker(jobs: Channel<Job>, memory: Memory) {
  const failed = (_message: string, job: Job) =>
    actions.photoFailed({
      id: job.id,
      error: { messageId: MESSAGE_IDS.uploadFailed },
      retryable: memory.prepared.has(job.id),
    });
  const run = safely(processPhoto, failed);
  for (;;) {
    const job = yield* take(jobs);
    yield* call(run, job, memory);
  }
}

/** Files picked: the ones the reducer accepted (up to 9 photos in all) queue in the order picked. */
function* queueChosen(
  jobs: Channel<Job>,
  memory: Memory,
  action: PayloadAction<{ files: File[] }>,
) {
  const { lastChosen } = yield* select(selectForm);
  for (const [index, id] of lastChosen.entries()) {
    const file = action.payload.files[index];
    if (!file) continue;
    memory.files.set(id, file);
    yield* put(jobs, { id });
  }
}

/** Retry of a failed upload (the reducer took it): the prepared JPEG queues again. */
function* queueRetry(jobs: Channel<Job>, memory: Memory, action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const photo = (yield* select(selectForm)).photos.find((p) => p.id === id);
  if (photo?.status !== 'uploading') return;
  if (memory.prepared.has(id)) {
    yield* put(jobs, { id });
    return;
  }
  const error = { messageId: MESSAGE_IDS.uploadFailed };
  yield* put(actions.photoFailed({ id, error, retryable: false }));
}

/** A removed photo's picture leaves memory (an upload in flight for it is ignored when it answers). */
function forget(memory: Memory, action: PayloadAction<{ id: string }>) {
  memory.files.delete(action.payload.id);
  memory.prepared.delete(action.payload.id);
  photoPreviews.drop(action.payload.id);
}

/**
 * The photos of one open form: a pool of UPLOADS_AT_ONCE workers over a queue, each photo on its own (a
 * failed one never blocks the others). Runs until the form is left, which cancels what is in flight and
 * drops the pictures and their previews from memory.
 */
export function* photoSession() {
  const memory: Memory = { files: new Map(), prepared: new Map() };
  const jobs = channel<Job>();
  photoPreviews.clear();
  try {
    for (let i = 0; i < UPLOADS_AT_ONCE; i += 1) yield* fork(uploadWorker, jobs, memory);
    yield* takeEvery(actions.photosChosen.type, safely(queueChosen, null), jobs, memory);
    yield* takeEvery(actions.photoRetryRequested.type, safely(queueRetry, null), jobs, memory);
    yield* takeEvery(actions.photoRemoved.type, forget, memory);
    yield* take(actions.formLeft.type);
  } finally {
    photoPreviews.clear();
  }
}
