import { createContext } from 'react';
import type { Recorder } from '../platform/tape/recorder';

/** The QA tape recorder of this page load, or null when not recording. */
export const TapeContext = createContext<Recorder | null>(null);
