import type { FastifyInstance } from 'fastify';
import type { Log } from './log';

/** Where the demo server takes CSP violation reports (CSP_REPORT_URI=/csp-report turns them on). */
const CSP_REPORT_PATH = '/csp-report';
const MAX_REPORT = 16 * 1024;

export interface CspViolation {
  directive: string;
  /** The blocked resource's origin, or the browser's keyword ('inline', 'eval'); never a path or query. */
  blocked: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A URL's origin, a bare keyword as it is, anything else 'other' (a URL's path can carry session ids). */
function blockedOf(value: string): string {
  if (/^[a-z-]{1,20}$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'data:' || url.protocol === 'blob:' ? url.protocol : url.origin;
  } catch {
    return 'other';
  }
}

function violation(directive: string, blocked: string): CspViolation {
  return {
    directive: /^[a-z-]{1,40}$/.test(directive) ? directive : 'other',
    blocked: blockedOf(blocked),
  };
}

/**
 * The violations of a report body: `report-uri`'s `{"csp-report": {...}}` or the Reporting API's list of
 * `{type: "csp-violation", body: {...}}`. Anything else holds none.
 */
export function violationsOf(body: unknown): CspViolation[] {
  const legacy = record(record(body)?.['csp-report']);
  if (legacy)
    return [
      violation(
        text(legacy['effective-directive']) || text(legacy['violated-directive']).split(' ')[0],
        text(legacy['blocked-uri']),
      ),
    ];
  if (!Array.isArray(body)) return [];
  return body.slice(0, 20).flatMap((entry: unknown) => {
    const report = record(entry);
    const inner = record(report?.body);
    if (report?.type !== 'csp-violation' || !inner) return [];
    return [violation(text(inner.effectiveDirective), text(inner.blockedURL))];
  });
}

/**
 * POST /csp-report: browsers' CSP violation reports, one log line each (`csp-report <directive>
 * <blocked origin>`), answered 204. Bodies over 16 KB are refused (413); nothing is stored.
 */
export function cspReportPlugin(log: Log) {
  return async function cspReport(app: FastifyInstance): Promise<void> {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: MAX_REPORT },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      },
    );
    app.post(CSP_REPORT_PATH, async (req, reply) => {
      for (const v of violationsOf(req.body)) log(`csp-report ${v.directive} ${v.blocked}`);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  };
}
