/**
 * The published contract (docs/api-contract.json): an OpenAPI 3.1 document built from the code. Per
 * endpoint: its path and method from the endpoint table, the fields its Api function sends, its envelope,
 * and the JSON Schema of `data` from its yup response schema, with `x-decision` on every field (true: the
 * app acts on it, exact or the answer is refused; false: display, normalized). `x-read-only` marks the
 * endpoints the live check may call (READ_ONLY_ENDPOINTS of the endpoint table).
 */
import {
  defaultEndpoints,
  devtoolsEndpoints,
  endpointUrl,
  READ_ONLY_ENDPOINTS,
  type EndpointDef,
  type EndpointKey,
} from '../../src/platform/api/endpoints';
import type { EnvelopeKind } from '../../src/platform/api/types';
import { readDescription, toJsonSchema, type Json, type JsonSchema } from './jsonSchema';
import type { FieldType, Recorded } from './record';

/** Every row of the table, the developer page's login included (the demo server serves them all). */
export const ENDPOINTS: Record<EndpointKey, EndpointDef> = {
  ...defaultEndpoints,
  ...devtoolsEndpoints,
};

export const isReadOnly = (key: EndpointKey): boolean => READ_ONLY_ENDPOINTS.some((k) => k === key);

const ENVELOPES: Record<EnvelopeKind, JsonSchema> = {
  general: {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: ['integer', 'string'], description: 'success when it reads as the number 0' },
      message: { type: ['string', 'null'] },
    },
  },
  repayment: {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: 'string', description: "success when exactly '00'" },
      message: { type: ['string', 'null'] },
    },
  },
  v3: {
    type: 'object',
    required: ['success'],
    properties: {
      success: { type: 'boolean', description: 'the pages act only when true' },
      code: { type: ['integer', 'string'] },
      message: { type: ['string', 'null'] },
    },
  },
};

/** The JSON Schema of a recorded call's `data`. */
export const dataSchemaOf = (call: Recorded): JsonSchema =>
  toJsonSchema(readDescription(call.description));

/** What a sent field holds where its type alone does not say it (the card numbers). */
const REQUEST_NOTES: Partial<Record<EndpointKey, Record<string, string>>> = {
  repaymentCommit: {
    cardNo:
      "the chosen card's cardNo from repayment-way, exactly as it came (masked or a token included)",
  },
  bindCardNew: {
    cardNo: 'the 16 digits the borrower typed (the one call that carries a full card number)',
  },
};

function fieldSchema(type: FieldType, note: string | undefined): JsonSchema {
  if (type === 'file') return { type: 'string', contentMediaType: 'image/jpeg' };
  return note === undefined ? { type } : { type, description: note };
}

function requestOf(def: EndpointDef, call: Recorded): JsonSchema {
  const names = Object.keys(call.fields);
  const field = (name: string) => fieldSchema(call.fields[name], REQUEST_NOTES[call.key]?.[name]);
  if (call.method === 'GET' || def.params === 'query') {
    if (names.length === 0) return {};
    const parameters: Json[] = names.map((name) => ({ name, in: 'query', schema: field(name) }));
    return { parameters };
  }
  const properties: { [name: string]: Json } = {};
  for (const name of names) properties[name] = field(name);
  const type = call.multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return {
    requestBody: { content: { [type]: { schema: { type: 'object', properties } } } },
  };
}

function operationOf(key: EndpointKey, def: EndpointDef, call: Recorded | undefined): JsonSchema {
  const common: JsonSchema = {
    operationId: key,
    'x-read-only': isReadOnly(key),
    'x-envelope': def.envelope,
    'x-header-profile': def.headers ?? 'app',
  };
  if (!call) {
    return {
      ...common,
      description: 'Not called through the api client: its url is an image source.',
      responses: { '200': { description: 'an image', content: { 'image/*': {} } } },
    };
  }
  const data: JsonSchema = dataSchemaOf(call);
  return {
    ...common,
    'x-idempotency-key': call.idempotent,
    ...requestOf(def, call),
    responses: {
      '200': {
        description: `the ${def.envelope} envelope; on success \`data\` as below`,
        content: {
          'application/json': {
            schema: {
              $ref: `#/components/schemas/envelope-${def.envelope}`,
              properties: { data },
            },
          },
        },
      },
    },
  };
}

const DESCRIPTION = [
  'Generated from the code by `npm run contract:write` (scripts/contract.ts); a test fails when it',
  'differs from the code. Every call also sends the session parameters (deviceId, userId, sessionId,',
  '...) in its query. `x-decision` on a field: true = the app acts on it (amounts, status, needValid,',
  'URLs followed, ids sent back): exact, or the whole answer is refused; false = display: normalized',
  '(a number shown as its text, a missing or wrong value shown empty). Fields not listed are ignored.',
  '`x-read-only`: the call moves no money and stores nothing; `npm run contract -- --target <origin>`',
  'calls only these.',
].join(' ');

/** The whole contract document. */
export function buildContract(calls: Recorded[], version: string): JsonSchema {
  const byKey = new Map<EndpointKey, Recorded>(calls.map((c) => [c.key, c]));
  const paths: { [path: string]: Json } = {};
  for (const key of Object.keys(ENDPOINTS) as EndpointKey[]) {
    const def = ENDPOINTS[key];
    const call = byKey.get(key);
    const method = call ? call.method.toLowerCase() : 'get';
    paths[endpointUrl(def)] = { [method]: operationOf(key, def, call) };
  }
  const schemas: { [name: string]: Json } = {};
  for (const kind of Object.keys(ENVELOPES) as EnvelopeKind[]) {
    schemas[`envelope-${kind}`] = ENVELOPES[kind];
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cuota API contract', version, description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: { schemas },
  };
}
