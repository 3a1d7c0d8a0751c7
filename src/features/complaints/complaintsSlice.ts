import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '../../config/constants';
import { keyedByQuery } from '../../platform/state/forQuery';
import { toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { BackLayers } from '../../shell/uiSagaBack';
import {
  COLLECTION_TYPE,
  initialComplaintsState,
  initialEntryState,
  initialFormState,
  type ComplaintsState,
  type EntryState,
  type FormState,
} from './complaintsState';
import type { ShownMessage } from '../../shell/shownText';
import type { ComplaintDraft, FormQuery, Photo } from './types';
import type { ProblemInitData } from './complaintsSchema';

export { COLLECTION_TYPE, initialComplaintsState } from './complaintsState';
export type { ComplaintsState, EntryState, FormState } from './complaintsState';

/** What the form starts with: the titles, the entry's orderId, and the draft's text and photos. */
type FormReady = Omit<ComplaintDraft, 'v' | 'orderNo'>;

const findPhoto = (form: FormState, id: string) => form.photos.find((p) => p.id === id);

/** A new photo in the form (ids count up within the form). */
function addPhoto(form: FormState, photo: Omit<Photo, 'id'>): string {
  const id = String(form.nextPhotoId);
  form.nextPhotoId += 1;
  form.photos.push({ id, ...photo });
  return id;
}

const complaintsSlice = createSlice({
  name: 'complaints',
  initialState: initialComplaintsState,
  reducers: {
    // The entry
    entryOpened(state, action: PayloadAction<{ orderId: string }>) {
      state.entry = { ...initialEntryState, orderId: action.payload.orderId, status: 'loading' };
    },
    entryRetryRequested(state) {
      toLoading(state.entry);
    },
    entryLoaded(state, action: PayloadAction<ProblemInitData>) {
      const { problemType, problemSonType, orderDetail, orderList } = action.payload;
      toSucceeded(state.entry);
      state.entry.types = problemType;
      state.entry.subTypes = problemSonType;
      state.entry.orders = orderList;
      state.entry.current = orderDetail ?? orderList[0] ?? null;
      state.entry.allOpen = false;
      state.entry.subTypesOpen = false;
    },
    entryLoadFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state.entry, action.payload);
    },
    allToggled(state) {
      state.entry.allOpen = !state.entry.allOpen;
    },
    /** Another order becomes the current one; the list folds, and so do sub-types it may not send. */
    orderChosen(state, action: PayloadAction<{ orderNo: string }>) {
      const order = state.entry.orders.find((o) => o.orderNo === action.payload.orderNo);
      if (!order) return;
      state.entry.current = order;
      state.entry.allOpen = false;
      if (order.isShow !== 1) state.entry.subTypesOpen = false;
    },
    /**
     * A type tapped. The collection type unfolds (or folds) its sub-types when the current order allows it
     * (isShow 1); otherwise nothing unfolds and the saga says why. Any other type: the saga opens the form.
     */
    typeChosen(state, action: PayloadAction<{ value: number }>) {
      if (action.payload.value !== COLLECTION_TYPE) return;
      if (state.entry.current?.isShow !== 1) return;
      state.entry.subTypesOpen = !state.entry.subTypesOpen;
    },
    /** A sub-type of the collection type tapped: the saga opens the form. */
    subTypeChosen(_state, _action: PayloadAction<{ value: number }>) {},

    // The form
    formOpened(state, action: PayloadAction<FormQuery>) {
      state.form = { ...initialFormState, query: action.payload, status: 'loading' };
    },
    formReady(state, action: PayloadAction<FormReady>) {
      const { problemType, problemSonType, orderId, text, images } = action.payload;
      const form = state.form;
      form.status = 'ready';
      form.error = null;
      form.problemType = problemType;
      form.problemSonType = problemSonType;
      form.orderId = orderId;
      form.text = text.slice(0, COMPLAINT_TEXT_MAX);
      form.photos = [];
      for (const url of images.slice(0, COMPLAINT_IMAGES_MAX)) {
        addPhoto(form, { status: 'done', url, error: null, retryable: false });
      }
    },
    /** The query names a type (or sub-type) the server does not know. */
    formUnknown(state) {
      state.form.status = 'unknown';
    },
    formLoadFailed(state, action: PayloadAction<ShownMessage>) {
      state.form.status = 'failed';
      state.form.error = action.payload;
    },
    /** Leaving the form stops its uploads and the success modal's timer. */
    formLeft(state) {
      state.form = initialFormState;
    },
    /** The description as typed; characters beyond COMPLAINT_TEXT_MAX are dropped. */
    textChanged(state, action: PayloadAction<{ text: string }>) {
      const text = action.payload.text.slice(0, COMPLAINT_TEXT_MAX);
      if (text === state.form.text) return;
      state.form.text = text;
      state.form.textError = null;
    },
    /**
     * Files picked (the File objects travel in this action only; the saga keeps them). Up to
     * COMPLAINT_IMAGES_MAX photos in all: further files are ignored.
     */
    photosChosen(state, action: PayloadAction<{ files: File[] }>) {
      const form = state.form;
      form.lastChosen = [];
      // While a save is under way (or done) the photos it sends are fixed.
      if (form.status !== 'ready' || form.save !== 'idle') return;
      const room = Math.max(0, COMPLAINT_IMAGES_MAX - form.photos.length);
      for (let i = 0; i < Math.min(room, action.payload.files.length); i += 1) {
        form.lastChosen.push(
          addPhoto(form, { status: 'preparing', url: '', error: null, retryable: false }),
        );
      }
      form.saveError = null;
    },
    photoUploading(state, action: PayloadAction<{ id: string }>) {
      const photo = findPhoto(state.form, action.payload.id);
      if (photo) photo.status = 'uploading';
    },
    photoUploaded(state, action: PayloadAction<{ id: string; url: string }>) {
      const photo = findPhoto(state.form, action.payload.id);
      if (!photo) return;
      photo.status = 'done';
      photo.url = action.payload.url;
      photo.error = null;
      photo.retryable = false;
    },
    photoFailed(
      state,
      action: PayloadAction<{ id: string; error: ShownMessage; retryable: boolean }>,
    ) {
      const photo = findPhoto(state.form, action.payload.id);
      if (!photo) return;
      photo.status = 'failed';
      photo.error = action.payload.error;
      photo.retryable = action.payload.retryable;
    },
    /** Retry of a failed upload: the photo queues for upload again (taken only when it can retry). */
    photoRetryRequested(state, action: PayloadAction<{ id: string }>) {
      const photo = findPhoto(state.form, action.payload.id);
      if (!photo || photo.status !== 'failed' || !photo.retryable) return;
      photo.status = 'uploading';
      photo.error = null;
    },
    photoRemoved(state, action: PayloadAction<{ id: string }>) {
      const form = state.form;
      if (form.save === 'saving') return;
      form.photos = form.photos.filter((p) => p.id !== action.payload.id);
      if (form.previewId === action.payload.id) form.previewId = null;
    },
    previewOpened(state, action: PayloadAction<{ id: string }>) {
      const photo = findPhoto(state.form, action.payload.id);
      if (photo?.status === 'done') state.form.previewId = photo.id;
    },
    previewClosed(state) {
      state.form.previewId = null;
    },
    /** Send tapped: taken only when the form is ready and idle, so a burst of taps sends one request. */
    saveRequested(state) {
      const form = state.form;
      if (form.status !== 'ready' || form.save !== 'idle') return;
      form.save = 'saving';
      form.saveError = null;
      form.textError = null;
    },
    /** The send was not made: the text is empty (message under the field) or photos are uploading. */
    saveRejected(state, action: PayloadAction<{ textError?: string; message?: ShownMessage }>) {
      state.form.textError = action.payload.textError ?? null;
      state.form.saveError = action.payload.message ?? null;
    },
    saveFailed(state, action: PayloadAction<ShownMessage>) {
      state.form.saveError = action.payload;
    },
    /** Saved: the success modal shows, the send button stays off. */
    saveSucceeded(state) {
      state.form.save = 'succeeded';
      state.form.saveError = null;
    },
    saveEnded(state) {
      if (state.form.save === 'saving') state.form.save = 'idle';
    },
  },
});

