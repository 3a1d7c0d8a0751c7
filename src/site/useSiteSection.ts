import { useCallback, useEffect, useState } from 'react';
import { pathOf, sectionForPath, type SiteSection } from './siteRoutes';

export interface SiteNavigation {
  section: SiteSection;
  /** Shows a section and moves the address to its path (a history entry, so Back returns). */
  go: (section: SiteSection) => void;
}

/**
 * The website's tiny path router: the section follows the address (`initial` is the prerendered
 * page's, then the browser's), `go` pushes the section's path keeping the query (the `lang` choice),
 * Back and Forward show the section of the address they land on.
 */
export function useSiteSection(initial: SiteSection): SiteNavigation {
  const [section, setSection] = useState<SiteSection>(initial);

  useEffect(() => {
    const onPopState = () => setSection(sectionForPath(window.location.pathname));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const go = useCallback((next: SiteSection) => {
    const path = pathOf(next);
    if (window.location.pathname !== path) {
      window.history.pushState(null, '', `${path}${window.location.search}`);
    }
    setSection(next);
  }, []);

  return { section, go };
}
