import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SMS_COUNTDOWN_SECONDS } from '../config/constants';
import {
  countdownReducers,
  idleCountdown,
  type CountdownState,
} from '../platform/state/countdownState';
import {
  idleLoad,
  toFailed,
  toLoading,
  toSucceeded,
  type LoadState,
  type RequestStatus,
  type ShownMessage,
} from '../platform/state/loadState';
import { parsePromotionQuery } from './query';
import type {
  ChannelTemplate,
  ClientType,
  PromotionOpened,
  PromotionPage,
  PromotionQuery,
  RegisterIntent,
  SmsIntent,
} from './types';
import { clientTypeOf, isSocialInAppBrowser, platformOf } from './userAgent';

/** The image captcha: the sid it is bound to and the image's URL (a new timestamp on each reload). */
interface CaptchaState {
  status: RequestStatus;
  sid: string;
  url: string;
}

/**
 * The SMS code request and its 60 s resend countdown (spec section 4); while `counting`, a request shows
 * 'Do not resend the code'.
 */
interface SmsState extends CountdownState {
  /** A get-sms is in flight (or cooling down after a failure): the taps of a burst are ignored. */
  sending: boolean;
}

/**
 * The registerTemplate store of spec section 3: the landing config (template with id), the sid, and the
 * flows' states. The mobile number, the captcha text and the SMS code are never kept here: they travel
 * in the events only.
 */
export interface PromotionState {
  page: PromotionPage;
  query: PromotionQuery;
  /** The landing document's path and search (`/promotion?id=3`): the hash routes hang off it. */
  basePath: string;
  /** track-visit's client_type (ios for Apple devices, else android). */
  clientType: ClientType;
  /** The platform the user agent names (its download link first), null on a desktop. */
  platform: ClientType | null;
  /** Inside a social messaging app's in-app browser: the download page says to open the system browser. */
  socialInApp: boolean;
  appName: string;
  merchantNumber: string;
  /** The landing config, loaded once per template id (the three pages share it). */
  template: LoadState<ChannelTemplate>;
  templateId: string | null;
  visitTracked: boolean;
  /** From the persistent cookie (read in the saga); '' until known. */
  deviceId: string;
  captcha: CaptchaState;
  sms: SmsState;
  /** A register is in flight or cooling down after a failure. */
  registering: boolean;
  /** Registered (or already registered): apply stays off, the download page is opening. */
  registered: boolean;
}

const emptyQuery: PromotionQuery = {
  id: '',
  appFrom: '',
  userFrom: '',
  utmTag: '',
  linksId: '',
  downId: '',
  inviteCode: '',
};

const idleSms: SmsState = {
  sending: false,
  ...idleCountdown(SMS_COUNTDOWN_SECONDS),
};

export const initialPromotionState: PromotionState = {
  page: 'register',
  query: emptyQuery,
  basePath: '/promotion',
  clientType: 'android',
  platform: null,
  socialInApp: false,
  appName: '',
  merchantNumber: '0',
  template: idleLoad<ChannelTemplate>(),
  templateId: null,
  visitTracked: false,
  deviceId: '',
  captcha: { status: 'idle', sid: '', url: '' },
  sms: idleSms,
  registering: false,
  registered: false,
};

