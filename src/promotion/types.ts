/**
 * The promotion landing's entities (spec section 3 "Registration form": mobile, image captcha text, SMS
 * code, session id (sid), landing config (template data with id)) and the calls of spec section 7.
 * Answers are inferred from their response schemas (promotionSchema.ts).
 */
export type { ChannelTemplate } from './promotionSchema';

/**
 * What the landing was opened with (spec section 2: app_from, user_from, utm_tag, id, plus links_id or
 * down_id), from the page's query or the hash's. Missing values are ''.
 */
export interface PromotionQuery {
  /** The channel template id (templateId of channel-template; page_id of track-visit). */
  id: string;
  appFrom: string;
  userFrom: string;
  utmTag: string;
  linksId: string;
  downId: string;
  /** An invitation code when the link carries one (invite_code), sent with register. */
  inviteCode: string;
}

/** Which page of the landing is open: the registration (empty hash), the download page or the agreement. */
export type PromotionPage = 'register' | 'download' | 'agreement';

/** The platform the user agent names: it picks the download link and track-visit's client_type. */
export type ClientType = 'ios' | 'android';

/**
 * Set when a page of the landing opens: which page, where the document is (its query and hash carry
 * spec section 2's parameters), the user agent (platform, in-app browser) and the brand's values.
 */
export interface PromotionOpened {
  page: PromotionPage;
  pathname: string;
  search: string;
  hash: string;
  userAgent: string;
  /** The brand's app name and merchant number, sent with get-sms and register. */
  appName: string;
  merchantNumber: string;
}

/**
 * GET track-visit: the page view tracker (page_type 1), and the "tracking query" track-click repeats.
 * links_id and down_id (spec section 2: the channel link carries one of them) travel only when the link
 * had them.
 */
export interface TrackVisitRequest {
  page_id: string;
  user_from: string;
  client_type: ClientType;
  page_type: 1;
  utm_tag: string;
  app_from: string;
  links_id?: string;
  down_id?: string;
}

/** POST get-sms. */
export interface GetSmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}

/** GET track-click: the tracking query (track-visit's, page_type included) plus the phone. */
export interface TrackClickRequest extends TrackVisitRequest {
  phone: string;
}

/** POST register. */
export interface RegisterRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  merchantNumber: string;
  userName: string;
  smsCode: string;
  invite_code: string;
  user_from: string;
  id: string;
  app_from: string;
  utm_tag: string;
}

/** What the user typed when asking for the SMS code or applying (it travels in the event only). */
export interface SmsIntent {
  phone: string;
  capcode: string;
}
export interface RegisterIntent extends SmsIntent {
  smsCode: string;
}

/** A message to show: server text as is, or a react-intl message id. */
export interface ShownMessage {
  text?: string;
  messageId?: string;
}
