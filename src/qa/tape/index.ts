export * from './types';
export { encode, decode } from './encode';
export { createRedactor, DEFAULT_POLICY, normalizePii } from './redact';
export { hashJson } from './hash';
export {
  createRecorder,
  DEFAULT_TAPE_BYTES,
  type Recorder,
  type RecorderOptions,
} from './recorder';
export {
  divergenceMessage,
  formatDivergence,
  NOTHING,
  screenAt,
  type CallKind,
  type Divergence,
  type DivergenceReason,
  type Replayer,
  type ReplayOptions,
  type ReplayReport,
  type ReplayStore,
  type ReplayStoreFactory,
} from './replayTypes';
export { createReplayer } from './replayPages';
export { splitPages } from './pages';
export { activeRecorder, setActiveRecorder } from './active';
export { TAPE_PAGES_KEY, TAPE_QUERY_FLAG, TAPE_STORAGE_FLAG } from './tapeKeys';
