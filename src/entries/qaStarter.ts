import type { PluginStarter } from '../runtime/storePlugin';

/**
 * The QA tape's plugin (src/qa) for the app's and the landing's mount, in development and demo builds
 * only (CUOTA_DEVTOOLS=1, the one build condition of src/qa). Webpack replaces the condition with a
 * constant: a borrowers' build drops the branch and its import, so none of its files holds a module of
 * src/qa (test/scripts/productionBuild.test.ts reads the build's source maps). In a devtools build the
 * plugin is in the entry's own script (eager: no request of its own before the store exists).
 */
export const qaStarter: PluginStarter | undefined =
  process.env.CUOTA_DEVTOOLS === '1'
    ? async (page) => (await import(/* webpackMode: "eager" */ '../qa/qaPlugin')).startQa(page)
    : undefined;
