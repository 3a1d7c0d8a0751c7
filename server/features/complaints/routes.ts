import type { UploadedFile } from '../../body';
import type { Db } from '../../db';
import { COMMON, tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import { INDIA, byMarket } from '../../marketSeed';
import type { Registry } from '../../registry';
import { MAX_UPLOAD_BYTES, imageKindOf } from '../../upload';
import { findOrder, isInCollection } from '../../world';
import {
  COLLECTION_SUB_TYPES,
  COLLECTION_TYPE,
  FAILURES,
  MESSAGES,
  PROBLEM_TYPES,
  orderCard,
  orderList,
  problemTypeOptions,
  subTypeOptions,
} from './catalog';
import type { DemoProblemInitData } from './catalog';
import { isServedImage, storeUpload } from './images';
import {
  MEXICO_TIME_ZONE,
  complaintTime,
  emptyProblemList,
  nextProblemId,
  problemDetail,
  problemList,
} from './store';

/** The complaint text's limit and the images a complaint carries at most (spec sections 5 and 9). */
const MAX_DETAIL = 200;
const MAX_IMAGES = 9;
/** The part upload-problem-img reads. */
const IMAGE_FIELD = 'problemImage';

/** Endpoint-specific scenarios: each answers code 1 with its own message (and stores nothing). */
export const COMPLAINT_SCENARIOS = {
  problemInit: 'problemInitFail',
  uploadProblemImg: 'uploadRefused',
  problemSave: 'problemSaveFail',
  problemList: 'problemListFail',
  problemDetail: 'problemDetailFail',
  problemScore: 'problemScoreFail',
} as const;
/** problem-list with two empty tabs. */
export const EMPTY_LIST_SCENARIO = 'problemListEmpty';

const refusal = (lang: Lang, text: Text) => ({
  json: { code: 1, message: tr(lang, text), data: null },
});
const success = <T>(data: T, message = 'success') => ({ json: { code: 0, message, data } });

const integer = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test((text ?? '').trim()) ? Number(text) : null;

/** The urls of problemImage (comma-joined; '' = none). */
const imagesOf = (joined: string | undefined): string[] =>
  (joined ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');

/** The reason a problem-save body is refused, or null when it can be stored. */
function saveRefusal(body: Record<string, string>, db: Db): Text | null {
  const type = integer(body.problemType);
  if (type === null || !PROBLEM_TYPES.has(type)) return COMMON.invalidParams;
  const subType = (body.problemSonType ?? '').trim();
  if (type === COLLECTION_TYPE) {
    const sub = integer(subType);
    if (sub === null || !COLLECTION_SUB_TYPES.has(sub)) return COMMON.invalidParams;
  } else if (subType !== '') return COMMON.invalidParams;
  const order = findOrder((body.orderNo ?? '').trim());
  if (!order) return COMMON.orderNotFound;
  if (type === COLLECTION_TYPE && !isInCollection(order)) return MESSAGES.collectionNotAllowed;
  const detail = (body.problemDetail ?? '').trim();
  if (detail === '') return MESSAGES.emptyDetail;
  if ([...detail].length > MAX_DETAIL) return MESSAGES.detailTooLong;
  const images = imagesOf(body.problemImage);
  const served = images.every((url) => isServedImage(db.uploadsDir, url));
  if (images.length > MAX_IMAGES || !served) return MESSAGES.badImages;
  return null;
}

/** The one image part of an upload, or the reason it is refused. */
function uploadedImage(files: UploadedFile[]): UploadedFile | Text {
  const parts = files.filter((f) => f.field === IMAGE_FIELD);
  if (parts.length !== 1) return parts.length === 0 ? MESSAGES.noFile : COMMON.invalidParams;
  const [file] = parts;
  if (file.truncated || file.data.length > MAX_UPLOAD_BYTES) return MESSAGES.tooLarge;
  return file;
}

/**
 * The complaint endpoints (general envelopes, code 0 = success), backed by the data file:
 * problem-init (orderId -> types, collection sub-types, the order's card, the order list),
 * upload-problem-img (multipart part problemImage: <= 5 MB, a JPEG, PNG or WebP by its bytes; stored as
 * /uploads/<random>.<type>), problem-save, problem-list (pending / answered tabs), problem-detail and
 * problem-score (1..5 once answered; sets isNeedScore 0; a repeat of a scored complaint succeeds and
 * keeps the first score). Each has a failing scenario (COMPLAINT_SCENARIOS).
 */
export function complaintsRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'problemInit', ({ body, scenario, lang, db }) => {
      if (scenario === COMPLAINT_SCENARIOS.problemInit)
        return refusal(lang, FAILURES.problemInitFail);
      const orderId = (body.orderId ?? '').trim();
      const data: DemoProblemInitData = {
        problemType: problemTypeOptions(lang),
        problemSonType: subTypeOptions(lang),
        orderDetail: orderId ? orderCard(orderId, lang, db.market) : null,
        orderList: orderList(lang, db.market),
      };
      return success(data);
    })
    .route('POST', 'uploadProblemImg', async ({ files, scenario, lang, db }) => {
      if (scenario === COMPLAINT_SCENARIOS.uploadProblemImg)
        return refusal(lang, FAILURES.uploadRefused);
      const file = uploadedImage(files);
      if (!('data' in file)) return refusal(lang, file);
      const kind = imageKindOf(file.data);
      if (!kind) return refusal(lang, MESSAGES.notAnImage);
      const url = await storeUpload(db.uploadsDir, file.data, kind);
      return success({ url }, tr(lang, MESSAGES.uploaded));
    })
    .route('POST', 'problemSave', ({ body, scenario, lang, db }) => {
      if (scenario === COMPLAINT_SCENARIOS.problemSave)
        return refusal(lang, FAILURES.problemSaveFail);
      const refused = saveRefusal(body, db);
      if (refused) return refusal(lang, refused);
      const problemId = nextProblemId(db.data.complaints);
      const type = Number(body.problemType);
      db.update((d) => {
        d.complaints.push({
          problemId,
          problemType: type,
          problemSonType: type === COLLECTION_TYPE ? Number(body.problemSonType) : null,
          content: body.problemDetail.trim(),
          images: imagesOf(body.problemImage),
          orderNo: body.orderNo.trim(),
          time: complaintTime(new Date(), byMarket(db.market, MEXICO_TIME_ZONE, INDIA.timeZone)),
          reply: null,
          isNeedScore: 0,
          score: null,
        });
      });
      return success({ problemId }, tr(lang, MESSAGES.saved));
    })
    .route('POST', 'problemList', ({ scenario, lang, db }) => {
      if (scenario === COMPLAINT_SCENARIOS.problemList)
        return refusal(lang, FAILURES.problemListFail);
      if (scenario === EMPTY_LIST_SCENARIO) return success(emptyProblemList(lang));
      return success(problemList(db.data.complaints, lang));
    })
    .route('POST', 'problemDetail', ({ body, scenario, lang, db }) => {
      if (scenario === COMPLAINT_SCENARIOS.problemDetail)
        return refusal(lang, FAILURES.problemDetailFail);
      const id = (body.problemId ?? '').trim();
      const complaint = db.data.complaints.find((c) => c.problemId === id);
      if (!complaint) return refusal(lang, MESSAGES.notFound);
      return success(problemDetail(complaint, lang));
    })
    .route('POST', 'problemScore', ({ body, scenario, lang, db }) => {
      if (scenario === COMPLAINT_SCENARIOS.problemScore)
        return refusal(lang, FAILURES.problemScoreFail);
      const id = (body.problemId ?? '').trim();
      const complaint = db.data.complaints.find((c) => c.problemId === id);
      if (!complaint) return refusal(lang, MESSAGES.notFound);
      const score = integer(body.score);
      if (score === null || score < 1 || score > 5) return refusal(lang, MESSAGES.badScore);
      // Already scored: a repeated score (a retry) succeeds and keeps the first one.
      if (complaint.score !== null) return success(null, tr(lang, MESSAGES.scored));
      if (!complaint.reply) return refusal(lang, MESSAGES.nothingToScore);
      db.update(() => {
        complaint.isNeedScore = 0;
        complaint.score = score;
      });
      return success(null, tr(lang, MESSAGES.scored));
    });
}
