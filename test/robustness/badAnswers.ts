/**
 * Bad answers generated from one good answer's data: for every field (nested objects and the first entry of
 * every list), the field missing, null, of every wrong type, huge and hostile; then whole-data, envelope and
 * transport failures. Each case says what the fake server does.
 */
export type Wire =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; body: string }
  | { kind: 'reset' }
  | { kind: 'hang' };

export interface BadCase {
  name: string;
  wire: Wire;
}

export type EnvelopeKind = 'general' | 'repayment' | 'v3';

const HUGE_TEXT = 'W'.repeat(100_000);
const XSS = '<img src=x onerror="window.__xss&&window.__xss()">';

/** Replacement values for one field: missing (undefined), null, each wrong type, huge, hostile. */
const VARIANTS: readonly [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['text', 'abc'],
  ['empty text', ''],
  ['number', 123456789],
  ['boolean', true],
  ['object', { a: 1 }],
  ['array', [1, 2]],
  ['huge text', HUGE_TEXT],
  ['huge number', 1e308],
  ['hostile text', XSS],
];

const HTTP_STATUSES = [400, 401, 403, 404, 409, 429, 500, 502, 503, 504] as const;

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : [path, ...leafPaths(value[0], [...path, 0])];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return [path, ...entries.flatMap(([key, child]) => leafPaths(child, [...path, key]))].filter(
      (p) => p.length > 0,
    );
  }
  return [path];
}

function withValue(data: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[Number(head)] = withValue(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (rest.length === 0 && replacement === undefined) delete copy[String(head)];
  else copy[String(head)] = withValue(copy[String(head)], rest, replacement);
  return copy;
}

/** The envelope of a success carrying `data`, for the endpoint's envelope kind. */
export function successEnvelope(kind: EnvelopeKind, data: unknown): Record<string, unknown> {
  if (kind === 'v3') return { success: true, code: 0, message: 'success', data };
  return { code: kind === 'repayment' ? '00' : 0, message: 'success', data };
}

export function badAnswers(kind: EnvelopeKind, sample: unknown): BadCase[] {
  const ok = (data: unknown): Wire => ({
    kind: 'json',
    status: 200,
    body: successEnvelope(kind, data),
  });
  const cases: BadCase[] = [];
  for (const path of leafPaths(sample)) {
    for (const [variant, value] of VARIANTS) {
      cases.push({
        name: `${path.join('.')} ${variant}`,
        wire: ok(withValue(sample, path, value)),
      });
    }
  }
  for (const [name, data] of [
    ['data null', null],
    ['data text', 'data'],
    ['data array', []],
    ['data empty object', {}],
    ['data number', 42],
  ] as const) {
    cases.push({ name, wire: ok(data) });
  }
  const failure =
    kind === 'v3'
      ? { success: false, code: 1, message: 'El servidor rechazó la solicitud', data: null }
      : {
          code: kind === 'repayment' ? '99' : 1,
          message: 'El servidor rechazó la solicitud',
          data: null,
        };
  cases.push(
    { name: 'well-formed failure', wire: { kind: 'json', status: 200, body: failure } },
    {
      name: 'failure without message',
      wire: { kind: 'json', status: 200, body: { ...failure, message: '' } },
    },
    {
      name: 'envelope only',
      wire: { kind: 'json', status: 200, body: kind === 'v3' ? { success: true } : { code: 0 } },
    },
    { name: 'JSON that is not an envelope', wire: { kind: 'json', status: 200, body: [1, 2, 3] } },
    { name: 'non-JSON', wire: { kind: 'text', status: 200, body: 'not json {' } },
    {
      name: 'HTML error page with 200',
      wire: { kind: 'text', status: 200, body: '<!doctype html><h1>Bad gateway</h1>' },
    },
    { name: 'empty body', wire: { kind: 'text', status: 200, body: '' } },
    { name: 'reset', wire: { kind: 'reset' } },
    { name: 'time-out', wire: { kind: 'hang' } },
  );
  for (const status of HTTP_STATUSES) {
    cases.push({
      name: `HTTP ${status}`,
      wire: { kind: 'text', status, body: '<html><body>Bad gateway</body></html>' },
    });
  }
  return cases;
}
