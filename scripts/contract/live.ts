/**
 * The live check: every read-only endpoint of a backend, called through the app's own api client and
 * Api functions, so an answer "fits" exactly when the app would accept it. Each report says ok / does
 * not fit / failed (no data to check: a failure envelope, an HTTP error, no answer) with the field-level
 * differences against the contract. It never calls an endpoint outside READ_ONLY_ENDPOINTS.
 */
import { createApiClient } from '../../src/platform/api/client';
import {
  endpointUrl,
  READ_ONLY_ENDPOINTS,
  type EndpointKey,
} from '../../src/platform/api/endpoints';
import { BAD_RESPONSE } from '../../src/platform/api/schema';
import type { ApiResult } from '../../src/platform/api/types';
import { CALLS, DEFAULT_SAMPLES, type Samples } from './calls';
import { differences, type Difference } from './diff';
import { dataSchemaOf, ENDPOINTS, isReadOnly } from './document';
import { recordCalls, type Recorded } from './record';

export interface CheckOptions {
  /** The backend's origin (`https://api.example`); the endpoint table's paths are appended. */
  target: string;
  /** The session parameters every call carries (deviceId, userId, sessionId, ...). */
  session?: Record<string, string>;
  /** Only these endpoints (each must be read-only). */
  only?: string[];
  /** Ids the calls need (the demo's by default). */
  samples?: Partial<Samples>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Verdict = 'ok' | 'does not fit' | 'failed';

export interface EndpointReport {
  key: EndpointKey;
  method: string;
  path: string;
  verdict: Verdict;
  /** Why it does not fit or failed. */
  reason: string;
  differences: Difference[];
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The endpoints to call: every read-only one, or the `only` ones (refused when one is not read-only). */
function selectEndpoints(only: string[] | undefined): EndpointKey[] {
  if (!only || only.length === 0) return [...READ_ONLY_ENDPOINTS];
  return only.map((name) => {
    const key = READ_ONLY_ENDPOINTS.find((k) => k === name);
    if (key) return key;
    const known = Object.keys(ENDPOINTS).includes(name);
    throw new Error(
      known
        ? `${name} is not read-only (it may move money or data): the check never calls it`
        : `${name} is not an endpoint`,
    );
  });
}

/** The first complaint id of a problem-list answer, to ask problem-detail for one that exists. */
function firstComplaintId(data: unknown): string | undefined {
  if (!isRecord(data) || !Array.isArray(data.tabs)) return undefined;
  for (const tab of data.tabs) {
    if (!isRecord(tab) || !Array.isArray(tab.list)) continue;
    const item: unknown = tab.list.find(isRecord);
    if (isRecord(item) && typeof item.id === 'string') return item.id;
  }
  return undefined;
}

async function verdictOf(
  result: ApiResult<unknown>,
  call: Recorded,
): Promise<Pick<EndpointReport, 'verdict' | 'reason'>> {
  if (result.success) return { verdict: 'ok', reason: '' };
  if (result.code === BAD_RESPONSE) {
    const data = isRecord(result.raw) ? result.raw.data : undefined;
    const checked = await call.validate(data);
    return {
      verdict: 'does not fit',
      reason: checked.ok ? 'refused' : `refused at ${checked.reason}`,
    };
  }
  if (result.code === 'malformed') {
    return { verdict: 'does not fit', reason: 'not JSON or not the endpoint envelope' };
  }
  const said = isRecord(result.raw) ? result.raw.message : undefined;
  const message =
    typeof said === 'string' && said.trim() !== '' ? `, "${said.trim().slice(0, 120)}"` : '';
  return { verdict: 'failed', reason: `no data to check: code ${result.code}${message}` };
}

/** Calls each selected read-only endpoint once and reports it. */
export async function checkBackend(options: CheckOptions): Promise<EndpointReport[]> {
  const keys = selectEndpoints(options.only);
  const samples: Samples = { ...DEFAULT_SAMPLES, ...options.samples };
  const recorded = new Map((await recordCalls()).map((c) => [c.key, c]));
  const session = options.session ?? {};
  const api = createApiClient({
    origin: options.target.replace(/\/+$/, ''),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    session: () => session,
    locale: () => 'es-MX',
    messages: () => ({
      network: 'network error',
      timeout: 'time-out',
      malformed: 'unexpected answer',
    }),
  });
  const reports: EndpointReport[] = [];
  const order = Object.keys(CALLS).filter((k) => keys.some((key) => key === k));
  for (const name of order) {
    const key = keys.find((k) => k === name);
    const run = key ? CALLS[key] : undefined;
    const call = key ? recorded.get(key) : undefined;
    if (!key || !run || !call || !isReadOnly(key)) continue;
    const result = await run(api, samples);
    if (key === 'problemList' && options.samples?.problemId === undefined && result.success) {
      samples.problemId = firstComplaintId(result.data) ?? samples.problemId;
    }
    const { verdict, reason } = await verdictOf(result, call);
    const data = isRecord(result.raw) ? result.raw.data : undefined;
    reports.push({
      key,
      method: call.method,
      path: endpointUrl(ENDPOINTS[key]),
      verdict,
      reason,
      differences: verdict === 'failed' ? [] : differences(dataSchemaOf(call), data),
    });
  }
  return reports;
}

/** The printed report: one line per endpoint, its differences under it, a summary line. */
export function formatReports(reports: EndpointReport[], target: string): string {
  const lines = [`Contract check of ${target} (read-only endpoints, the app's own schemas)`];
  for (const r of reports) {
    const head =
      r.verdict === 'ok'
        ? 'ok          '
        : r.verdict === 'failed'
          ? 'FAILED      '
          : 'DOES NOT FIT';
    lines.push(
      `${head}  ${r.key.padEnd(19)} ${r.method.padEnd(4)} ${r.path}${r.reason ? `  (${r.reason})` : ''}`,
    );
    for (const d of r.differences)
      lines.push(`    ${d.level === 'error' ? 'error' : 'info '}  ${d.path}: ${d.what}`);
  }
  const count = (v: Verdict) => reports.filter((r) => r.verdict === v).length;
  lines.push(
    `${count('ok')} ok, ${count('does not fit')} do not fit, ${count('failed')} failed, of ${reports.length}`,
  );
  return lines.join('\n');
}
