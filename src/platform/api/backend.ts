/**
 * What the deployment's backend is declared to do beyond the spec (config.js `backend`), never assumed.
 * The spec names no idempotency key, so the spec's backend books every request that reaches it.
 */
export interface BackendCapabilities {
  /**
   * The backend answers a repeated Idempotency-Key with its first answer instead of acting again. Only
   * then may the app re-send a money-moving or data-writing request on its own (once, with the same key)
   * and offer a retry of a doubtful request as "the same request".
   */
  readonly idempotencyKeys: boolean;
}

/** The spec's backend: keys are sent (harmless) but not relied on. */
export const SPEC_BACKEND: BackendCapabilities = Object.freeze({ idempotencyKeys: false });

/**
 * config.js `backend`: absent gives the spec's backend. A wrong value (not an object, a flag that is not a
 * boolean, an unknown key) gives the spec's backend too, with the reason for the console (null: none).
 */
export function parseBackend(raw: unknown): { backend: BackendCapabilities; wrong: string | null } {
  if (raw === undefined) return { backend: SPEC_BACKEND, wrong: null };
  const keys = typeof raw === 'object' && raw !== null ? Object.keys(raw) : [];
  const flag: unknown =
    keys.length === 1 && keys[0] === 'idempotencyKeys' ? Object.values(raw ?? {})[0] : null;
  if (typeof flag === 'boolean' && !Array.isArray(raw)) {
    return { backend: { idempotencyKeys: flag }, wrong: null };
  }
  return { backend: SPEC_BACKEND, wrong: 'backend must be { idempotencyKeys: true | false }' };
}
