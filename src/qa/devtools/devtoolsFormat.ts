import type { PageKey } from '../../config/paths';
import type { SessionParams } from '../../platform/session/session';
import { appendQuery } from '../../platform/url/allowlist';
import { DEVICE_FIELDS, type DeviceFormValues } from './types';

/** The phone formatters are the form's (spec section 5): digits only, capped at 11, shown 3-4-4. */
export { phoneDigits, groupPhone as formatPhone } from '../../ui/form/formatters';

/** A byte count as people read it: '512 B', '12.4 KB', '2.0 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The form's first values: the device fields from the captured session, the order from the page query. */
export function initialFormValues(
  session: SessionParams,
  order: { productId: string; orderId: string },
): DeviceFormValues {
  const values = { productId: order.productId, orderId: order.orderId } as DeviceFormValues;
  for (const field of DEVICE_FIELDS) values[field] = session[field] ?? '';
  return values;
}

/** The pages the test page links to (spec section 2, screen 18), in the order shown. */
export const LINK_PAGES = [
  'confirm',
  'loanDetail',
  'repay',
  'repayDelay',
  'bindCard',
  'aboutUs',
  'complaint',
  'customerService',
  'privacyPolicy',
  'paymentInstructions',
] as const satisfies readonly PageKey[];

type LinkPage = (typeof LINK_PAGES)[number];

/** What the repayment-instructions link opens with: an OXXO code for an instalment of 3,510.00. */
const INSTRUCTIONS_DEMO = { amount: '351000', payCode: 'OXXO', requestType: '1' } as const;

export interface PageLink {
  page: LinkPage;
  href: string;
}

/**
 * Links carrying the form's fields as query parameters, the way the native app opens a page. Session
 * keys the form does not edit (userId, clientType, merchantId, language ...) are carried along, since
 * a page opened with session parameters replaces the stored session with them. Empty fields are left out.
 */
export function pageLinks(
  paths: Record<PageKey, string>,
  values: DeviceFormValues,
  session: SessionParams,
): PageLink[] {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(session)) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed !== '') params[key] = trimmed;
    else delete params[key];
  }
  return LINK_PAGES.map((page) => ({
    page,
    href: appendQuery(
      paths[page],
      page === 'paymentInstructions' ? { ...params, ...INSTRUCTIONS_DEMO } : params,
    ),
  }));
}
