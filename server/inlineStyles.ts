import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STYLE_BLOCK = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The CSP hashes ('sha256-...') of the `<style>` blocks the build wrote into its HTML pages
 * (src/app/inlineStylesPlugin.ts), read once when the server starts: the policy allows those exact
 * blocks and no other inline style. Pages are dist's *.html and those one folder down (app/, site/).
 */
export function inlineStyleHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const pages = (dir: string, depth: number): string[] => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return depth > 0 && entry.name !== 'assets' ? pages(full, depth - 1) : [];
      return entry.name.endsWith('.html') ? [full] : [];
    });
  };
  for (const file of pages(distDir, 1)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STYLE_BLOCK)) {
      hashes.add(
        `'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
      );
    }
  }
  return [...hashes].sort();
}
