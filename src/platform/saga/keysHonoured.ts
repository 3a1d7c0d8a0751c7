import { getContext } from 'typed-redux-saga';
import { SPEC_BACKEND, type BackendCapabilities } from '../api/backend';

/**
 * Whether the deployment declared a backend that honours Idempotency-Key (config.js `backend`, in the
 * saga context): only then is a retry of a doubtful request "the same request". Absent: the spec's backend.
 */
export function* keysHonoured() {
  const backend = yield* getContext<BackendCapabilities | undefined>('backend');
  return (backend ?? SPEC_BACKEND).idempotencyKeys;
}
