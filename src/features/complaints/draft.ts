import { array, mixed, object, string } from 'yup';
import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '../../config/constants';
import { durableKey } from '../../platform/storage/storage';
import type { KeyValueStorage } from '../../platform/storage/types';
import { isUploadedUrl, wholeNumber } from './complaintsSchema';
import type { ComplaintDraft, FormQuery } from './types';
import type { ComplaintOption } from './complaintsSchema';

/**
 * The complaint draft: one slot in durable storage (localStorage), JSON of `ComplaintDraft` (version 1).
 * Storage is only touched by the sagas, through these functions with the context's storage. What is read
 * back is checked like a server answer: a draft that does not parse or validate is dropped.
 */
export const DRAFT_KEY = durableKey('complaintDraft');

const option = object({
  title: string().defined().strict(),
  value: wholeNumber(),
});

const draftSchema = object({
  v: mixed<1>().oneOf([1]).required(),
  problemType: option.required(),
  problemSonType: option.nullable().defined(),
  orderNo: string().defined().strict(),
  orderId: string().defined().strict(),
  text: string().defined().strict().max(COMPLAINT_TEXT_MAX),
  images: array(
    string()
      .required()
      .strict()
      .test('uploadedUrl', 'not an uploaded image url', (url) => isUploadedUrl(url)),
  )
    .defined()
    .max(COMPLAINT_IMAGES_MAX),
});

/** The draft in storage, or null (none, or one that does not parse or validate: that one is removed). */
export function readDraft(storage: KeyValueStorage): ComplaintDraft | null {
  const raw = storage.get(DRAFT_KEY);
  if (raw === null) return null;
  try {
    const value = draftSchema.validateSync(JSON.parse(raw), { stripUnknown: true });
    return {
      v: 1,
      problemType: { title: value.problemType.title, value: value.problemType.value },
      problemSonType: value.problemSonType
        ? { title: value.problemSonType.title, value: value.problemSonType.value }
        : null,
      orderNo: value.orderNo,
      orderId: value.orderId,
      text: value.text,
      images: [...value.images],
    };
  } catch {
    storage.remove(DRAFT_KEY);
    return null;
  }
}

export function writeDraft(storage: KeyValueStorage, draft: ComplaintDraft): void {
  storage.set(DRAFT_KEY, JSON.stringify(draft));
}

export function removeDraft(storage: KeyValueStorage): void {
  storage.remove(DRAFT_KEY);
}

/** The query's value of a sub-type: its number as text, '' for none. */
export const subTypeParam = (option: ComplaintOption | null) =>
  option === null ? '' : String(option.value);

/** Whether a draft is the one of this form (the same type, sub-type and order). */
export function draftMatches(draft: ComplaintDraft, query: FormQuery): boolean {
  return (
    String(draft.problemType.value) === query.problemType.trim() &&
    subTypeParam(draft.problemSonType) === query.problemSonType.trim() &&
    draft.orderNo === query.orderNo
  );
}

/** A fresh draft for a chosen type (and sub-type) of an order. */
export function startDraft(start: Omit<ComplaintDraft, 'v' | 'text' | 'images'>): ComplaintDraft {
  return { v: 1, ...start, text: '', images: [] };
}
