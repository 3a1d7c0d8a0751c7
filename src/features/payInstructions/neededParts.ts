/**
 * The parts of a generate-vcode answer the instructions page needs, checked as sent (before the schema
 * normalizes them): a malformed one refuses the whole answer, so the page shows its failure with Retry
 * instead of a page that has only the total (issue 27: a malformed part the page needs is a failure,
 * never an empty state).
 *
 * - The payment reference: `repayCode` (the reference quoted at the counter) and `vCode` (its code
 *   image) are text or a number when sent (missing, null or '' is "none"); at least one of them is there
 *   (without either the borrower cannot pay); `repayCode` is at most REFERENCE_MAX characters.
 * - The steps: `dataList`, when sent, is a list of sections (one section object is a list of one); each
 *   section an object whose `content`, when sent, is a list of steps, each text or a number.
 * Everything else stays display, normalized by the schema (imgList, logos, titles).
 */

/** The longest payment reference accepted (bank and store references are some 10 to 40 characters). */
const REFERENCE_MAX = 100;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isAbsent = (x: unknown) => x === undefined || x === null || x === '';

const isTextLike = (x: unknown): x is string | number =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));

const blank = (x: string | number) => String(x).trim() === '';

function referenceWellFormed(detail: unknown): boolean {
  if (!isRecord(detail)) return true; // the schema refuses a missing repayDetail itself
  const { repayCode, vCode } = detail;
  if (!isAbsent(repayCode) && !isTextLike(repayCode)) return false;
  if (!isAbsent(vCode) && !isTextLike(vCode)) return false;
  if (isTextLike(repayCode) && [...String(repayCode).trim()].length > REFERENCE_MAX) return false;
  const hasCode = isTextLike(repayCode) && !blank(repayCode);
  const hasImage = isTextLike(vCode) && !blank(vCode);
  return hasCode || hasImage;
}

function sectionWellFormed(section: unknown): boolean {
  if (!isRecord(section)) return false;
  const { content } = section;
  if (isAbsent(content)) return true;
  return Array.isArray(content) && content.every(isTextLike);
}

function stepsWellFormed(dataList: unknown): boolean {
  if (isAbsent(dataList)) return true;
  if (isRecord(dataList)) return sectionWellFormed(dataList);
  return Array.isArray(dataList) && dataList.every(sectionWellFormed);
}

/** Whether the reference and the steps of an answer's data (as sent) are well formed. */
export function neededPartsWellFormed(data: unknown): boolean {
  if (!isRecord(data)) return true; // not an object: the schema refuses it itself
  return referenceWellFormed(data.repayDetail) && stepsWellFormed(data.dataList);
}
