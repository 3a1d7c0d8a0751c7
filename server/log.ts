/** A log sink: one line per call (never query values or bodies). */
export type Log = (line: string) => void;

/** DEMO_LOG_CODES=1: the demo prints SMS codes and captcha texts to its log (else only /__demo has them). */
export const logCodesFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.DEMO_LOG_CODES === '1';
