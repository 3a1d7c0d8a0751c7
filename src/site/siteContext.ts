import { createContext, useContext } from 'react';
import type { SiteNavigation } from './useSiteSection';

/** The current section and the way to another, for the site's links. */
export const SiteNavigationContext = createContext<SiteNavigation>({
  section: 'home',
  go: () => undefined,
});

export const useSiteNavigation = () => useContext(SiteNavigationContext);
