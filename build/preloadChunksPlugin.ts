/**
 * Build-time only (webpack.config.ts): puts `<link rel="preload">` hints for chunks a page will ask for
 * right after its entry scripts run (the default locale's catalog, the first route's page and feature)
 * into that page's HTML, so the browser fetches them in parallel with the entry scripts instead of
 * after them, and their styles as stylesheets of the page. Each named chunk brings the shared chunks its
 * group needs; files the page already loads are left out.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { AFTER_PAINT_ATTRIBUTE, afterPaintScript } from '../src/platform/boot/afterPaint';
import { earlyEventsScript } from '../src/platform/boot/earlyEvents';
import { minify_sync as minifySync } from 'terser';

/** An inline script as the page carries it: minified (the HTML is on the first paint's path). */
function inlineScript(source: string): string {
  const code = minifySync(source, { ecma: 2020, compress: true, mangle: true }).code;
  if (!code) throw new Error('PreloadChunksPlugin: an inline script minified to nothing');
  return code;
}

export interface PreloadChunksOptions {
  /**
   * HTML file -> the lazy chunks to preload in it: a chunk's name (webpackChunkName), or the path of a
   * module (from the project folder, e.g. `src/i18n/messages/es-MX/repayment.json`) whose chunks load.
   */
  pages: Record<string, readonly (string | { module: string })[]>;
  /**
   * HTML files whose scripts, their early script first, are fetched at once but run only after the page's
   * first paint: the prerendered page shows before any script takes the main thread. One inline script
   * starts them (src/platform/boot/afterPaint.ts).
   */
  afterPaint?: readonly string[];
  /** The locale-data worker the pages with the after-paint starter start first (build/intlWarmPlugin.ts). */
  intlWarmUrl?: string;
}

/**
 * On a page that paints before its scripts run, no script is needed for the paint: they are fetched at
 * low priority (a preload is high by default), in their order, after what the paint needs. Lighthouse
 * takes a high-priority script that arrived before the paint for one that held it back.
 */
const NOT_FOR_THE_PAINT = { fetchpriority: 'low' } as const;

/** A named chunk group's chunks, or the chunks holding a module. */
function chunksOf(compilation: webpack.Compilation, wanted: string | { module: string }) {
  if (typeof wanted === 'string') {
    const group = compilation.namedChunkGroups.get(wanted);
    if (!group) throw new Error(`PreloadChunksPlugin: no chunk named ${wanted}`);
    return group.chunks;
  }
  const resource = path.join(compilation.compiler.context, wanted.module);
  for (const module of compilation.modules) {
    if ('resource' in module && module.resource === resource)
      return [...compilation.chunkGraph.getModuleChunksIterable(module)];
  }
  throw new Error(`PreloadChunksPlugin: no module ${wanted.module}`);
}

export class PreloadChunksPlugin {
  constructor(private readonly options: PreloadChunksOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (data) => {
          const afterPaint = this.options.afterPaint?.includes(data.outputName) ?? false;
          data.headTags = data.headTags.map((tag) => {
            const src = tag.attributes.src;
            if (tag.tagName !== 'script' || typeof src !== 'string') return tag;
            // Fetched now, run once the page has painted (src/platform/boot/afterPaint.ts).
            if (afterPaint)
              return HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: src,
                ...NOT_FOR_THE_PAINT,
                [AFTER_PAINT_ATTRIBUTE]: true,
              });
            return tag;
          });
          const names = this.options.pages[data.outputName] ?? [];
          const present = new Set(
            [...data.headTags, ...data.bodyTags].flatMap((tag) =>
              [tag.attributes.src, tag.attributes.href].filter((v) => typeof v === 'string'),
            ),
          );
          const files: string[] = [];
          for (const wanted of names) {
            for (const chunk of chunksOf(compilation, wanted))
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
                  : {
                      rel: 'preload',
                      as: 'script',
                      href,
                      ...(afterPaint ? NOT_FOR_THE_PAINT : {}),
                    },
              ),
            );
          }
          // First in the head of every page: taps on the painted page wait for its scripts
          // (src/platform/boot/earlyEvents.ts).
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', {}, inlineScript(earlyEventsScript())),
          );
          // Last in the head: it starts the scripts named above.
          if (afterPaint)
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject(
                'script',
                {},
                inlineScript(afterPaintScript(this.options.intlWarmUrl)),
              ),
            );
          return data;
        },
      );
    });
  }
}
