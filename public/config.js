// Runtime configuration read at boot (brand, paths, endpoints, allowed hosts, bridge names).
// Deployments replace this file; every field is optional. See README "Configuration".
window.__CUOTA_CONFIG__ = {
  allowedHosts: [],
  allowedImageHosts: [],
};
