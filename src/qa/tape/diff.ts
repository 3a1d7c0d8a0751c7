import { TAG } from './encode';
import type { Json } from './types';

/** A value the tape tagged (`{ "$t": "undefined" }`, a Date, a file ...): its tag, else null. */
function tagOf(value: Json | undefined): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const tag = value[TAG];
  return typeof tag === 'string' ? tag : null;
}

/** A value as a tester reads it: tagged values by their kind (`<undefined>`), never the internal tag. */
const show = (value: Json | undefined): string => {
  if (value === undefined) return '(missing)';
  const tag = tagOf(value);
  return tag !== null ? `<${tag}>` : JSON.stringify(value);
};

/** The paths where two JSON values differ, as readable lines ("payload.amount: expected 1, got 2"). */
export function jsonDiff(expected: Json | undefined, got: Json | undefined, limit = 12): string[] {
  const out: string[] = [];
  const walk = (a: Json | undefined, b: Json | undefined, path: string) => {
    if (out.length >= limit) return;
    const objA = a !== null && typeof a === 'object' && tagOf(a) === null;
    const objB = b !== null && typeof b === 'object' && tagOf(b) === null;
    if (objA && objB && Array.isArray(a) === Array.isArray(b)) {
      const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
      for (const key of keys) {
        const child = Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        walk(
          (a as Record<string, Json>)[key] as Json | undefined,
          (b as Record<string, Json>)[key] as Json | undefined,
          child,
        );
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push(`${path || '(value)'}: expected ${show(a)}, got ${show(b)}`);
  };
  walk(expected, got, '');
  return out;
}
