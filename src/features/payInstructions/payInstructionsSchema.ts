import { array, object, string, type InferType } from 'yup';
import { display, list, text } from '../../platform/api/schema';
import { neededPartsWellFormed } from './neededParts';

/**
 * Answer of POST /v3/loan-details/generate-vcode (spec section 3 "Instructions response").
 *
 * The page only shows this answer; nothing of it is sent on or decides a step, so every field is display
 * and normalized: a number is shown as its text, anything else that is not text is '', a missing or wrong
 * list is empty, steps that are not text, image URLs that are not strings, and blank ones are left out, and sections with
 * nothing to show are dropped. `imgList` may arrive as one section object instead of a list. The one thing
 * required is `repayDetail` as an object: without it the answer is not an instructions answer and is
 * refused (the page shows its failed state with Retry, never a blank page). The payment reference and the
 * steps are checked as sent (neededParts.ts): malformed, the answer is refused the same way.
 * Image URLs (topLogo, vCode, imgList content, bottomLogo) stay text here: every one is rendered through
 * SafeImage, which applies the image check. The e-mail becomes a mailto: link only when isValidEmail passes.
 */

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function asText(original: unknown): string {
  if (typeof original === 'string') return original;
  if (typeof original === 'number' && Number.isFinite(original)) return String(original);
  return '';
}

const hasText = (x: unknown) => asText(x).trim() !== '';

/** The non-blank display strings of a list (not an array -> []). */
function nonBlankTexts(original: unknown): string[] {
  return Array.isArray(original) ? original.map(asText).filter((s) => s.trim() !== '') : [];
}

/** A list of display strings; blank entries and entries that are not text are left out. */
function strings() {
  return array()
    .transform((_value: unknown, original: unknown) => nonBlankTexts(original))
    .of(string().defined())
    .defined()
    .default([])
    .meta(display('textList'));
}

/** A list of image URLs: strings only (a number is no URL), blank ones left out. */
function urls() {
  return array()
    .transform((_value: unknown, original: unknown) =>
      Array.isArray(original)
        ? original.filter((x: unknown) => typeof x === 'string' && x.trim() !== '')
        : [],
    )
    .of(string().defined())
    .defined()
    .default([])
    .meta(display('textList'));
}

/** A list of sections: one object is a list of one; entries that are not objects or show nothing dropped. */
function sections(original: unknown, keep: (section: Record<string, unknown>) => boolean) {
  const entries = Array.isArray(original) ? original : isRecord(original) ? [original] : [];
  return entries.filter((entry: unknown) => isRecord(entry) && keep(entry));
}

/** One entry of dataList: a heading and its ordered steps. */
const instructionSectionSchema = object({ title: text(), content: strings() });

/** One entry of imgList: a heading, image URLs and a contact e-mail. */
const imageSectionSchema = object({ title: text(), eMail: text(), content: urls() });

const repayDetailSchema = object({
  /** Minor units (display: the page falls back to the query's amount when it is ''). */
  amount: text(),
  repayTitle: text(),
  repayDes: text(),
  /** The payment reference the customer quotes at the counter. */
  repayCode: text(),
  /** URL of the code image (barcode or QR). */
  vCode: text(),
  companyName: text(),
});

export const instructionsSchema = object({
  topLogo: text(),
  repayDetail: repayDetailSchema.default(undefined).required(),
  dataList: list(instructionSectionSchema),
  imgList: list(imageSectionSchema),
  bottomLogo: text(),
})
  .transform((value: unknown) => {
    if (!isRecord(value)) return value;
    return {
      ...value,
      dataList: sections(
        value.dataList,
        (s) => hasText(s.title) || nonBlankTexts(s.content).length > 0,
      ),
      imgList: sections(
        value.imgList,
        (s) =>
          hasText(s.title) ||
          hasText(s.eMail) ||
          (Array.isArray(s.content) &&
            s.content.some((x: unknown) => typeof x === 'string' && x.trim() !== '')),
      ),
    };
  })
  .test('needed-parts', 'the payment reference or the steps are malformed', (_value, context) =>
    neededPartsWellFormed(context.originalValue),
  );

export type InstructionSection = InferType<typeof instructionSectionSchema>;
export type ImageSection = InferType<typeof imageSectionSchema>;
export type InstructionsInfo = InferType<typeof instructionsSchema>;
