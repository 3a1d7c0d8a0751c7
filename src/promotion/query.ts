import type { PromotionPage, PromotionQuery } from './types';

/**
 * The hash routes of the landing. Spec section 2 pairs `downloadTemplate` with the registration
 * promotion and `agreementTemplate` with the agreement: a channel link `#/downloadTemplate?id=3` opens the
 * registration form (the empty hash too). The download page, where registration leads (spec section
 * 4), is not in the spec's table: it has its own hash, `#/download`.
 */
const HASH_ROUTES: Record<PromotionPage, string> = {
  register: 'downloadTemplate',
  download: 'download',
  agreement: 'agreementTemplate',
};

/** The page of a hash route (`hashRoute`'s result); null for a hash the landing does not know. */
export function pageOfRoute(route: string): PromotionPage | null {
  if (route === '') return 'register';
  const found = (Object.keys(HASH_ROUTES) as PromotionPage[]).find(
    (page) => HASH_ROUTES[page] === route,
  );
  return found ?? null;
}

/** The query names of spec section 2 and the fields they fill. */
const NAMES: [keyof PromotionQuery, string][] = [
  ['appFrom', 'app_from'],
  ['userFrom', 'user_from'],
  ['utmTag', 'utm_tag'],
  ['id', 'id'],
  ['linksId', 'links_id'],
  ['downId', 'down_id'],
  ['inviteCode', 'invite_code'],
];

/** A query value as text: trimmed, at most 200 characters (a link's tracking value, never markup). */
const clean = (value: string | null) => (value ?? '').trim().slice(0, 200);

/**
 * What the landing was opened with: the page's query (`/promotion?id=3`) and the hash's
 * (`#/downloadTemplate?id=3&links_id=7`), the hash's winning.
 */
export function parsePromotionQuery(search: string, hash: string): PromotionQuery {
  const page = new URLSearchParams(search);
  const hashQuery = new URLSearchParams(
    hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '',
  );
  const read = (name: string) => clean(hashQuery.has(name) ? hashQuery.get(name) : page.get(name));
  return {
    id: read('id'),
    appFrom: read('app_from'),
    userFrom: read('user_from'),
    utmTag: read('utm_tag'),
    linksId: read('links_id'),
    downId: read('down_id'),
    inviteCode: read('invite_code'),
  };
}

/** The query again, for the next hash route (only the values it has). */
function queryString(query: PromotionQuery): string {
  const params = new URLSearchParams();
  for (const [field, name] of NAMES) if (query[field] !== '') params.set(name, query[field]);
  return params.toString();
}

/** The hash (`#/agreementTemplate?id=3`) of a page of the landing, carrying the query on. */
export function hashOf(page: PromotionPage, query: PromotionQuery): string {
  const qs = queryString(query);
  return `#/${HASH_ROUTES[page]}${qs ? `?${qs}` : ''}`;
}

/** The download page's path on the landing document (`/promotion?id=3#/download?id=3`). */
export function downloadPath(basePath: string, query: PromotionQuery): string {
  return `${basePath}${hashOf('download', query)}`;
}
