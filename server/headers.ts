/**
 * The demo server's response headers: the deployment's header policy (src/app/securityPolicy.ts), the
 * same one the build writes for static hosts (src/app/deployHeadersPlugin.ts).
 */
export {
  HASHED,
  HOST_FILES,
  IMMUTABLE,
  SECURITY_HEADER_NAMES,
  cacheControlFor,
  commonHeaders,
  contentSecurityPolicy,
  imageSources,
  kindOfPath,
  parseImageHosts,
  permissionsPolicy,
  securityHeaders,
} from '../src/app/securityPolicy';
export type { DocumentKind, SecurityOptions } from '../src/app/securityPolicy';
