// Runtime configuration read at boot (brand, paths, endpoints, allowed hosts, bridge names).
// Deployments replace this file; every field is optional. See README "Configuration".
window.__CUOTA_CONFIG__ = {
  // The demo landing template's app store links.
  allowedHosts: ['play.google.com', 'apps.apple.com'],
  allowedImageHosts: [],
};
