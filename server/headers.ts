/**
 * The demo server's response headers: the deployment's header policy (build/securityPolicy.ts), the
 * same one the build writes for static hosts (build/deployHeadersPlugin.ts).
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
} from '../build/securityPolicy';
export type { DocumentKind, SecurityOptions } from '../build/securityPolicy';
