/**
 * The part of the Trusted Types API the boot's inline code uses (TypeScript's DOM library has none):
 * the starter's policy for the page's scripts (afterPaint.ts) and the locale-data worker's (intlWarm.ts).
 * A policy's TrustedScriptURL is typed as the string a script's `src` takes: the browser takes either.
 */
export interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
export interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}
