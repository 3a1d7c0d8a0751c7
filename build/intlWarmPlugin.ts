/**
 * Build-time only (webpack.config.ts): writes the locale-data worker (src/platform/boot/intlWarm.ts)
 * as a file of its own, named by its content's hash like the other scripts. Its address is known
 * before the build runs (the script is the function's own source, minified here): the pages' inline
 * starter and the website's entry take it as a constant.
 */
import crypto from 'node:crypto';
import webpack from 'webpack';
import { minify_sync as minifySync } from 'terser';
import { intlWarmWorkerScript } from '../src/platform/boot/intlWarm';

export class IntlWarmPlugin {
  private readonly code: string;
  /** The file, from the output folder. */
  readonly file: string;

  constructor(production: boolean) {
    const source = intlWarmWorkerScript();
    const code = production
      ? minifySync(source, { ecma: 2020, compress: true, mangle: true }).code
      : source;
    if (!code) throw new Error('IntlWarmPlugin: the worker minified to nothing');
    this.code = code;
    const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
    this.file = production ? `assets/intl-warm.${hash}.js` : 'assets/intl-warm.js';
  }

  /** Its address, served from `publicPath`. */
  url(publicPath: string): string {
    return `${publicPath}${this.file}`;
  }

  apply(compiler: webpack.Compiler) {
    const name = 'IntlWarmPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(this.file, new webpack.sources.RawSource(this.code));
        },
      );
    });
  }
}
