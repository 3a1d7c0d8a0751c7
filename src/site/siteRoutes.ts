import type { LegalSlot } from '../config/markets';
import { fixedPaths } from '../config/paths';

/** The website's sections (spec section 2: routes /, /About, /User, /Contact, /Policy, /Loan). */
export type SiteSection = 'home' | 'about' | 'policy' | 'loan' | 'contact' | 'user';

export interface SiteRoute {
  section: SiteSection;
  path: string;
  /** The tab's index in the top navigation (spec section 4: nav index 0 to 3), null off the tabs. */
  nav: number | null;
  /** The prerendered file under dist/ (webpack.config.ts writes one per path; server/static.ts serves it). */
  file: string;
}

/** One row per section: its path, its tab and its prerendered page. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { section: 'home', path: fixedPaths.site, nav: 0, file: 'site/index.html' },
  { section: 'about', path: fixedPaths.siteAbout, nav: 1, file: 'site/About.html' },
  { section: 'policy', path: fixedPaths.sitePolicy, nav: 2, file: 'site/Policy.html' },
  { section: 'loan', path: fixedPaths.siteLoan, nav: 3, file: 'site/Loan.html' },
  { section: 'contact', path: fixedPaths.siteContact, nav: null, file: 'site/Contact.html' },
  { section: 'user', path: fixedPaths.siteUser, nav: null, file: 'site/User.html' },
];

/** The legal slot a section shows (src/config/markets): a tab only where the deployment publishes it. */
const SECTION_SLOTS: Partial<Record<SiteSection, LegalSlot>> = {
  policy: 'privacy',
  loan: 'loanTerms',
};

/** The tabs Home, About us, Privacy Policy, Loan terms and conditions, in nav order. */
export const NAV_ROUTES: readonly SiteRoute[] = SITE_ROUTES.filter((r) => r.nav !== null).sort(
  (a, b) => (a.nav ?? 0) - (b.nav ?? 0),
);

const HOME = SITE_ROUTES[0];

function routeOf(section: SiteSection): SiteRoute {
  return SITE_ROUTES.find((r) => r.section === section) ?? HOME;
}

/** The section a path shows: exact path (a trailing slash tolerated); anything else is Home. */
export function sectionForPath(pathname: string): SiteSection {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_ROUTES.find((r) => r.path === path)?.section ?? 'home';
}

/** The section of a nav index (0 to 3); an index off the tabs is Home. */
export function sectionForNav(index: number): SiteSection {
  return NAV_ROUTES.find((r) => r.nav === index)?.section ?? 'home';
}

/** The nav index of a section; null for the sections off the tabs (Contact, User). */
export function navOf(section: SiteSection): number | null {
  return routeOf(section).nav;
}

export function pathOf(section: SiteSection): string {
  return routeOf(section).path;
}

/** Whether a deployment shows a section: every one but a legal document its market does not publish. */
export function isPublished(route: SiteRoute, published: readonly LegalSlot[]): boolean {
  const slot = SECTION_SLOTS[route.section];
  return !slot || published.includes(slot);
}

/** The tabs a deployment shows. */
export function navRoutes(published: readonly LegalSlot[]): SiteRoute[] {
  return NAV_ROUTES.filter((route) => isPublished(route, published));
}
