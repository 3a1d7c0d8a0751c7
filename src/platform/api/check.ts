import type { ApiResult, ResponseSchema } from './types';

export type { ResponseSchema } from './types';

/**
 * The boundary check the api client runs on every answer. It calls the schema's own `validate`, so this
 * module (and the client, in the first load) carries no yup code: yup comes with the features' schemas.
 */

/** Where and why a value was refused (yup's ValidationError path and test name), never the value. */
function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'invalid';
  const path: unknown = Reflect.get(error, 'path');
  const type: unknown = Reflect.get(error, 'type');
  return `${typeof path === 'string' && path ? path : 'data'}: ${typeof type === 'string' ? type : 'invalid'}`;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Validates `data` (and strips unknown keys). Never throws: a thrown test or an unexpected error is a
 * refusal. The reason names the path only, never the value (values may carry personal data).
 */
export async function validateData<T>(
  schema: ResponseSchema<T>,
  data: unknown,
): Promise<Validated<T>> {
  try {
    const value = await schema.validate(data, { stripUnknown: true, abortEarly: true });
    return { ok: true, value };
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
}

/** Code of a success whose data does not fit the endpoint's schema. */
export const BAD_RESPONSE = 'BAD_RESPONSE';

/**
 * The boundary rule for one result: a success keeps its data only when it fits the schema (normalized by
 * it); otherwise it becomes a failure with code BAD_RESPONSE and the given localized message. A failure
 * never carries data.
 */
export async function checkResult<T>(
  result: ApiResult<unknown>,
  schema: ResponseSchema<T>,
  refusedMessage: string,
): Promise<ApiResult<T>> {
  if (!result.success) return { ...result, data: null };
  const checked = await validateData(schema, result.data);
  if (checked.ok) return { ...result, data: checked.value };
  return {
    success: false,
    code: BAD_RESPONSE,
    message: refusedMessage,
    data: null,
    raw: result.raw,
  };
}
