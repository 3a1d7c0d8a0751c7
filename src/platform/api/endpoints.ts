/**
 * Which envelope rule decides success (spec sections 3, 7 and 8):
 * - general: `code` parses to the number 0 (0, '0', '000' ...)
 * - repayment: `code` is exactly '00' (the repayment family under /api/v1/youmi)
 * - v3: the boolean `success` flag of the v3 envelope
 */
export type EnvelopeKind = 'general' | 'repayment' | 'v3';

/** The two HTTP header profiles of spec section 7. */
export type HeaderProfile = 'app' | 'form';

/**
 * One row per server path of spec section 7. `base` '/plays' marks product calls (base path plus
 * endpoint path); '' marks absolute paths (the /api families). Any row can be overridden by configuration
 * (`window.__CUOTA_CONFIG__.endpoints` or the build-time CUOTA_ENDPOINTS variable), since the spec hides
 * several real paths.
 */
export interface EndpointDef {
  path: string;
  base: '/plays' | '';
  envelope: EnvelopeKind;
  /**
   * Where a POST's params travel: 'body' (default, form-encoded) or 'query' (the URL's query after the
   * session parameters, with an empty form body): spec section 7 gives repayment-way "query orderId".
   */
  params?: 'body' | 'query';
  /**
   * The HTTP header profile of spec section 7 (src/platform/api/headers.ts): 'app' (default: the
   * XMLHttpRequest marker, the custom headers and the language header) or 'form' (the form content type
   * and the two custom session/device headers). The spec does not say which calls use which; this table
   * gives 'form' to the card repayment family (its own service, form POSTs only) and 'app' to the rest,
   * and a deployment switches any row with `endpoints: { key: { headers: 'form' } }` in config.js.
   */
  headers?: HeaderProfile;
  /**
   * The call carries no session (the promotion landing's visitors act anonymously, spec section 6): an
   * HTTP 401/403 there is not a lost session but a refusal of the service, shown as 'service unavailable',
   * never as 'session expired', and it asks for no login.
   */
  anonymous?: boolean;
}

const plays = (path: string, envelope: EnvelopeKind = 'general'): EndpointDef => ({
  path,
  base: '/plays',
  envelope,
});
const absolute = (path: string, envelope: EnvelopeKind = 'general'): EndpointDef => ({
  path,
  base: '',
  envelope,
});

const REPAY = '/api/v1/youmi/youmi-api/service/loan';
const repay = (path: string): EndpointDef => ({
  ...absolute(`${REPAY}${path}`, 'repayment'),
  headers: 'form',
});
const PROMO = '/api/v2/youmi/promotion';
/** A row of the promotion landing: no session (see EndpointDef.anonymous). */
const landing = (path: string): EndpointDef => ({ ...absolute(path), anonymous: true });

const productEndpoints = {
  // Complaints and customer service
  problemInit: plays('/user-problem/problem-init'),
  problemDetail: plays('/user-problem/problem-detail'),
  problemList: plays('/user-problem/problem-list'),
  uploadProblemImg: plays('/user-problem/upload-problem-img'),
  problemSave: plays('/user-problem/problem-save'),
  problemScore: plays('/user-problem/problem-score'),
  getWhatsapp: plays('/user-problem/get-whatsapp'),
  // Bank card binding (the bind-card group; paths and payloads designed here, the spec hides them)
  cardInit: plays('/bind-card/card-init'),
  bindCardNew: plays('/bind-card/bind-card-new'),
  // Contract
  contractDetail: plays('/contract/contract-detail'),
  // Card repayment family: success is code '00'. Its own service (/api/v1/youmi-api), all form POSTs:
  // the spec's second client profile ('form': form content type, the session and device headers).
  repaymentWay: { ...repay('/repayment-way'), params: 'query' },
  repaymentCommit: repay('/repayment-commit'),
  repaymentConfirm: repay('/repayment-confirm'),
  repaymentHuichao: repay('/repayment-huichao'),
  // Promotion landing
  channelTemplate: landing('/api/v2/youmi/service/channel/channel-template'),
  trackVisit: landing(`${PROMO}/track-visit`),
  getSid: landing(`${PROMO}/get-sid`),
  getCaptcha: landing(`${PROMO}/get-captcha`),
  getSms: landing(`${PROMO}/get-sms`),
  trackClick: landing(`${PROMO}/track-click`),
  register: landing(`${PROMO}/register`),
  // v3 pages: the envelope's success flag decides
  loanPlayDetail: plays('/v3/installment/loan-play-detail', 'v3'),
  loanPlayDelayDetail: plays('/v3/installment/loan-play-delay-detail', 'v3'),
  generateVcode: plays('/v3/loan-details/generate-vcode', 'v3'),
  loanDetailConfirm: plays('/v3/loan-confirm/loan-detail-confirm', 'v3'),
  loanDetailPush: plays('/v3/loan-confirm/loan-detail-push', 'v3'),
  loanDetails: plays('/v3/loan-details/loan-details', 'v3'),
  googleScore: plays('/v3/loan-details/google-score', 'v3'),
} satisfies Record<string, EndpointDef>;