const promotionSlice = createSlice({
  name: 'promotion',
  initialState: initialPromotionState,
  reducers: {
    /**
     * A page of the landing opened. Another template id starts afresh; the same one keeps what is loaded
     * (moving between the hash routes loads nothing twice).
     */
    pageOpened(state, action: PayloadAction<PromotionOpened>) {
      const { page, pathname, search, hash, userAgent, appName, merchantNumber } = action.payload;
      const opened = {
        page,
        query: parsePromotionQuery(search, hash),
        basePath: `${pathname}${search}`,
        clientType: clientTypeOf(userAgent),
        platform: platformOf(userAgent),
        socialInApp: isSocialInAppBrowser(userAgent),
        appName,
        merchantNumber,
      };
      if (state.templateId !== null && state.templateId !== opened.query.id) {
        return { ...initialPromotionState, ...opened };
      }
      Object.assign(state, opened);
      return undefined;
    },
    templateRequested(state, action: PayloadAction<string>) {
      state.templateId = action.payload;
      toLoading(state.template);
    },
    templateRetryRequested(state) {
      toLoading(state.template);
    },
    templateLoaded(state, action: PayloadAction<ChannelTemplate>) {
      toSucceeded(state.template, action.payload);
    },
    templateFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state.template, action.payload);
      state.template.data = null;
    },
    visitTracked(state) {
      state.visitTracked = true;
    },
    deviceIdKnown(state, action: PayloadAction<string>) {
      state.deviceId = action.payload;
    },
    captchaRequested(state) {
      state.captcha.status = 'loading';
    },
    /** A (new) image for the sid: the sid from get-sid, the url with a new timestamp. */
    captchaLoaded(state, action: PayloadAction<{ sid: string; url: string }>) {
      state.captcha = { status: 'succeeded', ...action.payload };
    },
    captchaFailed(state) {
      state.captcha = { status: 'failed', sid: '', url: '' };
    },
    /** The refresh control (the view checked the mobile first). */
    captchaRefreshRequested() {},
    /**
     * The get-code tap, with what the user typed (kept in the event only). It marks the request busy
     * unless one is in flight or the countdown runs (then the saga says 'Do not resend the code').
     */
    smsRequested(state, _action: PayloadAction<SmsIntent>) {
      if (state.sms.sending || state.sms.counting || state.registered) return;
      state.sms.sending = true;
    },
    smsEnded(state) {
      state.sms.sending = false;
    },
    /** The countdown; once over, back to 60 and 'get code' (spec section 4). */
    ...countdownReducers((state: PromotionState) => state.sms, {
      seconds: SMS_COUNTDOWN_SECONDS,
      resetTo: SMS_COUNTDOWN_SECONDS,
    }),
    /** The apply tap (the code travels in the event only); a burst sends one register. */
    registerRequested(state, _action: PayloadAction<RegisterIntent>) {
      if (state.registering || state.registered) return;
      state.registering = true;
    },
    registerEnded(state) {
      state.registering = false;
    },
    /** Registered, or already registered: apply stays off and the countdown stops. */
    registrationDone(state) {
      state.registered = true;
      state.sms = idleSms;
    },
    /** A download button of the download page. */
    downloadRequested(_state, _action: PayloadAction<ClientType>) {},
    /** The registration page was left: its countdown stops. */
    registerPageLeft(state) {
      state.sms = idleSms;
    },
  },
});

export const promotionActions = promotionSlice.actions;
export const promotionReducer = promotionSlice.reducer;

type WithPromotion = { promotion: PromotionState };
export const selectPromotion = (state: WithPromotion) => state.promotion;
export const selectTemplate = (state: WithPromotion) => state.promotion.template;
export const selectCaptcha = (state: WithPromotion) => state.promotion.captcha;
export const selectSms = (state: WithPromotion) => state.promotion.sms;

/** The apply button is busy while a register is in flight (or cools down after a failure). */
export const selectApplyBusy = (state: WithPromotion) => state.promotion.registering;

/** Registered (or already registered): apply stays off while the download page opens. */
export const selectRegistered = (state: WithPromotion) => state.promotion.registered;

/** The download links the template gives, the user agent's platform first (both when it names none). */
export function downloadLinks(template: ChannelTemplate | null, platform: ClientType | null) {
  if (!template) return [];
  const links = [
    { platform: 'android' as const, url: template.androidUrl },
    { platform: 'ios' as const, url: template.iosUrl },
  ].filter((l) => l.url !== '');
  return platform === null
    ? links
    : [
        ...links.filter((l) => l.platform === platform),
        ...links.filter((l) => l.platform !== platform),
      ];
}
