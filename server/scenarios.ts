import type { IncomingHttpHeaders } from 'node:http';

/** Scenarios every endpoint understands. Endpoint handlers may interpret further names. */
export const GENERIC_SCENARIOS = ['ok', 'fail', 'http500', 'malformed', 'slow'] as const;
export type GenericScenario = (typeof GENERIC_SCENARIOS)[number];

export function isGeneric(name: string): name is GenericScenario {
  return (GENERIC_SCENARIOS as readonly string[]).includes(name);
}

/** The server-wide default, switched by /__demo/scenario. */
export class ScenarioState {
  current = 'ok';
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The raw scenario specification: query param, then header, then cookie, then the server default. */
export function scenarioSpec(
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
  state: ScenarioState,
): string {
  const header = headers['x-demo-scenario'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return (
    query.get('scenario') ||
    fromHeader ||
    cookieValue(headers.cookie, 'demo_scenario') ||
    state.current ||
    'ok'
  );
}

/**
 * Picks the scenario for one endpoint from a specification: a comma-separated list of `name` or
 * `endpointKey:name` entries. An entry scoped to this endpoint wins over an unscoped one; entries scoped to
 * other endpoints are ignored; nothing applicable means 'ok'.
 */
export function scenarioFor(spec: string, endpointKey: string): string {
  let unscoped: string | undefined;
  for (const raw of spec.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const colon = entry.indexOf(':');
    if (colon >= 0) {
      if (entry.slice(0, colon) === endpointKey) return entry.slice(colon + 1) || 'ok';
    } else if (unscoped === undefined) {
      unscoped = entry;
    }
  }
  return unscoped ?? 'ok';
}