/**
 * The developer test page's login (spec section 6). It exists only in development and demo builds
 * (CUOTA_DEVTOOLS): a production build has neither the row nor its path. The demo backend always serves it.
 */
export const devtoolsEndpoints = {
  smsCodeLogin: /* @__PURE__ */ plays('/service/login/sms-code-login'),
} satisfies Record<string, EndpointDef>;

export const defaultEndpoints: Record<keyof typeof productEndpoints, EndpointDef> &
  Partial<Record<keyof typeof devtoolsEndpoints, EndpointDef>> = {
  ...productEndpoints,
  ...(process.env.CUOTA_DEVTOOLS === '1' ? devtoolsEndpoints : {}),
};

export type EndpointKey = keyof typeof productEndpoints | keyof typeof devtoolsEndpoints;
export type EndpointTable = Record<EndpointKey, EndpointDef>;

/** A configured row (config.js `endpoints`): a path, or the path and/or the header profile. */
export type EndpointOverride = string | { path?: string; headers?: HeaderProfile };

const isProfile = (value: unknown): value is HeaderProfile => value === 'app' || value === 'form';

/**
 * Checks config.js `endpoints`: a non-empty text is the row's path; an object may give `path` (a
 * non-empty text) and `headers` ('app' or 'form'); anything else in an entry is dropped. Undefined when
 * nothing usable remains. (Unknown keys are kept here and ignored by resolveEndpoints.)
 */
export function parseEndpointOverrides(raw: unknown): Record<string, EndpointOverride> | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Record<string, EndpointOverride> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = value;
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const fields = new Map<string, unknown>(Object.entries(value));
    const row: { path?: string; headers?: HeaderProfile } = {};
    const path = fields.get('path');
    const headers = fields.get('headers');
    if (typeof path === 'string' && path.trim() !== '') row.path = path;
    if (isProfile(headers)) row.headers = headers;
    if (row.path !== undefined || row.headers !== undefined) out[key] = row;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The table with configured overrides applied (a path string overrides the path only). */
export function resolveEndpoints(
  overrides: Partial<Record<EndpointKey, Partial<EndpointDef> | string>> = {},
): EndpointTable {
  const table = { ...defaultEndpoints } as EndpointTable;
  for (const key of Object.keys(overrides) as EndpointKey[]) {
    const value = overrides[key];
    if (value === undefined || !(key in table)) continue;
    table[key] =
      typeof value === 'string' ? { ...table[key], path: value } : { ...table[key], ...value };
  }
  return table;
}

/** The URL path (without query) that a call to this endpoint requests. */
export function endpointUrl(def: EndpointDef): string {
  return `${def.base}${def.path}`;
}

/**
 * The endpoints that only read: calling them moves no money and stores nothing (no Idempotency-Key, no
 * SMS, no tracking row, no generated payment reference; get-sid opens at most a short-lived captcha session). `npm run contract -- --target …` calls only
 * these against a live backend; every other row may book, charge, text or record something.
 */
export const READ_ONLY_ENDPOINTS = [
  'problemInit',
  'problemList',
  'problemDetail',
  'getWhatsapp',
  'cardInit',
  'contractDetail',
  'repaymentWay',
  'channelTemplate',
  'getSid',
  'loanPlayDetail',
  'loanPlayDelayDetail',
  'loanDetailConfirm',
  'loanDetails',
] as const satisfies readonly EndpointKey[];
