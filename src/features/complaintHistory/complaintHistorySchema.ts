import { array, mixed, object, type InferType, type ISchema } from 'yup';
import {
  anyData,
  decision,
  flagNumber,
  isNeededList,
  list,
  neededListsSent,
  text,
  textList,
} from '../../platform/api/schema';

/**
 * A complaint id as this client accepts it: 1 to 64 letters, digits, '_', '.', ':' or '-'. It is what the
 * list links to, what the detail asks for and what the score sends, so anything else refuses the answer.
 */
const COMPLAINT_ID_PATTERN = /^[\w.:-]{1,64}$/;

/** Whether a value (a query parameter, a remembered id) is a complaint id. */
export function isComplaintId(value: unknown): value is string {
  return typeof value === 'string' && COMPLAINT_ID_PATTERN.test(value);
}

/** A complaint id as sent: a string or an integer, trimmed; refused unless it is a complaint id. */
function complaintId() {
  return mixed<string>()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'string') return original.trim();
      if (typeof original === 'number' && Number.isSafeInteger(original)) return String(original);
      return undefined;
    })
    .test('complaintId', 'not a complaint id', (value) => isComplaintId(value))
    .defined()
    .meta(decision('id')) as unknown as ISchema<string>;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The answer's object as sent; anything that is not an object reads as an empty one. */
function objectOrEmpty(original: unknown): unknown {
  return isRecord(original) ? original : {};
}

/** One complaint of a tab (problem-list). Only the id is exact: it opens the detail. */
const complaintItemSchema = object({
  id: complaintId(),
  /** When it was filed (display only): shown through the date formatter. */
  time: text(),
  /** The question type's title. */
  type: text(),
  content: text(),
});

export const complaintTabSchema = object({
  title: text(),
  list: list(complaintItemSchema),
})
  // For the contract (docs/api-contract.json): a tab's list must be sent (problemListSchema's test).
  .meta({ required: ['list'] });

/**
 * Whether problem-list's tabs came as a list of objects, each with its complaints as a list of objects:
 * the tabs and their lists are what the page is, so a missing, null or wrongly typed list, or an entry
 * that is not an object, refuses the answer (the page's failure with Retry) instead of "no complaints
 * yet". An empty list is an honest "none".
 */
function problemListWellFormed(data: unknown): boolean {
  if (!isRecord(data)) return true; // not an object: the schema refuses it itself
  const { tabs } = data;
  return (
    isNeededList(tabs) &&
    Array.isArray(tabs) &&
    tabs.every((tab: unknown) => neededListsSent(tab, ['list']))
  );
}

/**
 * Answer of POST /user-problem/problem-list: `{ tabs: [{ title, list: [...] }] }`. The tabs and each tab's
 * list are needed (problemListWellFormed); an empty array is an honest "no tabs" or "no complaints".
 */
export const problemListSchema = object({
  tabs: array().of(complaintTabSchema).required() as unknown as ISchema<
    InferType<typeof complaintTabSchema>[]
  >,
}).test('needed-lists', 'tabs or a tab list malformed', (_value, context) =>
  problemListWellFormed(context.originalValue),
);

/** A type or sub-type as the detail shows it: its title (the value is not read by this page). */
const optionSchema = object({ title: text() });

/**
 * Answer of POST /user-problem/problem-detail. Exact (or the answer is refused): problemId (the score sends
 * it). isNeedScore opens the score modal when it is non-zero (spec section 4): any whole number or its
 * digits, 1 when non-zero, 0 when zero or absent; another type refuses the answer. Display fields are
 * normalized; image lists keep their entries as text, each checked by SafeImage where it is shown.
 */
export const problemDetailSchema = object({
  problemId: complaintId(),
  problemType: optionSchema.transform((_value: unknown, original: unknown) =>
    objectOrEmpty(original),
  ),
  /** null (or anything that is not an object): no sub-type. */
  problemSonType: optionSchema
    .nullable()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'object' && original !== null && !Array.isArray(original)
        ? original
        : null,
    )
    .default(null)
    .defined(),
  content: text(),
  images: textList(),
  disposeDetail: text(),
  disposeImages: textList(),
  isNeedScore: flagNumber('nonZero'),
  time: text(),
});

/** Answer of POST /user-problem/problem-score: `data: null`, an acknowledgement the page never reads. */
export const problemScoreSchema = anyData;

export type ComplaintItem = InferType<typeof complaintItemSchema>;
export type ComplaintTab = InferType<typeof complaintTabSchema>;
export type ProblemListWire = InferType<typeof problemListSchema>;
export type ProblemDetailWire = InferType<typeof problemDetailSchema>;
