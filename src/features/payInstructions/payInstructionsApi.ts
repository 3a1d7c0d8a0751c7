import type { ApiClient } from '../../platform/api/types';
import type {
  ImageSection,
  InstructionSection,
  InstructionsInfo,
  InstructionsQuery,
  InstructionsQueryParams,
} from './types';

/** POST /v3/loan-details/generate-vcode (spec section 7). */
export function fetchInstructions(api: ApiClient, query: InstructionsQuery) {
  return api.post<unknown>('generateVcode', {
    productId: query.productId,
    orderId: query.orderId,
    amount: query.amount,
    payCode: query.payCode,
    requestType: query.requestType,
  });
}

const clean = (value: string | null): string => (value ?? '').trim();

/**
 * Validates the page's query: orderId and payCode are required and requestType must be 1 or 2.
 * Null when the page cannot ask for instructions.
 */
export function parseInstructionsQuery(params: InstructionsQueryParams): InstructionsQuery | null {
  const orderId = clean(params.orderId);
  const payCode = clean(params.payCode);
  const requestType = clean(params.requestType);
  if (!orderId || !payCode || (requestType !== '1' && requestType !== '2')) return null;
  return {
    productId: clean(params.productId),
    orderId,
    amount: clean(params.amount),
    payCode,
    requestType: requestType === '1' ? 1 : 2,
  };
}

const text = (x: unknown): string =>
  typeof x === 'string' ? x.trim() : typeof x === 'number' && Number.isFinite(x) ? String(x) : '';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  !!x && typeof x === 'object' && !Array.isArray(x);

/** Server image URLs: http(s), same-origin paths and raster data URIs only; anything else is dropped. */
export function safeImageUrl(value: unknown): string {
  const url = text(value);
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(url)) return url;
  return '';
}

// Practical address syntax: no characters that would change the meaning of a mailto: URL (?, #, %, &).
const EMAIL =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** True for a syntactically valid single address (the only kind that becomes a mailto: link). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const strings = (x: unknown): string[] =>
  Array.isArray(x) ? x.map(text).filter((s) => s !== '') : [];

/** imgList may arrive as a list of sections or as a single section object. */
const asList = (x: unknown): unknown[] => (Array.isArray(x) ? x : isRecord(x) ? [x] : []);

/**
 * Turns the raw answer into the view model; null when it is not an instructions answer
 * (no object, or no repayDetail object). Missing lists and fields become empty and are hidden.
 */
export function parseInstructions(value: unknown): InstructionsInfo | null {
  if (!isRecord(value) || !isRecord(value.repayDetail)) return null;
  const d = value.repayDetail;
  const dataList: InstructionSection[] = asList(value.dataList)
    .filter(isRecord)
    .map((s) => ({ title: text(s.title), content: strings(s.content) }))
    .filter((s) => s.title !== '' || s.content.length > 0);
  const imgList: ImageSection[] = asList(value.imgList)
    .filter(isRecord)
    .map((s) => ({
      title: text(s.title),
      eMail: text(s.eMail),
      content: (Array.isArray(s.content) ? s.content : []).map(safeImageUrl).filter(Boolean),
    }))
    .filter((s) => s.title !== '' || s.eMail !== '' || s.content.length > 0);
  return {
    topLogo: safeImageUrl(value.topLogo),
    repayDetail: {
      amount: text(d.amount),
      repayTitle: text(d.repayTitle),
      repayDes: text(d.repayDes),
      repayCode: text(d.repayCode),
      vCode: safeImageUrl(d.vCode),
      companyName: text(d.companyName),
    },
    dataList,
    imgList,
    bottomLogo: safeImageUrl(value.bottomLogo),
  };
}
