import { Registry } from './api';
import { customerServiceRoutes } from './features/customerService';

/**
 * Every demo endpoint, one registration function per feature (server/features/<name>.ts).
 * Adding an endpoint: a row in responses.ts, then a `.route(...)` in the feature's file.
 */
const features: ((registry: Registry) => Registry)[] = [customerServiceRoutes];

export function buildRegistry(): Registry {
  return features.reduce((registry, register) => register(registry), new Registry());
}
