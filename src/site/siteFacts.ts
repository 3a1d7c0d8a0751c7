import { defaultBrand, type Brand } from '../config/brand';

/** What a page shows besides its texts: the brand (contact details, names) and the copyright year. */
export interface SiteFacts {
  brand: Brand;
  year: number;
}

/** The year of the build (webpack.config.ts defines it for both the prerender and the browser bundle). */
function buildYear(): number {
  const year = Number(process.env.CUOTA_BUILD_YEAR);
  return Number.isInteger(year) && year > 2000 ? year : new Date().getFullYear();
}

/**
 * The facts every page is prerendered with, and so hydrated with: the build-time brand defaults and the
 * build's year. The runtime configuration's brand and this year replace them once the page is hydrated.
 */
export function prerenderFacts(year = buildYear()): SiteFacts {
  return { brand: defaultBrand, year };
}
