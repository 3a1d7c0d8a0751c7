/**
 * Build-time only (webpack.config.ts): puts `<link rel="preload">` hints for chunks a page will ask for
 * right after its entry scripts run (the default locale's catalog, the first route's page and feature)
 * into that page's HTML, so the browser fetches them in parallel with the entry scripts instead of
 * after them, and their styles as stylesheets of the page. Each named chunk brings the shared chunks its
 * group needs; files the page already loads are left out.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

export interface PreloadChunksOptions {
  /** HTML file -> names of the lazy chunks (webpackChunkName) to preload in it. */
  pages: Record<string, readonly string[]>;
  /**
   * HTML file -> names of entry chunks whose scripts load with high priority (deferred scripts are
   * fetched at low priority, behind the others): a page's early script and what it needs.
   */
  urgent?: Record<string, readonly string[]>;
}

export class PreloadChunksPlugin {
  constructor(private readonly options: PreloadChunksOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (data) => {
          const urgent = this.options.urgent?.[data.outputName] ?? [];
          for (const tag of data.headTags) {
            const src = tag.attributes.src;
            if (
              tag.tagName === 'script' &&
              typeof src === 'string' &&
              urgent.some((name) => src.startsWith(`${data.publicPath}assets/${name}.`))
            )
              tag.attributes.fetchpriority = 'high';
          }
          const names = this.options.pages[data.outputName] ?? [];
          const present = new Set(
            [...data.headTags, ...data.bodyTags].flatMap((tag) =>
              [tag.attributes.src, tag.attributes.href].filter((v) => typeof v === 'string'),
            ),
          );
          const files: string[] = [];
          for (const name of names) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`PreloadChunksPlugin: no chunk named ${name}`);
            for (const chunk of group.chunks)
              for (const file of chunk.files)
                if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
          }
          for (const file of files) {
            const href = `${data.publicPath}${file}`;
            if (present.has(href)) continue;
            // A chunk's styles are the page's from its first paint (its prerendered markup moves
            // nothing when the chunk runs); the chunk's CSS loader finds the link and adds none.
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject(
                'link',
                file.endsWith('.css')
                  ? { rel: 'stylesheet', href }
                  : { rel: 'preload', as: 'script', href },
              ),
            );
          }
          return data;
        },
      );
    });
  }
}
