/**
 * Field-level differences between an answer's `data` and the contract's JSON Schema of it. An `error`
 * is what the app refuses or cannot use (a decision field, or a required part, missing or of the wrong
 * shape); `info` is what the app tolerates: a display field of another type (shown normalized), an entry
 * that is dropped, a field the contract does not list (ignored).
 */
import type { Json, JsonSchema } from './jsonSchema';

export interface Difference {
  path: string;
  level: 'error' | 'info';
  what: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isSchema = (x: Json | undefined): x is JsonSchema => isRecord(x);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typesOf(schema: JsonSchema): string[] | null {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return null;
}

function fitsType(value: unknown, types: string[]): boolean {
  const actual = typeOf(value);
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function describeValue(value: unknown): string {
  const type = typeOf(value);
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') {
    const shown = JSON.stringify(value);
    return `${type} ${shown.length > 40 ? `${shown.slice(0, 37)}...` : shown}`;
  }
  return type;
}

interface Walk {
  out: Difference[];
  seen: Set<string>;
}

function add(walk: Walk, path: string, level: Difference['level'], what: string) {
  const id = `${path}|${level}|${what}`;
  if (walk.seen.has(id)) return;
  walk.seen.add(id);
  walk.out.push({ path, level, what });
}

/** Errors for decisions and required parts; info for what the app normalizes. */
function levelOf(schema: JsonSchema, required: boolean): Difference['level'] {
  if (schema['x-decision'] === true) return 'error';
  if (schema['x-decision'] === false) return 'info';
  return required ? 'error' : 'info';
}

function walkValue(
  walk: Walk,
  schema: JsonSchema,
  value: unknown,
  path: string,
  required: boolean,
) {
  const level = levelOf(schema, required);
  const normalized = level === 'info' ? ' (display: shown normalized)' : '';
  const types = typesOf(schema);
  if (types && !fitsType(value, types)) {
    add(
      walk,
      path,
      level,
      `wrong type: ${describeValue(value)}, expected ${types.join(' | ')}${normalized}`,
    );
    return;
  }
  if (typeof value === 'string' && typeof schema.pattern === 'string') {
    if (!new RegExp(schema.pattern, 'u').test(value)) {
      add(walk, path, level, `not allowed: ${describeValue(value)}${normalized}`);
    }
  }
  if (typeof value === 'string' && typeof schema.minLength === 'number') {
    if (value.trim().length < schema.minLength) add(walk, path, level, 'empty');
  }
  if (typeof value === 'string' && typeof schema.maxLength === 'number') {
    if (value.length > schema.maxLength) add(walk, path, level, `longer than ${schema.maxLength}`);
  }
  if (Array.isArray(schema.enum) && value !== null && value !== undefined) {
    const allowed: Json[] = schema.enum;
    if (!allowed.some((v) => v === value))
      add(walk, path, level, `not one of ${JSON.stringify(allowed)}: ${describeValue(value)}`);
  }
  if (isRecord(value) && isRecord(schema.properties)) walkObject(walk, schema, value, path);
  if (Array.isArray(value) && isSchema(schema.items)) {
    const items = schema.items;
    const objects = typesOf(items)?.includes('object') === true;
    for (const entry of value) {
      if (objects && !isRecord(entry)) {
        add(
          walk,
          `${path}[]`,
          'info',
          `an entry that is not an object: ${describeValue(entry)} (dropped)`,
        );
      } else {
        walkValue(walk, items, entry, `${path}[]`, false);
      }
    }
  }
}

function walkObject(walk: Walk, schema: JsonSchema, value: Record<string, unknown>, path: string) {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const [name, sub] of Object.entries(properties)) {
    if (!isSchema(sub)) continue;
    const isRequired = required.includes(name);
    const at = `${path}.${name}`;
    if (!(name in value) || value[name] === undefined) {
      if (isRequired) add(walk, at, 'error', 'missing');
      continue;
    }
    walkValue(walk, sub, value[name], at, isRequired);
  }
  for (const name of Object.keys(value)) {
    if (!(name in properties)) add(walk, `${path}.${name}`, 'info', 'extra field (ignored)');
  }
}

/** The differences of `data` against its schema (errors first, each path and finding once). */
export function differences(schema: JsonSchema, data: unknown): Difference[] {
  const walk: Walk = { out: [], seen: new Set() };
  if (data === undefined) add(walk, 'data', 'error', 'missing');
  else walkValue(walk, schema, data, 'data', true);
  return [
    ...walk.out.filter((d) => d.level === 'error'),
    ...walk.out.filter((d) => d.level === 'info'),
  ];
}
