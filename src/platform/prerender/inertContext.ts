import type { SagaContext } from '../context';

/**
 * The saga context while prerendering at build time: nothing dispatched then reaches an effect (pages
 * open their flows in effects, which the server never runs), so every member refuses.
 */
export const inertContext = new Proxy(
  {},
  {
    get: () =>
      new Proxy(() => Promise.reject(new Error('no effects while prerendering')), {
        get: () => () => Promise.reject(new Error('no effects while prerendering')),
      }),
  },
) as SagaContext;
