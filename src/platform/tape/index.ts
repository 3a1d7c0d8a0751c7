export * from './types';
export { encode, decode } from './encode';
export {
  createRedactor,
  DEFAULT_POLICY,
  normalizePii,
  type PiiKind,
  type RedactionPolicy,
} from './redact';
export { hashJson, stableStringify } from './hash';
export { jsonDiff } from './diff';
export {
  createRecorder,
  DEFAULT_TAPE_BYTES,
  SAGA_ACTION,
  type Recorder,
  type RecorderOptions,
} from './recorder';
export {
  divergenceMessage,
  formatDivergence,
  macrotask,
  NOTHING,
  screenAt,
  type CallKind,
  type Divergence,
  type DivergenceReason,
  type PageReplayer,
  type Replayer,
  type ReplayOptions,
  type ReplayReport,
  type ReplayStore,
  type ReplayStoreFactory,
} from './replayTypes';
export { createPageReplayer } from './replay';
export { createReplayer } from './replayPages';
export { splitPages, type TapePage } from './pages';
export { browserTab, type TabOptions } from './tab';
export { activeRecorder, recordingRequested, setActiveRecorder } from './active';
export { TAPE_PAGES_KEY, TAPE_QUERY_FLAG, TAPE_STORAGE_FLAG } from './tapeKeys';
