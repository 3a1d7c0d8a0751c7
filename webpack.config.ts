import fs from 'node:fs';
import path from 'node:path';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { transform as precompileMessages } from '@formatjs/ts-transformer';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type * as ServerApp from './server/app';
import { CHUNKING, ENTRIES } from './build/chunking';
import { esbuildTargets } from './build/supportMatrix';
import { CompileHintsPlugin } from './build/compileHintsPlugin';
import { DeployHeadersPlugin, buildSecurityOptions } from './build/deployHeadersPlugin';
import { InlineStylesPlugin } from './build/inlineStylesPlugin';
import { IntlWarmPlugin } from './build/intlWarmPlugin';
import { PreloadChunksPlugin } from './build/preloadChunksPlugin';
import { precompressPlugins } from './build/precompress';
import { PureComponentsPlugin } from './build/pureComponentsPlugin';
import { SitePrerenderPlugin, type PrerenderTarget } from './build/sitePrerenderPlugin';
import { SITE_ROUTES } from './src/site/siteRoutes';
import { FALLBACK_SHELL, SHELL_ROUTES } from './src/app/shellRoutes';

const root = __dirname;
/** The support matrix's engines (package.json browserslist), as esbuild names them. */
const SUPPORT_TARGETS = esbuildTargets(undefined, root);

/** The promotion landing's registration page, prerendered into promotion.html (hydrated by its entry). */
const PROMOTION_PRERENDER: PrerenderTarget = {
  bundle: 'promotion-prerender',
  module: './src/promotion/promotionPrerender.tsx',
  exportName: 'renderPromotionPage',
  template: 'public/promotion.html',
  // The early request first: it starts the page's template request once the page has painted.
  chunks: ['promotion-early', 'promotion'],
  routes: [{ file: 'promotion.html', path: '/promotion.html' }],
};

/**
 * The app's pages, prerendered into one HTML file per route (src/app/shellRoutes.ts), and index.html,
 * the fallback of every other path, holding the loading indicator.
 */
const APP_PRERENDER: PrerenderTarget = {
  bundle: 'app-prerender',
  module: './src/app/appPrerender.tsx',
  exportName: 'renderAppPage',
  template: 'public/index.html',
  // The early request first: it starts the route's first data call once the page has painted.
  chunks: ['app-early', 'app'],
  routes: [{ file: FALLBACK_SHELL, path: '' }, ...SHELL_ROUTES],
};

/** What each app page asks for as soon as its entry runs: the catalog, its route's page and texts. */
const APP_PRELOADS: Record<string, readonly (string | { module: string })[]> = Object.fromEntries([
  // The fallback page serves every path outside the route table: in the default paths, not found.
  [FALLBACK_SHELL, ['messages-es-MX', 'not-found']],
  ...SHELL_ROUTES.map((route) => [
    route.file,
    [
      'messages-es-MX',
      ...route.chunks,
      ...route.texts.map((ns) => ({ module: `src/i18n/messages/es-MX/${ns}.json` })),
    ],
  ]),
]);
const publicDir = path.join(root, 'public');

/** Copies public/ (icons, status images, logos, config.js) as-is, skipping the HTML templates. */
/** Where the build's files are served from. */
const PUBLIC_PATH = '/';

class CopyPublicPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir: string) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) walk(full);
              else if (!entry.name.endsWith('.html')) {
                const name = path.relative(publicDir, full).split(path.sep).join('/');
                compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(full)));
                compilation.fileDependencies.add(full);
              }
            }
          };
          if (fs.existsSync(publicDir)) walk(publicDir);
        },
      );
    });
  }
}

/**
 * Texts are compiled to message ASTs at build time (catalogs by scripts/messageLoader.js, the
 * defaultMessage of every `defineMessages` by @formatjs/ts-transformer), so the bundles take the ICU
 * parser's no-parser build: about 16 KB gzip less in each entry's first load.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain JS for webpack
const { parserPath } = require('./scripts/messageLoader.js') as { parserPath: string };
const noParser = path.join(path.dirname(parserPath), 'no-parser.js');

/**
 * A `formatMessage({ id })` with a computed id (a form error, a toast) has no default text to
 * compile and is left as it is; any other descriptor that cannot be compiled fails the build.
 */
