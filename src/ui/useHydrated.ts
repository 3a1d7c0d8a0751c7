import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page prerendered at build time is being rendered or hydrated, true in every other
 * render. A page whose first render reads the address's query (which the build could not know) shows
 * its loading state until then, as prerendered; React re-renders it with the query right after
 * hydration (useSyncExternalStore's server snapshot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
