import fs from 'node:fs';
import path from 'node:path';
import { inlineHashesOf } from '../build/cspHashes';
import type { InlineHashes } from '../build/cspHashes';

export type { InlineHashes } from '../build/cspHashes';

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
 * The build computes the same for static hosts (build/deployHeadersPlugin.ts).
 */
export function inlineHashes(distDir: string): InlineHashes {
  return inlineHashesOf(pagesOf(distDir, 1).map((file) => fs.readFileSync(file, 'utf8')));
}
