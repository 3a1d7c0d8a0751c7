/**
 * The sections of the protocol's data (src/platform/bridge/protocolSchema.ts builds the document): each
 * action's payload and answer, each event's payload. Written from what the page really sends: the
 * Bridge methods in bridge.ts and their call sites (navigation.ts for openPage's params).
 */
import type { PageKey } from '../../config/paths';
import type { BridgeAction } from './actions';
import type { BridgeEventName } from './events';

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface ActionSpec {
  /** What the action asks of the host. */
  summary: string;
  /** The $defs name of its payload. */
  payload: string;
  /** Answered actions whose value the page reads: the $defs name of the success answer. */
  success?: string;
}

export interface EventSpec {
  summary: string;
  /** The $defs name of its payload. */
  payload: string;
}

const ref = (name: string): JsonObject => ({ $ref: `#/$defs/${name}` });
const text = (description: string, extra: JsonObject = {}): JsonObject => ({
  description,
  type: 'string',
  ...extra,
});
const closed = (
  description: string,
  properties: Record<string, JsonObject>,
  required: string[] = Object.keys(properties),
): JsonObject => ({
  description,
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const ID = 'as the server gave it (a string of digits in practice)';

/** The params each page key is opened with by the page's own code (ui/navigation.ts callers). */
const OPEN_PAGE_PARAMS: Partial<Record<PageKey, string[]>> = {
  loanDetail: ['productId', 'orderId'],
  repay: ['productId', 'orderId'],
  repayDelay: ['productId', 'orderId'],
  repayChoose: ['orderId', 'productId', 'amount', 'couponId'],
  paymentInstructions: ['productId', 'orderId', 'amount', 'payCode', 'requestType'],
};

export const PAYLOAD_DEFS: Record<string, JsonObject> = {
  EmptyPayload: closed('No payload: an empty object.', {}),
  HelloPayload: closed("The page's handshake.", {
    protocol: ref('ProtocolVersion'),
    actions: {
      description: 'Every action the page may send.',
      type: 'array',
      items: ref('ActionName'),
      uniqueItems: true,
    },
    events: {
      description: 'Every event the page listens to.',
      type: 'array',
      items: ref('EventName'),
      uniqueItems: true,
    },
  }),
  OpenPagePayload: {
    description:
      "The page to open and its params (strings, numbers or booleans; the same names and values the page's own route takes as query). Sent today: loanDetail, repay and repayDelay with productId and orderId; repayChoose with orderId, productId, amount and couponId; paymentInstructions with productId, orderId, amount, payCode and requestType; complaint with orderId when the complaint was about an order; customerService, privacyPolicy, aboutUs and order without params.",
    type: 'object',
    properties: {
      page: ref('PageKey'),
      orderId: text(`The order (loan) id, ${ID}.`),
      productId: text(`The product id, ${ID}.`),
      amount: text(
        'An amount in minor units (centavos) as the server gave it: digits, a decimal part passed on unchanged; at most 18 characters.',
        { pattern: '^\\d+(\\.\\d+)?$', maxLength: 18 },
      ),
      payCode: text("The repayment channel's code, as the server gave it.", {
        minLength: 1,
        maxLength: 64,
      }),
      requestType: {
        description: '1 = instalment repayment, 2 = extension.',
        type: 'integer',
        enum: [1, 2],
      },
      couponId: text("The coupon applied to the repayment; '' for none."),
    },
    required: ['page'],
    additionalProperties: {
      description: "Another of the page's params.",
      type: ['string', 'number', 'boolean'],
    },
    allOf: Object.entries(OPEN_PAGE_PARAMS).map(([page, params]) => ({
      if: { properties: { page: { const: page } }, required: ['page'] },
      then: { required: params },
    })),
  },
  GoProductPagePayload: closed('The product of the loan to borrow again.', {
    productId: text(`The product id, ${ID}.`),
  }),
  GoLoginPayload: closed('Why the login is asked for.', {
    force: {
      description: 'true: the session expired (the API answered 401 or 403).',
      type: 'boolean',
    },
  }),
  CallTelephonePayload: closed('The number to dial.', {
    phone: text(
      "The customer-service number as the server gave it (spaces, dashes and a leading + possible); dial its digits and '+'.",
    ),
  }),
  TrackPayload: closed('A tracking point.', {
    point: text('The point: `confirm` after a loan is pushed.', { examples: ['confirm'] }),
    productId: text(`The product id, ${ID}.`),
  }),
  StartBankFlowPayload: closed('The bank card flow starts for this order.', {
    orderId: text(`The order (loan) id, ${ID}.`),
  }),
  EndBankFlowPayload: closed('The bank card flow ended with a bound card.', {
    orderId: text(`The order (loan) id, ${ID}.`),
    cardId: text('The bound card, as the server gave its id.'),
  }),
  ShareTapePayload: closed('A QA tape to hand over (a file to share).', {
    tape: text("The tape's JSON text, redacted (up to a few MB: share it as a file)."),
  }),
};

export const ANSWER_DEFS: Record<string, JsonObject> = {
  Answer: {
    description:
      "An answer's `result`: `{ ok: true, value? }` or `{ ok: false, error }` (`receive` also takes it as its JSON text).",
    oneOf: [ref('AnswerSuccess'), ref('AnswerFailure')],
  },
  AnswerSuccess: closed(
    'Done. openPage, openPageVariant: the native page opened; goLogin: the login succeeded (then reload the web view with the new session); shareTape: the tape was handed over.',
    { ok: { const: true }, value: { description: 'Not read by the page for these actions.' } },
    ['ok'],
  ),
  AnswerFailure: closed('Not done.', {
    ok: { const: false },
    error: text(
      'Why, at most 200 characters read. `unsupported`: the host does not do this action, the page does what it does outside the app; goLogin: `cancelled`; locate: `denied`, `unavailable` or `timeout`.',
      { minLength: 1, examples: ['unsupported', 'cancelled', 'denied'] },
    ),
  }),
  HelloValue: {
    description:
      "The actions the host handles; the page then sends only those. An optional `session` states the app's session, taken as a `sessionChanged` event.",
    type: 'object',
    properties: {
      actions: {
        description:
          'Action names the host handles (unknown names are ignored; `hello` need not be listed).',
        type: 'array',
        items: { type: 'string' },
      },
      protocol: ref('ProtocolVersion'),
      session: ref('HostSession'),
    },
    required: ['actions'],
  },
  HelloSuccess: closed('The host took the handshake.', {
    ok: { const: true },
    value: ref('HelloValue'),
  }),
  LocateValue: {
    description: 'A position (WGS 84).',
    type: 'object',
    properties: {
      latitude: { description: 'Degrees, -90 to 90.', type: 'number', minimum: -90, maximum: 90 },
      longitude: {
        description: 'Degrees, -180 to 180.',
        type: 'number',
        minimum: -180,
        maximum: 180,
      },
      accuracy: {
        description: "Metres: the radius of the position's uncertainty, >= 0.",
        type: 'number',
        minimum: 0,
      },
    },
    required: ['latitude', 'longitude', 'accuracy'],
  },
  LocateSuccess: closed("The device's position.", {
    ok: { const: true },
    value: ref('LocateValue'),
  }),
};

export const ACTION_SPECS: Record<BridgeAction, ActionSpec> = {
  hello: {
    summary:
      'The handshake, once per page load at boot: the page takes events now. Send queued events (in order) after answering it.',
    payload: 'HelloPayload',
    success: 'HelloSuccess',
  },
  openPage: {
    summary:
      "Open the app's native page; `unsupported` (or the time-out) lets the page open its own route.",
    payload: 'OpenPagePayload',
  },
  openPageVariant: {
    summary: "Open the variant of an app page (not sent by the page's code today).",
    payload: 'OpenPagePayload',
  },
  closeWebView: { summary: 'Close the web view.', payload: 'EmptyPayload' },
  goProductPage: { summary: "The app's product page.", payload: 'GoProductPagePayload' },
  goHome: { summary: "The app's home.", payload: 'EmptyPayload' },
  goMine: { summary: "The app's account page.", payload: 'EmptyPayload' },
  goLogin: {
    summary: 'Show the native login; on success reload the web view with the new session.',
    payload: 'GoLoginPayload',
  },
  callTelephone: {
    summary: 'Dial a number (guard a device without a dialler).',
    payload: 'CallTelephonePayload',
  },
  rateApp: { summary: "The store's rating (after 4 or 5 stars).", payload: 'EmptyPayload' },
  track: { summary: 'A tracking point.', payload: 'TrackPayload' },
  startBankFlow: {
    summary: "The bank's card flow starts; emit bankFlowEnded when it ends.",
    payload: 'StartBankFlowPayload',
  },
  endBankFlow: { summary: 'The card flow ended with a bound card.', payload: 'EndBankFlowPayload' },
  shareTape: { summary: 'Share a QA tape (as a file).', payload: 'ShareTapePayload' },
  locate: {
    summary:
      "The device's position; `unsupported` (or the time-out) lets the page ask the web view's geolocation.",
    payload: 'EmptyPayload',
    success: 'LocateSuccess',
  },
};

export const EVENT_PAYLOAD_DEFS: Record<string, JsonObject> = {
  NoPayload: { description: 'No payload: null (or left out).', type: 'null' },
  BankFlowEndedDetail: closed(
    'The card the flow bound, when known.',
    { cardId: text('The card id.') },
    [],
  ),
  BankFlowEndedPayload: {
    description: 'null, or the bound card.',
    oneOf: [ref('NoPayload'), ref('BankFlowEndedDetail')],
  },
  LanguageChangedPayload: closed("The app's language.", {
    locale: {
      description:
        "A locale of the page ('es', 'zh' are read as 'es-MX', 'zh-CN'); others are ignored.",
      type: 'string',
      enum: ['es-MX', 'en', 'zh-CN', 'es', 'zh'],
    },
  }),
};

export const EVENT_SPECS: Record<BridgeEventName, EventSpec> = {
  resume: {
    summary:
      'The web view is visible again (a native screen the page opened closed, or the app came to the foreground): open pages reload their data.',
    payload: 'NoPayload',
  },
  bankFlowEnded: {
    summary: "The bank's card flow ended: card lists reload.",
    payload: 'BankFlowEndedPayload',
  },
  back: {
    summary:
      'The hardware back: the page closes its top modal or step, else goes back in its own history, else sends closeWebView.',
    payload: 'NoPayload',
  },
  languageChanged: {
    summary: "The app's language changed: the page loads again in it.",
    payload: 'LanguageChangedPayload',
  },
  sessionChanged: {
    summary:
      "Optional: the app's session changed (or the hello answer's `session`): another one than the page's is stored and the page loads again with it.",
    payload: 'HostSession',
  },
  startTape: { summary: 'QA: start recording a tape in this tab.', payload: 'NoPayload' },
  stopTape: { summary: 'QA: stop recording.', payload: 'NoPayload' },
  exportTape: { summary: 'QA: hand the tape over with shareTape.', payload: 'NoPayload' },
};
