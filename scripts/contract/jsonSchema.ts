/**
 * yup `describe()` → JSON Schema 2020-12 of what a server may send for a response schema. The shape comes
 * from the description (objects, lists, required fields, enums, lengths, patterns); the wire shape of a
 * leaf and whether it is a decision come from its contract mark (`.meta`, FieldMeta in
 * src/platform/api/schema.ts). `x-decision`: true = the app acts on it (exact, or the answer is refused),
 * false = display (normalized).
 */
import type { FieldMeta } from '../../src/platform/api/schema';

/** A JSON Schema object as written into the contract (JSON values only). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonSchema = { [key: string]: Json };

/** The part of yup's SchemaDescription this converter reads (checked at run time, nothing assumed). */
export interface Described {
  type: string;
  optional: boolean;
  nullable: boolean;
  hasDefault: boolean;
  oneOf: Json[];
  tests: { name: string; params: Record<string, unknown> }[];
  meta: FieldMeta | undefined;
  /** An object's fields its own tests require though each field alone has a default (`.meta({ required })`). */
  requires: string[];
  fields: Record<string, Described> | undefined;
  innerType: Described | undefined;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const WIRES: readonly FieldMeta['wire'][] = [
  'text',
  'requiredText',
  'oneOfNumbers',
  'flag',
  'flagNumber',
  'amount',
  'displayAmount',
  'textList',
  'wholeNumber',
  'id',
  'url',
  'colour',
  'cardNumber',
  'any',
];
const isWire = (x: unknown): x is FieldMeta['wire'] => WIRES.some((w) => w === x);

function metaOf(raw: unknown): FieldMeta | undefined {
  if (!isRecord(raw)) return undefined;
  const { decision, wire } = raw;
  return typeof decision === 'boolean' && isWire(wire) ? { decision, wire } : undefined;
}

function requiresOf(raw: unknown): string[] {
  if (!isRecord(raw) || !Array.isArray(raw.required)) return [];
  return raw.required.filter((x): x is string => typeof x === 'string');
}

function jsonOf(x: unknown): Json | undefined {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return x;
  if (typeof x === 'number') return Number.isFinite(x) ? x : undefined;
  return undefined;
}

/** Reads one node of `schema.describe()`. */
export function readDescription(raw: unknown): Described {
  if (!isRecord(raw)) throw new Error('not a yup description');
  const fields = isRecord(raw.fields)
    ? Object.fromEntries(Object.entries(raw.fields).map(([k, v]) => [k, readDescription(v)]))
    : undefined;
  const tests = Array.isArray(raw.tests)
    ? raw.tests.filter(isRecord).map((t) => ({
        name: typeof t.name === 'string' ? t.name : '',
        params: isRecord(t.params) ? t.params : {},
      }))
    : [];
  const oneOf = Array.isArray(raw.oneOf)
    ? raw.oneOf.map(jsonOf).filter((v): v is Json => v !== undefined)
    : [];
  return {
    type: typeof raw.type === 'string' ? raw.type : 'mixed',
    optional: raw.optional === true,
    nullable: raw.nullable === true,
    hasDefault: 'default' in raw && raw.default !== undefined,
    oneOf,
    tests,
    meta: metaOf(raw.meta),
    requires: requiresOf(raw.meta),
    fields,
    innerType: raw.innerType === undefined ? undefined : readDescription(raw.innerType),
  };
}

/** A field the server must send: neither optional nor given a default by the schema. */
const isRequired = (d: Described): boolean => !d.optional && !d.hasDefault;

const NUMERIC = '^\\s*-?\\d+(\\.\\d+)?\\s*$';
const WHOLE = '^\\s*-?\\d+\\s*$';
const SCALAR = ['string', 'number'];

/** What a card number field may hold, and how the app treats it (shown, and sent back when a decision). */
const CARD_NUMBER =
  'a card number: full, masked (e.g. "415231******1234", "**** 1234", "•••• 1234") or an opaque token ' +
  '(e.g. "tok_9f8a7b"); the app shows only its last 4 digits when it ends in 4 digits, otherwise none';

/** What a server may send for each marked wire shape (`decision`: the app acts on the field). */
function wireSchema(wire: FieldMeta['wire'], decision: boolean): JsonSchema {
  switch (wire) {
    case 'text':
      return { type: SCALAR, description: 'text (a number is read as its text)' };
    case 'requiredText':
      return { type: SCALAR, minLength: 1, description: 'non-empty text or number, trimmed' };
    case 'oneOfNumbers':
      return { type: SCALAR, pattern: WHOLE };
    case 'flag':
      return { type: ['boolean', 'number', 'string', 'null'], description: '1, "1" or true is on' };
    case 'flagNumber':
      return {
        type: ['integer', 'string', 'boolean', 'null'],
        pattern: '^\\s*(-?\\d+)?\\s*$',
        description: 'a 0/1 flag: absent, null or "" is 0; 1 and "1" are equal',
      };
    case 'amount':
      return { type: SCALAR, pattern: NUMERIC, description: 'minor units (cents)' };
    case 'displayAmount':
      return { type: SCALAR, description: 'minor units (cents), shown' };
    case 'textList':
      return { type: 'array', items: { type: SCALAR } };
    case 'wholeNumber':
      return { type: ['integer', 'string'], pattern: WHOLE };
    case 'id':
      return { type: ['string', 'integer'], pattern: '^\\s*[\\w.:-]{1,64}\\s*$' };
    case 'url':
      return { type: 'string', description: 'a url the app follows or sends back (allowlisted)' };
    case 'colour':
      return { type: 'string', pattern: '^\\s*#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})\\s*$' };
    case 'cardNumber':
      return decision
        ? {
            type: SCALAR,
            minLength: 1,
            description: `${CARD_NUMBER}; kept exactly as sent (not trimmed, no control characters) and sent back unchanged`,
          }
        : { type: SCALAR, description: `${CARD_NUMBER}; display only` };
    case 'any':
      return { description: 'not read by the app' };
  }
}

/** Lengths and patterns of yup's own string tests (max, min, length, matches). */
function stringTests(d: Described): JsonSchema {
  const out: JsonSchema = {};
  for (const t of d.tests) {
    const n = (key: string) => (typeof t.params[key] === 'number' ? t.params[key] : undefined);
    if (t.name === 'max' && n('max') !== undefined) out.maxLength = n('max') ?? 0;
    if (t.name === 'min' && n('min') !== undefined) out.minLength = n('min') ?? 0;
    const regex = t.params.regex;
    if (t.name === 'matches' && regex instanceof RegExp) out.pattern = regex.source;
  }
  return out;
}

function withNull(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'] };
  if (Array.isArray(type))
    return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  return schema;
}

/** The JSON Schema of one described yup schema. */
export function toJsonSchema(d: Described): JsonSchema {
  let out: JsonSchema;
  if (d.type === 'object' && d.fields) {
    const properties: { [key: string]: Json } = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(d.fields)) {
      properties[name] = toJsonSchema(field);
      if (isRequired(field) || d.requires.includes(name)) required.push(name);
    }
    // The object's own tests (yup .test on the object: rules across fields), by name.
    const rules = d.tests.map((t) => t.name).filter((name) => name !== '');
    out = {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      ...(rules.length > 0 ? { 'x-rules': rules } : {}),
    };
  } else if (d.type === 'array' && !d.meta) {
    out = { type: 'array', ...(d.innerType ? { items: toJsonSchema(d.innerType) } : {}) };
  } else if (d.meta) {
    out = {
      ...wireSchema(d.meta.wire, d.meta.decision),
      ...(d.type === 'string' ? stringTests(d) : {}),
    };
  } else if (d.type === 'string') {
    out = { type: 'string', ...stringTests(d) };
  } else if (d.type === 'number') {
    out = { type: SCALAR, pattern: NUMERIC };
  } else if (d.type === 'boolean') {
    out = { type: 'boolean' };
  } else {
    out = {};
  }
  if (d.oneOf.length > 0) out.enum = [...d.oneOf, ...d.oneOf.map((v) => String(v))];
  if (d.meta) out['x-decision'] = d.meta.decision;
  return d.nullable ? withNull(out) : out;
}

/** Every leaf of a description without a contract mark (the test keeps this empty). */
export function unmarkedLeaves(d: Described, path = 'data'): string[] {
  if (d.type === 'object' && d.fields) {
    return Object.entries(d.fields).flatMap(([k, v]) => unmarkedLeaves(v, `${path}.${k}`));
  }
  if (d.type === 'array' && !d.meta && d.innerType) return unmarkedLeaves(d.innerType, `${path}[]`);
  return d.meta ? [] : [path];
}
