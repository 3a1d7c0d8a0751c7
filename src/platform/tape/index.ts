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
  formatDivergence,
  macrotask,
  type Divergence,
  type Replayer,
  type ReplayOptions,
  type ReplayReport,
  type ReplayStore,
  type ReplayStoreFactory,
} from './replayTypes';
export { createReplayer } from './replay';
export {
  activeRecorder,
  recordingRequested,
  setActiveRecorder,
  TAPE_QUERY_FLAG,
  TAPE_STORAGE_FLAG,
} from './active';
