/**
 * The bridge protocol v1 as data (docs/EMBEDDING.md): every message, action payload, answer and event as
 * JSON Schema 2020-12, with each action's answer mode and default time-out. `npm run bridge:protocol:write`
 * prints it to docs/bridge-protocol.schema.json and docs/bridge-protocol.d.ts (scripts/bridgeProtocol.ts);
 * test/platform/bridge/protocolSchema.test.ts checks the files, and the page's real messages, against it.
 * Nothing in the app imports this file: it never reaches the browser bundle.
 */
import { PAGE_KEYS } from '../../config/paths';
import {
  BRIDGE_ACTIONS,
  BRIDGE_TIMEOUTS,
  FIRE_AND_FORGET_ACTIONS,
  isFireAndForget,
  type BridgeAction,
} from './actions';
import { SESSION_KEYS } from '../session/session';
import { BRIDGE_EVENTS, type BridgeEventName } from './events';
import {
  ACTION_SPECS,
  ANSWER_DEFS,
  EVENT_PAYLOAD_DEFS,
  EVENT_SPECS,
  PAYLOAD_DEFS,
  type JsonObject,
} from './protocolSchemaParts';

export type { JsonObject, JsonValue } from './protocolSchemaParts';

export const PROTOCOL_SCHEMA_ID = 'urn:cuota:bridge-protocol:1';
/** Annotations (not validation keywords) on each action's message. */
export const FIRE_AND_FORGET_KEYWORD = 'x-fireAndForget';
export const TIMEOUT_KEYWORD = 'x-timeoutMs';

const ref = (name: string): JsonObject => ({ $ref: `#/$defs/${name}` });
const pascal = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The $defs name of each action's message, answer (answered actions) and each event's message. */
export const messageDef = (action: BridgeAction) => `${pascal(action)}Message`;
export const answerDef = (action: BridgeAction) => `${pascal(action)}Answer`;
const eventDef = (event: BridgeEventName) => `${pascal(event)}Event`;

export const ANSWERED_ACTIONS: readonly BridgeAction[] = BRIDGE_ACTIONS.filter(
  (action) => !isFireAndForget(action),
);

const names = (values: readonly string[], description: string): JsonObject => ({
  description,
  type: 'string',
  enum: [...values],
});

const COMMON_DEFS: Record<string, JsonObject> = {
  ProtocolVersion: { description: 'The protocol version: always 1.', const: 1 },
  MessageId: {
    description:
      "A call's id: an opaque string unique in the page load. The host answers with it as it is.",
    type: 'string',
    minLength: 1,
  },
  ActionName: names(BRIDGE_ACTIONS, 'The actions the page may send (page -> host).'),
  FireAndForgetAction: names(
    FIRE_AND_FORGET_ACTIONS,
    'Actions the host must not answer: the page resolves them as soon as they are sent.',
  ),
  AnsweredAction: names(
    ANSWERED_ACTIONS,
    'Actions the host must answer (`{ v: 1, id, result }` or `receive(id, result)`) within their ' +
      'time-out, else the page goes on without the answer.',
  ),
  EventName: names(BRIDGE_EVENTS, 'The events the page listens to (host -> page).'),
  PageKey: names(PAGE_KEYS, 'A page of the app by its key (openPage, openPageVariant).'),
  HostSession: {
    description:
      "The app's session (sessionChanged, the hello answer's `session`): the Start URL's session parameters, as strings, sessionId or userId at least. The page's own session (the same sessionId and userId) changes nothing; another one wins over the page's: it is stored and the page loads again with it.",
    type: 'object',
    properties: Object.fromEntries(
      SESSION_KEYS.map((key) => [key, { description: `The session's ${key}.`, type: 'string' }]),
    ),
    anyOf: [{ required: ['sessionId'] }, { required: ['userId'] }],
    additionalProperties: false,
  },
};

