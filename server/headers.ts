/**
 * The demo server's response headers: the deployment's header policy (build/securityPolicy.ts), the
 * same one the build writes for static hosts (build/deployHeadersPlugin.ts).
 */
export {
  HOST_FILES,
  cacheControlFor,
  imageSources,
  kindOfPath,
  parseImageHosts,
  permissionsPolicy,
  securityHeaders,
} from '../build/securityPolicy';
