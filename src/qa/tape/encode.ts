import type { Json } from './types';

/**
 * Values JSON cannot hold are tagged, not lost: `{ "$t": "<tag>", ... }`.
 * Tags: undefined, Date, Error, Map, Set, number (NaN/Infinity), bigint, Blob (size and type only:
 * file contents are never kept), function, cycle, and `object` for a plain object that has its own "$t" key.
 */
export const TAG = '$t';

type Tagged = { [TAG]: string; [key: string]: Json };

const tagged = (tag: string, rest: Record<string, Json> = {}): Tagged => ({ [TAG]: tag, ...rest });

function isBlob(value: object): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export function encode(value: unknown, seen: WeakSet<object> = new WeakSet()): Json {
  switch (typeof value) {
    case 'undefined':
      return tagged('undefined');
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : tagged('number', { v: String(value) });
    case 'bigint':
      return tagged('bigint', { v: value.toString() });
    case 'function':
    case 'symbol':
      return tagged(typeof value);
    default:
      break;
  }
  if (value === null) return null;
  const obj = value as object;
  if (obj instanceof Date) return tagged('Date', { v: obj.toISOString?.() ?? String(obj) });
  if (obj instanceof Error) return tagged('Error', { name: obj.name, message: obj.message });
  if (isBlob(obj)) return tagged('Blob', { size: obj.size, type: obj.type });
  if (seen.has(obj)) return tagged('cycle');
  seen.add(obj);
  try {
    if (obj instanceof Map)
      return tagged('Map', {
        v: [...obj.entries()].map(([k, v]) => [encode(k, seen), encode(v, seen)]),
      });
    if (obj instanceof Set)
      return tagged('Set', { v: [...obj.values()].map((v) => encode(v, seen)) });
    if (Array.isArray(obj)) return obj.map((v) => encode(v, seen));
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = encode(v, seen);
    return Object.prototype.hasOwnProperty.call(obj, TAG) ? tagged('object', { v: out }) : out;
  } finally {
    seen.delete(obj);
  }
}

function isTagged(value: Json): value is Tagged {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as Record<string, Json>)[TAG] === 'string'
  );
}

/** The inverse of encode (functions, symbols and cycles come back as undefined; Blobs as empty Blobs). */
export function decode(value: Json): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!value || typeof value !== 'object') return value;
  if (isTagged(value)) {
    const v = value.v;
    switch (value[TAG]) {
      case 'undefined':
        return undefined;
      case 'number':
        return Number(v);
      case 'bigint':
        return BigInt(String(v));
      case 'Date':
        return new Date(String(v));
      case 'Error': {
        const error = new Error(String(value.message));
        error.name = String(value.name);
        return error;
      }
      case 'Map':
        return new Map((v as Json[][]).map(([k, x]) => [decode(k), decode(x)]));
      case 'Set':
        return new Set((v as Json[]).map(decode));
      case 'Blob':
        return typeof Blob !== 'undefined' ? new Blob([], { type: String(value.type) }) : {};
      case 'object':
        return decodeObject(v as Record<string, Json>);
      default:
        return undefined;
    }
  }
  return decodeObject(value);
}

function decodeObject(value: Record<string, Json>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = decode(v);
  return out;
}
