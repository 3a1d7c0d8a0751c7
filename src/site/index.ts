/**
 * The company website (spec screen 8, section 4), a public entry of its own (src/entries/site.tsx): no
 * store, no saga, no server call. Its prerender module (prerender.tsx) runs at build time only and is
 * not exported here, so the browser bundle never holds the server renderer.
 */
export { SiteApp } from './SiteApp';
export { prerenderFacts, type SiteFacts } from './siteFacts';
export { siteLocale } from './siteLocale';
export { checkForm, emptyFields } from './siteForms';
export {
  NAV_ROUTES,
  SITE_ROUTES,
  navOf,
  pathOf,
  sectionForNav,
  sectionForPath,
  type SiteSection,
} from './siteRoutes';
