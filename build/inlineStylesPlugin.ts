/**
 * Build-time only (webpack.config.ts): the stylesheets of the prerendered pages (the app's routes, the
 * landing, the website) are written into each page as `<style data-href>` blocks, so the first paint
 * waits for no stylesheet request. The CSP allows exactly these blocks by their hashes (the server
 * reads them from the built pages: server/inlineHashes.ts); a chunk's CSS loader finds a block by its
 * data-href and fetches nothing more.
 */
import webpack from 'webpack';

/** `<link href="/assets/x.css" rel="stylesheet">`, attributes in either order. */
const STYLESHEET_LINK =
  /<link\s+(?:href="([^"]+\.css)"\s+rel="stylesheet"|rel="stylesheet"\s+href="([^"]+\.css)")\s*\/?>/g;

export class InlineStylesPlugin {
  apply(compiler: webpack.Compiler) {
    const name = 'InlineStylesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      compilation.hooks.processAssets.tap(
        // After the real content hashes have named the stylesheets the pages link.
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.html')) continue;
            const html = asset.source.source().toString();
            const inlined = html.replace(
              STYLESHEET_LINK,
              (link, first?: string, second?: string) => {
                const href = first ?? second ?? '';
                const css = href.startsWith(publicPath)
                  ? compilation.getAsset(href.slice(publicPath.length))
                  : undefined;
                if (!css) return link;
                const text = css.source
                  .source()
                  .toString()
                  .replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
                return `<style data-href="${href}">${text.trim()}</style>`;
              },
            );
            if (inlined !== html)
              compilation.updateAsset(asset.name, new webpack.sources.RawSource(inlined));
          }
        },
      );
    });
  }
}
