import { number, object, string, type InferType, type ISchema } from 'yup';
import {
  decision,
  flagNumber,
  list,
  neededListsSent,
  requiredText,
  text,
} from '../../platform/api/schema';
import { MESSAGE_IDS } from './messages';

/**
 * Answers of the complaint entry and form (spec sections 3 and 7; general envelope, code 0). Display text
 * is normalized; what the flow decides on or sends back (type values, order numbers, the uploaded image
 * url) is checked exactly, or the whole answer is refused (BAD_RESPONSE). isShow is a flag: absent is not
 * set. Fields the spec does not list are never required.
 */

/**
 * A type value: a whole number, sent as a number or a numeric string; anything else (missing, null, a
 * fraction, a boolean, a list) refuses the answer, so a type is never chosen on a guess.
 */
export function wholeNumber() {
  return number()
    .transform((value: number, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && /^\s*-?\d+\s*$/.test(original)) return value;
      return NaN;
    })
    .required()
    .integer()
    .meta(decision('wholeNumber')) as unknown as ISchema<number>;
}

/** A problem type or sub-type: its display title and the value the form sends. */
export const optionSchema = object({
  title: text(),
  value: wholeNumber(),
});

/** One title/value row of an order card (display only). */
const detailRowSchema = object({
  title: text(),
  value: text(),
});

/**
 * An order card (spec section 3: orderNo, productLogo, productName, status, title/value rows, isShow): the
 * order number goes into the saved complaint, so it is required. isShow decides whether collection
 * complaints (type 1) are allowed: a flag, 1 or '1' allows them, absent or anything else does not. The
 * logo is display only: the page shows it through SafeImage, which shows a placeholder for anything but
 * an allowed image url.
 */
export const orderCardSchema = object({
  orderNo: requiredText(),
  productLogo: text(),
  productName: text(),
  status: text(),
  detail: list(detailRowSchema),
  isShow: flagNumber(),
});

/** The lists the entry and the form need: the types, the sub-types of type 1 and every order. */
const PROBLEM_INIT_LISTS = ['problemType', 'problemSonType', 'orderList'] as const;

/**
 * Answer of problem-init: the types, the sub-types of type 1, the page's order (or null) and every order.
 * The three lists are needed (neededListsSent): a missing, null or wrongly typed list, or an entry that is
 * not an object, refuses the answer, so the page shows its failure with Retry instead of "no complaint
 * types" or "no orders" ([] still means none).
 */
export const problemInitSchema = object({
  problemType: list(optionSchema),
  problemSonType: list(optionSchema),
  orderDetail: orderCardSchema.nullable().default(null),
  orderList: list(orderCardSchema),
})
  .test('needed-lists', 'types, sub-types or orders malformed', (_value, context) =>
    neededListsSent(context.originalValue, PROBLEM_INIT_LISTS),
  )
  // For the contract (docs/api-contract.json): the three lists must be sent (the test above).
  .meta({ required: [...PROBLEM_INIT_LISTS] });

/** The longest uploaded url kept (problemImage sends up to 9 of them joined). */
const UPLOADED_URL_MAX = 2048;

/** Control characters, space, comma (problemImage's separator) or backslash. */
function hasForbiddenChar(url: string): boolean {
  for (const char of url) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === ',' || char === '\\') return true;
  }
  return false;
}

/**
 * An uploaded image's url as the form keeps and sends it back (problemImage, comma-joined): any `https`
 * url without credentials, as storage and CDNs answer, or a same-origin path (`/uploads/<id>.jpg`). Never
 * a comma, whitespace, a control character or a backslash; a path never starts with `//` and never holds
 * an encoded slash or backslash (`/%2F%2Fevil.example/x` reads as another host to some servers). The
 * form's previews show the local picture; only a photo restored from a draft shows its url, through the
 * image check.
 */
export function isUploadedUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > UPLOADED_URL_MAX) return false;
  if (hasForbiddenChar(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !/%(2f|5c)/i.test(value);
  if (!/^https:\/\/[^/?#@]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

function uploadedUrl() {
  return string()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : '',
    )
    .required()
    .test('uploadedUrl', 'not an uploaded image url', (value) => isUploadedUrl(value))
    .meta(decision('url'));
}

/** Answer of upload-problem-img: the stored image's url. */
export const uploadSchema = object({
  url: uploadedUrl(),
});

const isRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Answer of problem-save: code 0 decides; the new complaint's id is kept as display text only. Data that
 * is not an object (null included) is read as none, so a saved complaint is never reported as failed.
 */
export const problemSaveSchema = object({
  problemId: text(),
}).transform((value: unknown, original: unknown) => (isRecord(original) ? value : {}));

export type ComplaintOption = InferType<typeof optionSchema>;
export type OrderCard = InferType<typeof orderCardSchema>;
export type ProblemInitData = InferType<typeof problemInitSchema>;

/**
 * The form (spec section 5): the description trimmed must not be empty ('Por favor, rellene sus
 * comentarios y sugerencias'). The field keeps at most COMPLAINT_TEXT_MAX characters (it drops the rest,
 * and so does the slice). Messages are react-intl ids; the field translates them.
 */
export const complaintFormSchema = object({
  text: string().trim().required(MESSAGE_IDS.textRequired),
});

export type ComplaintFormValues = { text: string };
