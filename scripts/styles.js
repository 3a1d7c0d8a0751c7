// Preload for the node tools that load the app's modules (`npm run replay`, `npm run bench:tape`): a
// feature's index may export components, and their stylesheet imports mean nothing outside a bundle.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
