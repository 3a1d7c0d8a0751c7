/**
 * Build-time only (webpack.config.ts loads it in Node; no entry imports it): the company website's
 * prerendering. Before each build, and each watch rebuild, a second, Node-targeted compilation of
 * ./prerender.tsx (react-dom/static, every lazy part in one chunk, CSS ignored, nothing written to disk)
 * gives `renderSitePage(path)`; one HtmlWebpackPlugin page per site path (`pages()`) puts its markup,
 * title and description into public/site.html, and keeps React's markup as rendered past the HTML
 * minimizer.
 */
import Module, { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { PrerenderedPage } from './prerender';
import { SITE_ROUTES } from './siteRoutes';

interface SiteRenderer {
  renderSitePage(sitePath: string): Promise<PrerenderedPage>;
}

const isRenderer = (value: unknown): value is SiteRenderer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<SiteRenderer>).renderSitePage === 'function';

/** Runs a CommonJS bundle's text in this process and returns its exports. */
function evaluateBundle(code: string, filename: string): unknown {
  const holder: { exports: unknown } = { exports: {} };
  const run = vm.runInThisContext(Module.wrap(code), { filename }) as (...args: unknown[]) => void;
  run(holder.exports, createRequire(filename), holder, filename, path.dirname(filename));
  return holder.exports;
}

export interface SitePrerenderOptions {
  /** The project folder (webpack's context). */
  root: string;
  production: boolean;
  /** The browser build's DefinePlugin values: the prerender sees the same (build year, flags). */
  define: Record<string, string>;
}

/** The Node compilation of ./prerender.tsx. */
function prerenderConfig({ root, production, define }: SitePrerenderOptions): Configuration {
  return {
    name: 'site-prerender',
    mode: production ? 'production' : 'development',
    target: 'node',
    context: root,
    entry: { 'site-prerender': './src/features/site/prerender.tsx' },
    output: {
      path: path.join(os.tmpdir(), 'cuota-site-prerender'),
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: 'tsconfig.json' },
          },
        },
        // Styles belong to the browser bundle; images keep the browser's URLs (same names, not emitted).
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-only',
    plugins: [
      // The lazy legal documents are awaited on the server: one chunk, nothing loaded from disk.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin(define),
      { apply: (c: webpack.Compiler) => c.hooks.shouldEmit.tap('SitePrerender', () => false) },
    ],
  };
}

export class SitePrerenderPlugin {
  private compiler: webpack.Compiler | null = null;
  private renderer: Promise<SiteRenderer> | null = null;

  constructor(private readonly options: SitePrerenderOptions) {}

  apply(compiler: webpack.Compiler) {
    const build = () => {
      this.renderer = this.build();
      return this.renderer.then(() => undefined);
    };
    compiler.hooks.beforeRun.tapPromise('SitePrerenderPlugin', build);
    compiler.hooks.watchRun.tapPromise('SitePrerenderPlugin', build);
    // The pages keep React's markup exactly as rendered (its <!-- --> markers included), past the
    // production HTML minimizer: hydration reads them.
    const files = new Set(SITE_ROUTES.map((route) => route.file));
    compiler.hooks.thisCompilation.tap('SitePrerenderPlugin', (compilation) => {
      const pages = new Map<string, string>();
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'SitePrerenderPlugin',
        (data) => {
          if (files.has(data.outputName)) pages.set(data.outputName, data.html);
          return data;
        },
      );
      compilation.hooks.processAssets.tap(
        // Just after HtmlWebpackPlugin emits them (and the minimizer sees them), before the real
        // content hashes rename the scripts they load.
        {
          name: 'SitePrerenderPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        () => {
          for (const [file, html] of pages) {
            compilation.updateAsset(file, new webpack.sources.RawSource(html), { minimized: true });
          }
        },
      );
    });
    compiler.hooks.shutdown.tapAsync('SitePrerenderPlugin', (done) => {
      if (this.compiler) this.compiler.close(() => done());
      else done();
    });
  }

  /** One page per site path (dist/site/*.html, served by server/static.ts), the `site` entry's. */
  pages(): HtmlWebpackPlugin[] {
    return SITE_ROUTES.map(
      (route) =>
        new HtmlWebpackPlugin({
          template: 'public/site.html',
          filename: route.file,
          chunks: ['site'],
          // React's markers and text stay as rendered for hydration.
          minify: false,
          templateParameters: async (compilation, files, tags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags, files, options },
            page: { ...(await this.page(route.path)), path: route.path },
          }),
        }),
    );
  }

  private async page(sitePath: string): Promise<PrerenderedPage> {
    if (!this.renderer) throw new Error('the site prerender has not been built');
    return (await this.renderer).renderSitePage(sitePath);
  }

  private build(): Promise<SiteRenderer> {
    const compiler = (this.compiler ??= webpack(prerenderConfig(this.options)));
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors()) {
          return reject(new Error(`site prerender:\n${stats?.toString('errors-only') ?? ''}`));
        }
        const asset = stats.compilation.getAsset('site-prerender.js');
        if (!asset) return reject(new Error('site prerender: no bundle'));
        const filename = path.join(this.options.root, 'site-prerender.js');
        const exported = evaluateBundle(asset.source.source().toString(), filename);
        if (!isRenderer(exported)) return reject(new Error('site prerender: no renderSitePage'));
        return resolve(exported);
      });
    });
  }
}
