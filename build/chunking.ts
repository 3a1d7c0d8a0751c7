/**
 * Build-time only (webpack.config.ts): how the bundles are cut into files, the `optimization` of the
 * build: its entries, which chunks they share and what runs ahead of the big scripts.
 */
import type webpack from 'webpack';

/** The entries (paths from the project folder). Each page kind has one runtime, named here. */
export const ENTRIES: webpack.Configuration['entry'] = {
  // The app takes what its early script already loaded (session, storage, paths, endpoints,
  // headers, the first calls' table) from it: one small script ahead of the app's, nothing twice.
  app: { import: './src/entries/app.tsx', dependOn: 'app-early' },
  promotion: { import: './src/entries/promotion.tsx', runtime: 'promotion-runtime' },
  // Runs first: it needs only the runtime and the small chunk it shares with the landing.
  'promotion-early': {
    import: './src/entries/promotionEarly.ts',
    runtime: 'promotion-runtime',
  },
  // The app's early request (the route's first data call), with the app's runtime: one script.
  'app-early': './src/entries/appEarly.ts',
  site: { import: './src/entries/site.tsx', runtime: 'site-runtime' },
};

export const CHUNKING: webpack.Configuration['optimization'] = {
  // The public site is its own island: its chunks share nothing with the app's but React DOM (no
  // vendor chunk holding the store). The app's entry is react-dom and one script after its early
  // script: split further into vendor and shared chunks (each file compressed on its own, each
  // module in a wrapper of its own) it was 2.7 KB gzip larger. Its lazy chunks still share chunks
  // among themselves.
  splitChunks: {
    chunks: (chunk) => !['site', 'app', 'app-early'].includes(chunk.name ?? ''),
    cacheGroups: {
      // react-dom (66 KB gzip) is one script of its own for the app, the landing and the site: a
      // visitor who goes from one to another fetches it once, and it runs as a task of its own
      // instead of lengthening the entry's (Lighthouse TBT on the site's home 54-99 -> 8-48 ms over
      // HTTP/2; on the app over HTTP/1.1, LCP 2.26-2.35 -> 2.07-2.10 s on the loan confirmation).
      // 0.6-0.7 KB gzip more on the landing's and the site's first loads.
      reactDom: {
        name: 'react-dom',
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        chunks: (chunk) => ['app', 'promotion', 'site'].includes(chunk.name ?? ''),
        priority: 30,
        enforce: true,
      },
      // What the landing's early script shares with the landing (session, storage, endpoint table,
      // headers, envelope, image check): one small chunk both load, ahead of the big ones.
      promotionEarly: {
        name: 'promotion-early-shared',
        test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
          [...chunkGraph.getModuleChunksIterable(module)].some(
            (chunk) => chunk.name === 'promotion-early',
          ),
        chunks: (chunk) => chunk.name === 'promotion-early' || chunk.name === 'promotion',
        minSize: 0,
        priority: 20,
        enforce: true,
      },
    },
  },
};
