import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STYLE_BLOCK = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** An inline script: a `<script>` without `src` (the build writes one, src/platform/boot/afterPaint.ts). */
const SCRIPT_BLOCK = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

export interface InlineHashes {
  /** CSP hash sources ('sha256-...') of the pages' `<style>` blocks (src/app/inlineStylesPlugin.ts). */
  styles: string[];
  /** CSP hash sources of the pages' inline scripts (src/app/preloadChunksPlugin.ts). */
  scripts: string[];
}

const hashOf = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** dist's *.html pages and those one folder down (app/, site/). */
function pagesOf(dir: string, depth: number): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return depth > 0 && entry.name !== 'assets' ? pagesOf(full, depth - 1) : [];
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The CSP hashes of the inline `<style>` and `<script>` blocks the build wrote into its HTML pages,
 * read once when the server starts: the policy allows those exact blocks and no other inline code.
 */
export function inlineHashes(distDir: string): InlineHashes {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const file of pagesOf(distDir, 1)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(STYLE_BLOCK)) styles.add(hashOf(match[1]));
    for (const match of html.matchAll(SCRIPT_BLOCK)) scripts.add(hashOf(match[1]));
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}
