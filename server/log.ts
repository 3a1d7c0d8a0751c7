/** A log sink: one line per call (never query values or bodies). */
export type Log = (line: string) => void;