function actionMessage(action: BridgeAction): JsonObject {
  const spec = ACTION_SPECS[action];
  const fireAndForget = isFireAndForget(action);
  const timeoutMs = BRIDGE_TIMEOUTS[action];
  const answer = fireAndForget
    ? `Fire-and-forget: the host does not answer (an answer is ignored); the call waits at most ${timeoutMs} ms in the page's queue for the transport.`
    : `Answered: \`result\` is the host's ${answerDef(action)}; the page waits ${timeoutMs} ms by default (config.js \`bridge.timeouts.${action}\`).`;
  return {
    description: `${spec.summary} ${answer}`,
    type: 'object',
    [FIRE_AND_FORGET_KEYWORD]: fireAndForget,
    [TIMEOUT_KEYWORD]: timeoutMs,
    properties: {
      v: ref('ProtocolVersion'),
      id: ref('MessageId'),
      action: { const: action },
      payload: ref(spec.payload),
    },
    required: ['v', 'id', 'action', 'payload'],
    additionalProperties: false,
  };
}

function actionAnswer(action: BridgeAction): JsonObject {
  const success = ACTION_SPECS[action].success ?? 'AnswerSuccess';
  return {
    description: `The host's answer to ${action}.`,
    oneOf: [ref(success), ref('AnswerFailure')],
  };
}

/** A null payload may also be left out (the page reads a missing payload as null). */
function acceptsNull(payload: string): boolean {
  if (payload === 'NoPayload') return true;
  const variants = EVENT_PAYLOAD_DEFS[payload]?.oneOf;
  const none = JSON.stringify(ref('NoPayload'));
  return Array.isArray(variants) && variants.some((v) => JSON.stringify(v) === none);
}

function eventMessage(event: BridgeEventName): JsonObject {
  const spec = EVENT_SPECS[event];
  return {
    description: spec.summary,
    type: 'object',
    properties: { v: ref('ProtocolVersion'), event: { const: event }, payload: ref(spec.payload) },
    required: acceptsNull(spec.payload) ? ['v', 'event'] : ['v', 'event', 'payload'],
    additionalProperties: false,
  };
}

const ANSWER_MESSAGE: JsonObject = {
  description:
    "An answer (host -> page) on the Android message-listener transport, through the reply proxy of the page's message: handled as `window.CuotaWeb.receive(id, result)`, which the other hosts call with the same id and result. Answers only the answered actions.",
  type: 'object',
  properties: { v: ref('ProtocolVersion'), id: ref('MessageId'), result: ref('Answer') },
  required: ['v', 'id', 'result'],
  additionalProperties: false,
};

/** The whole protocol: one JSON Schema 2020-12 document; its root accepts any message either way. */
export function buildProtocolSchema(): JsonObject {
  const defs: Record<string, JsonObject> = { ...COMMON_DEFS, ...PAYLOAD_DEFS };
  for (const action of BRIDGE_ACTIONS) defs[messageDef(action)] = actionMessage(action);
  defs.PageMessage = {
    description:
      'A message from the page to the host, as JSON text: `ReactNativeWebView.postMessage`, `webkit.messageHandlers.cuota.postMessage` or `CuotaNative.postMessage`. Discriminated by `action`.',
    oneOf: BRIDGE_ACTIONS.map((action) => ref(messageDef(action))),
  };
  Object.assign(defs, ANSWER_DEFS);
  for (const action of ANSWERED_ACTIONS) defs[answerDef(action)] = actionAnswer(action);
  defs.AnswerMessage = ANSWER_MESSAGE;
  Object.assign(defs, EVENT_PAYLOAD_DEFS);
  for (const event of BRIDGE_EVENTS) defs[eventDef(event)] = eventMessage(event);
  defs.EventMessage = {
    description:
      'An event (host -> page): the JSON text the Android reply proxy posts, handled as `window.CuotaWeb.emit(event, payload)`, which the other hosts call with the same name and payload. Discriminated by `event`.',
    oneOf: BRIDGE_EVENTS.map((event) => ref(eventDef(event))),
  };
  defs.HostMessage = {
    description: 'A message from the host to the page: an answer or an event.',
    oneOf: [ref('AnswerMessage'), ref('EventMessage')],
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: PROTOCOL_SCHEMA_ID,
    title: 'Cuota web bridge protocol v1',
    description:
      "Generated from src/platform/bridge/protocolSchema.ts by `npm run bridge:protocol:write`; do not edit. The guide: docs/EMBEDDING.md. Messages are closed (no other fields) so the check fails when the page's messages change; a host should still ignore fields it does not know.",
    oneOf: [ref('PageMessage'), ref('HostMessage')],
    $defs: defs,
  };
}
