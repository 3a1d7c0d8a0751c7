import fs from 'node:fs';
import path from 'node:path';
import { parse, type ecmaVersion } from 'acorn';
import { SYNTAX_LEVEL } from './supportMatrix';

/**
 * The syntax floor of the support matrix, checked on what the build emits: every script file and every
 * inline script of every page must parse at SYNTAX_LEVEL (ES2020). A dependency that ships newer syntax
 * (a class static block, a field, `??=`) and slips past the build's transpiling fails `npm test` here
 * instead of throwing a SyntaxError on a borrower's iPhone that stayed on iOS 15.
 */

interface SyntaxProblem {
  /** The file, and for an inline script its place in the page (`site/About.html <script> #2`). */
  where: string;
  /** acorn's message with line and column ("Unexpected token (1:1234)"), and the code around it. */
  message: string;
}

/** Why `code` does not parse as a classic script at `level`, or null when it does. */
export function syntaxError(code: string, level: number = SYNTAX_LEVEL): string | null {
  try {
    // A classic script (the build emits no modules); `ecmaVersion` is acorn's union of editions.
    parse(code, { ecmaVersion: level as ecmaVersion, sourceType: 'script' });
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pos: unknown = error instanceof Error ? Reflect.get(error, 'pos') : undefined;
    const near =
      typeof pos === 'number'
        ? `: ${JSON.stringify(code.slice(Math.max(0, pos - 40), pos + 40))}`
        : '';
    return `${message}${near}`;
  }
}

/** The classic inline scripts of a page (no `src`, no data type such as JSON or JSON-LD). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'application/javascript') continue;
    if (body.trim() !== '') scripts.push(body);
  }
  return scripts;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every problem in a build folder: its .js files and the inline scripts of its .html files. */
export function checkBuild(dist: string, level: number = SYNTAX_LEVEL) {
  const problems: SyntaxProblem[] = [];
  const scripts = filesUnder(dist, /\.js$/);
  const pages = filesUnder(dist, /\.html$/);
  let inline = 0;
  for (const file of scripts) {
    const error = syntaxError(fs.readFileSync(file, 'utf8'), level);
    if (error) problems.push({ where: path.relative(dist, file), message: error });
  }
  for (const file of pages) {
    inlineScripts(fs.readFileSync(file, 'utf8')).forEach((code, i) => {
      inline += 1;
      const error = syntaxError(code, level);
      if (error)
        problems.push({ where: `${path.relative(dist, file)} <script> #${i + 1}`, message: error });
    });
  }
  return { files: scripts.length, pages: pages.length, inline, problems };
}
