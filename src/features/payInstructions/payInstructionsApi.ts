import type { ApiClient } from '../../platform/api/types';
import { instructionsParams } from './payInstructionsParams';
import { instructionsSchema } from './payInstructionsSchema';
import type { InstructionsQuery } from './types';

export { parseInstructionsQuery } from './payInstructionsParams';

/** POST /v3/loan-details/generate-vcode (spec section 7); the answer is checked by instructionsSchema. */
export function fetchInstructions(api: ApiClient, query: InstructionsQuery) {
  return api.post('generateVcode', instructionsSchema, instructionsParams(query));
}

// Practical address syntax: no characters that would change the meaning of a mailto: URL (?, #, %, &).
const EMAIL =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** True for a syntactically valid single address (the only kind that becomes a mailto: link). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