const precompileOptions = {
  ast: true,
  throws: false,
  onMsgError: (file: string, error: Error) => {
    if (!/`id` must be a string literal/.test(error.message)) throw error;
  },
};

/**
 * react-intl and @formatjs/intl each carry their own copy of the same versions of the message
 * formatter: requests from react-intl resolve to @formatjs/intl's copies, so every entry holds one.
 * Only identical versions are merged.
 */
function formatjsDedupe(): Record<string, string> {
  const modules = path.join(root, 'node_modules');
  const alias: Record<string, string> = {};
  for (const name of ['intl-messageformat', '@formatjs/fast-memoize']) {
    const from = path.join(modules, 'react-intl', 'node_modules', name);
    const to = path.join(modules, '@formatjs', 'intl', 'node_modules', name);
    const version = (dir: string) => {
      const file = path.join(dir, 'package.json');
      return fs.existsSync(file) ? String(JSON.parse(fs.readFileSync(file, 'utf8')).version) : null;
    };
    const same = version(from);
    if (same !== null && same === version(to)) alias[`${name}$`] = to;
  }
  return alias;
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  // The developer pages (/testPreview: automatic test login, QA tape player) are built in development
  // and with CUOTA_DEVTOOLS=1 (`npm start`, the browser tests); a plain production build has none of them.
  const devtools = !production || process.env.CUOTA_DEVTOOLS === '1';
  // The worker that builds the locale data off the main thread (src/platform/boot/intlWarm.ts).
  const intlWarm = new IntlWarmPlugin(production);
  const define = {
    // The website's entry starts it itself (its pages have no after-paint starter).
    'process.env.CUOTA_INTL_WARM_URL': JSON.stringify(intlWarm.url(PUBLIC_PATH)),
    'process.env.CUOTA_BUILD_ID': JSON.stringify(process.env.CUOTA_BUILD_ID ?? 'dev'),
    'process.env.CUOTA_DEVTOOLS': JSON.stringify(devtools ? '1' : ''),
    // The site's copyright year as prerendered: the browser hydrates with it, then shows this year.
    'process.env.CUOTA_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  };
  // The company website's pages, prerendered at build time (build/sitePrerenderPlugin.ts).
  const sitePrerender = new SitePrerenderPlugin({ root, production, define });
  const appPrerender = new SitePrerenderPlugin({ root, production, define, target: APP_PRERENDER });
  const promotionPrerender = new SitePrerenderPlugin({
    root,
    production,
    define,
    target: PROMOTION_PRERENDER,
  });
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: ENTRIES,
    output: {
      path: path.join(root, 'dist'),
      publicPath: PUBLIC_PATH,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // Under the CSP's Trusted Types the chunk loader names its scripts through a policy of its own
      // (TRUSTED_TYPE_POLICIES, build/securityPolicy.ts).
      trustedTypes: { policyName: 'webpack' },
    },
    // A production build's source maps carry no source text: shared modules (constants, paths)
    // would otherwise ship the developer pages' code and credentials inside the maps.
    devtool: !production
      ? 'eval-cheap-module-source-map'
      : devtools
        ? 'source-map'
        : 'nosources-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@formatjs/icu-messageformat-parser$': noParser,
        // react-router's exports map names only its development build (remix-run/react-router#12532,
        // #14102): a production bundle takes its production build, without the dev warnings.
        ...(production
          ? {
              'react-router$': path.join(
                root,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.join(
                root,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    // Webpack's own runtime code for the same engines (it reads package.json's browserslist too).
    target: 'browserslist',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: 'tsconfig.json',
              getCustomTransformers: () => ({ before: [precompileMessages(precompileOptions)] }),
            },
          },
        },
        // The dependencies ship newer syntax than the support matrix allows (class static blocks and
        // fields, logical assignment): esbuild lowers them to its engines (build/supportMatrix.ts).
        {
          test: /\.[cm]?js$/,
          include: path.join(root, 'node_modules'),
          loader: 'esbuild-loader',
          options: { target: SUPPORT_TARGETS },
        },
        {
          test: /[\\/]src[\\/]i18n[\\/]messages[\\/].+\.json$/,
          loader: './scripts/messageLoader.js',
        },
        {
          include: path.join(root, 'node_modules', 'react-intl'),
          resolve: { alias: formatjsDedupe() },
        },
        // The list of every feature (tests and QA replay) runs nothing when imported: a chunk that
        // takes one name from it leaves the rest out (no entry imports it: the store factory does not).
        { test: path.join(root, 'src', 'app', 'features.ts'), sideEffects: false },
        // Indexes of re-exports only: an entry that takes one widget or one component from them (the
        // website takes the legal documents and the skeleton) leaves the rest out, the store included.
        {
          test: [
            path.join(root, 'src', 'ui', 'index.ts'),
            path.join(root, 'src', 'shell', 'index.ts'),
            path.join(root, 'src', 'features', 'legalDocs', 'index.ts'),
          ],
          sideEffects: false,
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    // Production minifies the scripts (webpack's default, '...') and the stylesheets (cssnano), before
    // the pages take their stylesheets inline.
    optimization: {
      ...CHUNKING,
      minimizer: ['...', new CssMinimizerPlugin()],
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
    },
    performance: { hints: false },
    plugins: [
      // Type errors surface while developing; `npm test` runs `tsc` as its own step before building.
      ...(production
        ? []
        : [new ForkTsCheckerWebpackPlugin({ typescript: { configFile: 'tsconfig.json' } })]),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      appPrerender,
      ...appPrerender.pages(),
      promotionPrerender,
      ...promotionPrerender.pages(),
      sitePrerender,
      ...sitePrerender.pages(),
      // What each page asks for as soon as its entry runs, fetched alongside the entry scripts: the
      // app's default catalog, the route's chunks and texts.
      new PreloadChunksPlugin({
        pages: {
          ...APP_PRELOADS,
          // The landing paints from its prerendered HTML: hints there would take bandwidth from its
          // stylesheet and early script (measured: FCP 1.01 -> 1.33 s, LCP no better).
        },
        // The prerendered pages paint before any script runs, their early script included.
        afterPaint: [...Object.keys(APP_PRELOADS), 'promotion.html'],
        intlWarmUrl: intlWarm.url(PUBLIC_PATH),
      }),
      // The prerendered pages carry their styles: their first paint waits for no stylesheet.
      ...(production ? [new InlineStylesPlugin()] : []),
      // The first load's scripts compile while they stream in, off the main thread.
      ...(production ? [new CompileHintsPlugin()] : []),
      new CopyPublicPlugin(),
      intlWarm,
      // Brotli and gzip copies of every compressible file, served as they are (server/static.ts).
      ...(production ? precompressPlugins() : []),
      // The headers a static host sends with this build's CSP hashes: an nginx include and `_headers`.
      ...(production ? [new DeployHeadersPlugin(buildSecurityOptions(process.env))] : []),
      // react-router's components the app never renders (NavLink, Form...) leave its first load.
      new PureComponentsPlugin(/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/),
      // react-intl's formatted-value components (FormattedDate, FormattedNumber...) the app never
      // renders, each built by a call of the library's factories at the top level, leave it too.
      new PureComponentsPlugin(/[\\/]node_modules[\\/]react-intl[\\/]index\.js$/, [
        'createFormattedComponent',
        'createFormattedDateTimePartsComponent',
      ]),
      new webpack.DefinePlugin(define),
    ],
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: { rewrites: [{ from: /^\/promotion/, to: '/promotion.html' }] },
      setupMiddlewares: (middlewares, devServer) => {
        // The demo API (or the API_TARGET proxy) answers /plays, /api and /__demo in development too, and
        // serves the uploaded complaint images at /uploads.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { createDevApiHandler } = require('./server/app') as typeof ServerApp;
        const handler = createDevApiHandler({
          dataFile: path.join(root, 'server', 'data', 'db.json'),
          apiTarget: process.env.API_TARGET,
        });
        devServer.app?.use((req, res, next) => {
          if (/^\/(plays|api|__demo|uploads)(\/|$)/.test(req.url ?? '')) void handler(req, res);
          else next();
        });
        // The website's and the app's paths show their prerendered pages, as server/static.ts serves them.
        devServer.app?.use((req, _res, next) => {
          const [pathname, query] = (req.url ?? '').split('?');
          const route = [...SITE_ROUTES, ...SHELL_ROUTES].find((r) => r.path === pathname);
          if (route && (req.method === 'GET' || req.method === 'HEAD'))
            req.url = `/${route.file}${query === undefined ? '' : `?${query}`}`;
          next();
        });
        return middlewares;
      },
    },
  };
};
