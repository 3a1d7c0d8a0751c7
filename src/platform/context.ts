import type { BackendCapabilities } from './api/backend';
import type { ApiClient } from './api/types';
import type { Bridge } from './bridge/types';
import type { Clock } from './clock/types';
import type { KeyValueStorage } from './storage/types';
import type { Navigator } from './navigation/types';
import type { PageKey } from '../config/paths';
import type { CookieJar } from './cookies/deviceCookie';

/** What every saga reads with getContext. Tests, the demo and QA replay swap these. */
export interface SagaContext {
  api: ApiClient;
  bridge: Bridge;
  clock: Clock;
  storage: KeyValueStorage;
  navigator: Navigator;
  /** Each page key's configured route (configuration read at boot, not a recorded effect); the defaults when absent. */
  paths?: Record<PageKey, string>;
  /**
   * What the backend is declared to do (config.js `backend`, configuration, not a recorded effect); the
   * spec's backend (no idempotency keys honoured) when absent.
   */
  backend?: BackendCapabilities;
  /** The cookie jar (the promotion landing's device id); the document's when absent. Tests give their own. */
  cookies?: CookieJar;
}