export const complaintsActions = complaintsSlice.actions;
export const complaintsReducer = complaintsSlice.reducer;

type WithComplaints = { complaints: ComplaintsState };
export const selectEntry = (state: WithComplaints) => state.complaints.entry;
export const selectForm = (state: WithComplaints) => state.complaints.form;

/** The entry of one order (`{ orderId }`, '' without one): never another order's (forQuery.ts). */
export const selectEntryFor = keyedByQuery(selectEntry, (entry) => ({ orderId: entry.orderId }), {
  ...initialEntryState,
  status: 'loading',
} satisfies EntryState);

/** The form of one query (type, sub-type, order): never another's (forQuery.ts). */
export const selectFormFor = keyedByQuery(selectForm, (form) => form.query, {
  ...initialFormState,
  status: 'loading',
} satisfies FormState);

/**
 * What the hardware back closes on the complaint form: the large photo, as its Close does. Not under
 * the 'sent' notice (which nothing closes: back goes back, as the notice's page would).
 */
export const complaintsBackLayers: BackLayers = {
  closeTop(state: { complaints?: ComplaintsState }) {
    const form = state.complaints?.form;
    if (!form || form.save === 'succeeded' || form.previewId === null) return null;
    return complaintsActions.previewClosed();
  },
};

/** Photos still on their way (downscaling or uploading): the send waits for them. */
export const selectPhotosBusy = (state: WithComplaints): boolean =>
  state.complaints.form.photos.some((p) => p.status === 'preparing' || p.status === 'uploading');

/** The uploaded urls, in the order the photos were added. */
export const selectUploadedUrls = (state: WithComplaints): string[] =>
  state.complaints.form.photos.flatMap((p) => (p.status === 'done' ? [p.url] : []));

/** Whether another photo may be added (fewer than COMPLAINT_IMAGES_MAX). */
export const selectCanAddPhotos = (state: WithComplaints): boolean => {
  const form = state.complaints.form;
  return form.photos.length < COMPLAINT_IMAGES_MAX && form.save !== 'succeeded';
};

/** The draft the form's state makes (null until the form is ready, and once it is saved). */
export const selectDraft = (state: WithComplaints): ComplaintDraft | null => {
  const form = state.complaints.form;
  if (form.status !== 'ready' || form.save === 'succeeded' || !form.problemType || !form.query) {
    return null;
  }
  return {
    v: 1,
    problemType: form.problemType,
    problemSonType: form.problemSonType,
    orderNo: form.query.orderNo,
    orderId: form.orderId,
    text: form.text,
    images: selectUploadedUrls(state),
  };
};
