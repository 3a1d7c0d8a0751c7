import browserslist from 'browserslist';

/**
 * The engines Cuota supports, as package.json's `browserslist` names them (README "Support matrix"):
 * iOS Safari and WKWebView 15+, Safari 15+, Chrome and Android System WebView 80+, Samsung Internet 14+
 * (Chromium 87) and Firefox ESR 115+. The build transpiles the dependencies to these engines (src is
 * compiled by TypeScript at `target: ES2020`), and `npm test` parses every emitted script at SYNTAX_LEVEL.
 */

/** The ECMAScript edition every emitted script must parse at: the newest syntax all the engines know. */
export const SYNTAX_LEVEL = 2020;

/** browserslist's names of Chromium-based engines: each is held to the Chrome floor. */
const CHROMIUM = new Set(['chrome', 'and_chr', 'android', 'samsung', 'edge', 'opera']);
const ESBUILD_NAMES: Record<string, string> = {
  safari: 'safari',
  ios_saf: 'ios',
  firefox: 'firefox',
};

/** The lowest version of each engine family the matrix lists, as esbuild's `target` names it. */
export function esbuildTargets(query?: string | readonly string[], path = process.cwd()): string[] {
  const floor = new Map<string, number>();
  for (const entry of browserslist(query, { path })) {
    const [name, range] = entry.split(' ');
    const engine = CHROMIUM.has(name) ? 'chrome' : ESBUILD_NAMES[name];
    const version = Number.parseFloat(range.split('-')[0]);
    if (!engine || !Number.isFinite(version)) continue;
    // Chromium builds other than Chrome number their versions otherwise: Chrome's own floor holds them.
    if (engine === 'chrome' && name !== 'chrome') continue;
    const known = floor.get(engine);
    if (known === undefined || version < known) floor.set(engine, version);
  }
  return [...floor.entries()].map(([engine, version]) => `${engine}${version}`).sort();
}
