/**
 * Build-time only (webpack.config.ts): next to the pages, the build writes what a static host needs to
 * serve them under the strict policy, with this build's CSP hashes, so no deployer copies a hash by hand:
 *
 * - `headers.nginx.conf`: an nginx include (http context) that docs/nginx.conf.example includes: the
 *   hashes, the Permissions-Policy of each path, the prerendered page of each path and the redirects of
 *   the pages' own file addresses, as nginx `map`s.
 * - `_headers`: the same headers in the format several static hosts and CDNs read (the CSP with the
 *   IMAGE_HOSTS, FRAME_ANCESTORS and CSP_REPORT_URI of the build's environment).
 *
 * Both come from the policy the demo server sends (build/securityPolicy.ts) and the hashes it reads
 * (build/cspHashes.ts). Neither file is served (server/static.ts, the nginx example).
 */
import webpack from 'webpack';
import { FALLBACK_SHELL, SHELL_ROUTES } from '../src/app/shellRoutes';
import { SITE_ROUTES } from '../src/site/siteRoutes';
import { inlineHashesOf, type InlineHashes } from './cspHashes';
import {
  IMMUTABLE,
  LANDING_PATHS,
  NGINX_INCLUDE,
  STATIC_HOST_HEADERS,
  commonHeaders,
  parseImageHosts,
  permissionsPolicy,
  type DocumentKind,
  type SecurityOptions,
} from './securityPolicy';

/** A path and the page the host answers there, with its kind. */
export interface PageRow {
  path: string;
  /** The file under dist/ ('app/repayment.html'). */
  file: string;
  kind: DocumentKind;
}

/** Every path that answers a prerendered page of its own, for the pages this build holds. */
export function pageRows(has: (file: string) => boolean): PageRow[] {
  const rows: PageRow[] = [
    ...SHELL_ROUTES.map((r) => ({ path: r.path, file: r.file, kind: 'app' as const })),
    ...SITE_ROUTES.map((r) => ({ path: r.path, file: r.file, kind: 'site' as const })),
    ...LANDING_PATHS.filter((p) => !p.endsWith('.html')).map((p) => ({
      path: p,
      file: 'promotion.html',
      kind: 'landing' as const,
    })),
  ];
  return rows.filter((row) => has(row.file));
}

/** An nginx map from `$uri`, with a default. */
function nginxMap(name: string, fallback: string, rows: [string, string][]): string {
  const width = Math.max(...rows.map(([key]) => key.length), 7);
  const line = (key: string, value: string) => `    ${key.padEnd(width)} ${value};`;
  return [
    `map $uri $${name} {`,
    line('default', fallback),
    ...rows.map(([k, v]) => line(k, v)),
    '}',
  ].join('\n');
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The nginx include: hashes, Permissions-Policy by path, pages and file-address redirects. */
export function nginxInclude(hashes: InlineHashes, rows: readonly PageRow[]): string {
  const nonApp = rows.filter((r) => r.kind !== 'app');
  const ownFiles = rows.filter((r) => r.file.startsWith('app/') || r.file.startsWith('site/'));
  // One address per file: the first path of a file is where its own address redirects.
  const canonical = new Map<string, string>();
  for (const row of ownFiles) if (!canonical.has(row.file)) canonical.set(row.file, row.path);
  return [
    '# Written by the build (build/deployHeadersPlugin.ts) for this build: include it in the http',
    '# context, as docs/nginx.conf.example does. Do not edit it; a new build writes it anew.',
    '',
    '# CSP hash sources of the inline <script> and <style> blocks of this build’s pages.',
    nginxMap('cuota_script_hashes', quoted(hashes.scripts.join(' ')), []),
    nginxMap('cuota_style_hashes', quoted(hashes.styles.join(' ')), []),
    '',
    '# Permissions-Policy: the app’s answers may use the camera and the position; the landing and the',
    '# website nothing (build/securityPolicy.ts). Paths and the files they answer.',
    nginxMap('cuota_permissions_policy', quoted(permissionsPolicy('app')), [
      ...nonApp.map((r): [string, string] => [r.path, quoted(permissionsPolicy(r.kind))]),
      ['/promotion.html', quoted(permissionsPolicy('landing'))],
      ['~^/site/', quoted(permissionsPolicy('site'))],
    ]),
    '',
    '# The prerendered page of each path; any other path is an app route (the fallback page).',
    nginxMap(
      'cuota_page',
      `/${FALLBACK_SHELL}`,
      rows.map((r) => [r.path, `/${r.file}`]),
    ),
    '',
    '# The pages’ own file addresses redirect to their path; any other file under app/ or site/ is 404.',
    nginxMap(
      'cuota_canonical',
      '""',
      [...canonical].map(([file, path]) => [`/${file}`, path]),
    ),
    '',
  ].join('\n');
}

/**
 * `_headers` (one block per path pattern, headers indented). Hosts that read it add every matching
 * block's headers, so no header is in two blocks that can match one path: the headers every answer
 * carries under `/*`, the cache rule under `/assets/*`, the Permissions-Policy under each page's path.
 */
export function staticHostHeaders(options: SecurityOptions, rows: readonly PageRow[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const pages: [string, DocumentKind][] = [
    ...rows.map((r): [string, DocumentKind] => [r.path, r.kind]),
    ...rows.map((r): [string, DocumentKind] => [`/${r.file}`, r.kind]),
    [`/${FALLBACK_SHELL}`, 'app'],
  ];
  const unique = [...new Map(pages).entries()];
  return [
    '# Written by the build (build/deployHeadersPlugin.ts) for this build: the demo server’s headers',
    '# for hosts that read `_headers`. Do not edit it; a new build writes it anew.',
    block('/*', commonHeaders(options)),
    block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ...unique.map(([path, kind]) => block(path, { 'Permissions-Policy': permissionsPolicy(kind) })),
    '',
  ].join('\n');
}

/** The build's deployment values for `_headers` (the nginx example keeps its own in its CHANGE lines). */
export function buildSecurityOptions(env: NodeJS.ProcessEnv): SecurityOptions {
  return {
    imageHosts: parseImageHosts(env.IMAGE_HOSTS),
    frameAncestors: env.FRAME_ANCESTORS || undefined,
    reportUri: env.CSP_REPORT_URI || undefined,
    // Static hosts that read `_headers` serve HTTPS.
    hstsMaxAge: 31_536_000,
  };
}

export class DeployHeadersPlugin {
  constructor(private readonly options: SecurityOptions) {}

  apply(compiler: webpack.Compiler) {
    const name = 'DeployHeadersPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every change to the pages (inline styles, compile hints) and their compressed copies.
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.html'))
            .map((asset) => asset.source.source().toString());
          const hashes = inlineHashesOf(pages);
          const rows = pageRows((file) => compilation.getAsset(file) !== undefined);
          const { RawSource } = webpack.sources;
          compilation.emitAsset(NGINX_INCLUDE, new RawSource(nginxInclude(hashes, rows)));
          compilation.emitAsset(
            STATIC_HOST_HEADERS,
            new RawSource(
              staticHostHeaders(
                { ...this.options, scriptHashes: hashes.scripts, styleHashes: hashes.styles },
                rows,
              ),
            ),
          );
        },
      );
    });
  }
}
