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
import type { PrerenderedPage } from '../src/platform/prerender/page';
import { SITE_ROUTES } from '../src/site/siteRoutes';

type Renderer = (pagePath: string) => Promise<PrerenderedPage>;

/** The bundle's render function, exported under `exportName`. */
function rendererOf(value: unknown, exportName: string): Renderer | null {
  if (typeof value !== 'object' || value === null) return null;
  const render: unknown = Reflect.get(value, exportName);
  return typeof render === 'function' ? (pagePath) => render(pagePath) : null;
}

/** One prerendered HTML file: its output name and the path it renders. */
interface PrerenderRoute {
  file: string;
  path: string;
}

/**
 * What is prerendered (default: the company website): the module compiled for Node, the function it
 * exports, the HTML template, the browser entry its pages load and the files written.
 */
export interface PrerenderTarget {
  /** The Node bundle's name (and the compilation's). */
  bundle: string;
  module: string;
  exportName: string;
  template: string;
  /** The entries its pages load, in order. */
  chunks: readonly string[];
  routes: readonly PrerenderRoute[];
}

const SITE_PRERENDER: PrerenderTarget = {
  bundle: 'site-prerender',
  module: './src/site/sitePrerender.tsx',
  exportName: 'renderSitePage',
  template: 'public/site.html',
  chunks: ['site'],
  routes: SITE_ROUTES,
};

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
  /** Default: the company website (SITE_PRERENDER). */
  target?: PrerenderTarget;
}

/** The Node compilation of the target's prerender module. */
function prerenderConfig(
  { root, production, define }: SitePrerenderOptions,
  target: PrerenderTarget,
): Configuration {
  return {
    name: target.bundle,
    mode: production ? 'production' : 'development',
    target: 'node',
    context: root,
    entry: { [target.bundle]: target.module },
    output: {
      path: path.join(os.tmpdir(), `cuota-${target.bundle}`),
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
      { apply: (c: webpack.Compiler) => c.hooks.shouldEmit.tap('Prerender', () => false) },
    ],
  };
}

export class SitePrerenderPlugin {
  private compiler: webpack.Compiler | null = null;
  private renderer: Promise<Renderer> | null = null;
  private readonly target: PrerenderTarget;

  constructor(private readonly options: SitePrerenderOptions) {
    this.target = options.target ?? SITE_PRERENDER;
  }

  apply(compiler: webpack.Compiler) {
    const name = `PrerenderPlugin:${this.target.bundle}`;
    const build = () => {
      this.renderer = this.build();
      return this.renderer.then(() => undefined);
    };
    compiler.hooks.beforeRun.tapPromise(name, build);
    compiler.hooks.watchRun.tapPromise(name, build);
    // The pages keep React's markup exactly as rendered (its <!-- --> markers included), past the
    // production HTML minimizer: hydration reads them.
    const files = new Set(this.target.routes.map((route) => route.file));
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const pages = new Map<string, string>();
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(name, (data) => {
        if (files.has(data.outputName)) pages.set(data.outputName, data.html);
        return data;
      });
      compilation.hooks.processAssets.tap(
        // Just after HtmlWebpackPlugin emits them (and the minimizer sees them), before the real
        // content hashes rename the scripts they load.
        {
          name: name,
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        () => {
          for (const [file, html] of pages) {
            compilation.updateAsset(file, new webpack.sources.RawSource(html), { minimized: true });
          }
        },
      );
    });
    compiler.hooks.shutdown.tapAsync(name, (done) => {
      if (this.compiler) this.compiler.close(() => done());
      else done();
    });
  }

  /** One page per route (the site's: dist/site/*.html, served by server/static.ts), the entry's. */
  pages(): HtmlWebpackPlugin[] {
    return this.target.routes.map(
      (route) =>
        new HtmlWebpackPlugin({
          template: this.target.template,
          filename: route.file,
          chunks: [...this.target.chunks],
          chunksSortMode: 'manual',
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

  private async page(pagePath: string): Promise<PrerenderedPage> {
    if (!this.renderer) throw new Error(`${this.target.bundle} has not been built`);
    return (await this.renderer)(pagePath);
  }

  private build(): Promise<Renderer> {
    const { bundle, exportName } = this.target;
    const compiler = (this.compiler ??= webpack(prerenderConfig(this.options, this.target)));
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors()) {
          return reject(new Error(`${bundle}:\n${stats?.toString('errors-only') ?? ''}`));
        }
        const asset = stats.compilation.getAsset(`${bundle}.js`);
        if (!asset) return reject(new Error(`${bundle}: no bundle`));
        const filename = path.join(this.options.root, `${bundle}.js`);
        const render = rendererOf(
          evaluateBundle(asset.source.source().toString(), filename),
          exportName,
        );
        if (!render) return reject(new Error(`${bundle}: no ${exportName}`));
        return resolve(render);
      });
    });
  }
}
