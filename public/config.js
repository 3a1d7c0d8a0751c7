// Runtime configuration read at boot (brand, paths, endpoints, header names, allowed hosts, bridge names).
// Deployments replace this file; every field is optional and checked at boot. See README "Configuration".
// For example:
//   market: 'IN',                                // 'MX' (default) or 'IN': currency, grouping, phone rule, tax
//   brand: { themeColor: '#0A7D5A' },            // hex only; darkened if white text on it misses WCAG AA
//   headerNames: { sessionId: 'token' },         // custom header names; invalid ones keep their defaults
//   endpoints: { loanDetails: { headers: 'form' } }, // a row's path and/or header profile ('app' or 'form')
window.__CUOTA_CONFIG__ = {
  // The demo landing template's app store links.
  allowedHosts: ['play.google.com', 'apps.apple.com'],
  allowedImageHosts: [],
};
