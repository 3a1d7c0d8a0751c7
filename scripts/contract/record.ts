/**
 * A stand-in api client that answers nothing and records what each Api function asks of it: the
 * endpoint, the method, the fields sent, whether the call carries an Idempotency-Key, and the response
 * schema it names (its description for the contract, its validation for the live check).
 */
import type { EndpointKey } from '../../src/platform/api/endpoints';
import { validateData, type ResponseSchema, type Validated } from '../../src/platform/api/schema';
import type {
  ApiClient,
  ApiResult,
  CallOptions,
  Params,
  UploadFile,
} from '../../src/platform/api/types';
import { CALLS, DEFAULT_SAMPLES, type Samples } from './calls';

export type FieldType = 'string' | 'number' | 'boolean' | 'file';

export interface Recorded {
  key: EndpointKey;
  method: 'GET' | 'POST';
  multipart: boolean;
  /** The fields the call sends, with the JSON type of the sample value (null/undefined left out). */
  fields: Record<string, FieldType>;
  idempotent: boolean;
  /** `schema.describe()` of the response schema. */
  description: unknown;
  /** The app's own boundary check of `data` with that schema. */
  validate: (data: unknown) => Promise<Validated<unknown>>;
}

function fieldsOf(params: Params | undefined): Record<string, FieldType> {
  const out: Record<string, FieldType> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string') out[name] = 'string';
    else if (typeof value === 'number') out[name] = 'number';
    else if (typeof value === 'boolean') out[name] = 'boolean';
  }
  return out;
}

/** A client whose every call records itself and resolves to a failure (the Api functions never read it). */
function recorder(out: Recorded[]): ApiClient {
  const nothing = <T>(): Promise<ApiResult<T>> =>
    Promise.resolve({ success: false, code: 'recorded', message: '', data: null, raw: null });
  const add = <T>(
    key: EndpointKey,
    method: 'GET' | 'POST',
    schema: ResponseSchema<T>,
    fields: Record<string, FieldType>,
    options: CallOptions | undefined,
    multipart = false,
  ) => {
    out.push({
      key,
      method,
      multipart,
      fields,
      idempotent: options?.idempotent === true || options?.attempt !== undefined,
      description: schema.describe(),
      validate: (data) => validateData<unknown>(schema, data),
    });
  };
  return {
    post<T>(key: EndpointKey, schema: ResponseSchema<T>, body?: Params, options?: CallOptions) {
      add(key, 'POST', schema, fieldsOf(body), options);
      return nothing<T>();
    },
    get<T>(key: EndpointKey, schema: ResponseSchema<T>, params?: Params, options?: CallOptions) {
      add(key, 'GET', schema, fieldsOf(params), options);
      return nothing<T>();
    },
    upload<T>(
      key: EndpointKey,
      schema: ResponseSchema<T>,
      file: UploadFile,
      options?: CallOptions,
    ) {
      add(key, 'POST', schema, { [file.field]: 'file' }, options, true);
      return nothing<T>();
    },
  };
}

/** Runs every Api function of CALLS against the recorder: one record per endpoint, in CALLS order. */
export async function recordCalls(samples: Samples = DEFAULT_SAMPLES): Promise<Recorded[]> {
  const out: Recorded[] = [];
  for (const [key, run] of Object.entries(CALLS)) {
    const before = out.length;
    await run(recorder(out), samples);
    if (out.length !== before + 1 || out[before].key !== key) {
      throw new Error(`the Api function of ${key} did not make exactly one ${key} call`);
    }
  }
  return out;
}
