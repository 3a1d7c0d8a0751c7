/**
 * Build and server only (Node): the CSP hash sources of the inline `<style>` and `<script>` blocks of
 * the built pages. The demo server reads them from dist/ when it starts (server/inlineHashes.ts); the
 * build writes them into the header files of static hosts (build/deployHeadersPlugin.ts). One
 * function, so both allow exactly the same blocks.
 */
import crypto from 'node:crypto';

const STYLE_BLOCK = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** An inline script: a `<script>` without `src` (the build writes one, src/platform/boot/afterPaint.ts). */
const SCRIPT_BLOCK = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

export interface InlineHashes {
  /** CSP hash sources ('sha256-...') of the pages' `<style>` blocks (build/inlineStylesPlugin.ts). */
  styles: string[];
  /** CSP hash sources of the pages' inline scripts (build/preloadChunksPlugin.ts). */
  scripts: string[];
}

const cspHashOf = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of every inline block of these pages, each once, sorted. */
export function inlineHashesOf(pages: Iterable<string>): InlineHashes {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const html of pages) {
    for (const match of html.matchAll(STYLE_BLOCK)) styles.add(cspHashOf(match[1]));
    for (const match of html.matchAll(SCRIPT_BLOCK)) scripts.add(cspHashOf(match[1]));
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}
