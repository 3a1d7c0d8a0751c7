import type { ClientType } from './types';

/** iPhone, iPad and iPod (iPadOS 13+ reports a Mac with touch: the view passes what it knows). */
const IOS = /\b(iPhone|iPad|iPod)\b/i;

/** track-visit's client_type and the download link to offer first: ios for Apple devices, else android. */
export function clientTypeOf(userAgent: string): ClientType {
  return IOS.test(userAgent) ? 'ios' : 'android';
}

/** Whether the user agent names a platform at all (a desktop browser gets both links). */
export function platformOf(userAgent: string): ClientType | null {
  if (IOS.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return null;
}

/**
 * The in-app browsers of the social messaging apps (spec section 9), by the markers they add to the
 * user agent: WhatsApp, Facebook (FBAN/FBAV/FB_IAB), Instagram, Messenger (FBAN/MessengerForiOS,
 * Orca-Android), Line and WeChat (MicroMessenger).
 */
const SOCIAL_IN_APP = [
  /\bWhatsApp\b/i,
  /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFBIOS\b/,
  /\bInstagram\b/i,
  /\bMessengerForiOS\b|\bOrca-Android\b|\bMessenger\b/i,
  /\bLine\/\d/,
  /\bMicroMessenger\b/i,
];

export function isSocialInAppBrowser(userAgent: string): boolean {
  return SOCIAL_IN_APP.some((pattern) => pattern.test(userAgent));
}
