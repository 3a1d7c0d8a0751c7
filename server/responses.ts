import type { EndpointKey } from '../src/platform/api/endpoints';
import type { GeneralEnvelope } from '../src/platform/api/types';
import type { CustomerServiceInfo } from '../src/features/customerService/types';

/**
 * The wire answer of each implemented endpoint, typed with the app's own envelope and data types.
 * Add a row when adding a route; endpoints without a row are typed `unknown`.
 */
export interface EndpointResponses {
  getWhatsapp: GeneralEnvelope<CustomerServiceInfo>;
}

export type ResponseOf<K extends EndpointKey> = K extends keyof EndpointResponses
  ? EndpointResponses[K]
  : unknown;
