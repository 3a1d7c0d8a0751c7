import { createAction } from '@reduxjs/toolkit';

/** Events the native app sends to the page through `window.<namespace>.emit(event, payload)`. */
export type BridgeEventName =
  | 'resume'
  | 'bankFlowEnded'
  | 'back'
  | 'languageChanged'
  | 'sessionChanged'
  | 'startTape'
  | 'stopTape'
  | 'exportTape';

export const BRIDGE_EVENTS: readonly BridgeEventName[] = [
  'resume',
  'bankFlowEnded',
  'back',
  'languageChanged',
  'sessionChanged',
  'startTape',
  'stopTape',
  'exportTape',
];

export const isBridgeEventName = (value: unknown): value is BridgeEventName =>
  typeof value === 'string' && (BRIDGE_EVENTS as readonly string[]).includes(value);

/**
 * One Redux action per event from the app, marked with bridge origin so QA tapes and reducers can
 * tell it from a user's intent. The payload is untrusted: each reaction validates what it reads.
 */
export const bridgeEventReceived = createAction(
  'bridge/eventReceived',
  (event: BridgeEventName, payload: unknown = null) => ({
    payload: { event, payload },
    meta: { origin: 'bridge' as const },
  }),
);

export type BridgeEventAction = ReturnType<typeof bridgeEventReceived>;
