import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';

/** The embedding guide: the samples are read from it at test time. */
const GUIDE_PATH = path.resolve(__dirname, '../../../../docs/EMBEDDING.md');

/**
 * The first ```lang block after the heading that starts with `heading`, within that heading's section,
 * with the line number (1-based) of its first line in the guide.
 */
export function guideBlock(heading: string, lang: string): { code: string; line: number } {
  const text = fs.readFileSync(GUIDE_PATH, 'utf8');
  const at = text.search(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  if (at < 0) throw new Error(`docs/EMBEDDING.md has no heading "${heading}"`);
  const level = /^#+/.exec(heading)?.[0] ?? '#';
  const body = text.indexOf('\n', at);
  const end = text.slice(body).search(new RegExp(`^#{1,${level.length}} `, 'm'));
  const section = end < 0 ? text.slice(at) : text.slice(at, body + end);
  const fence = '```' + lang + '\n';
  const open = section.indexOf(fence);
  const close = section.indexOf('\n```', open + fence.length - 1);
  if (open < 0 || close < 0) throw new Error(`"${heading}" has no \`\`\`${lang} block`);
  const start = at + open + fence.length;
  return {
    code: section.slice(open + fence.length, close + 1),
    line: text.slice(0, start).split('\n').length,
  };
}

/**
 * The guide's lines a port mirrors: every comment `// guide: <text>` of the port's source. Each must
 * still be in the guide's sample (compared with its whitespace collapsed), or the port is stale.
 */
export function staleGuideQuotes(portFile: string, sample: string): string[] {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const code = squash(sample);
  const quotes = [...fs.readFileSync(portFile, 'utf8').matchAll(/\/\/ guide: (.+)$/gm)].map((m) =>
    squash(m[1]),
  );
  if (quotes.length === 0) return [`${path.basename(portFile)} quotes no guide line`];
  return quotes.filter((quote) => !code.includes(quote));
}

/** The sample's own origin line; the guide says to replace the origin. */
const SAMPLE_ORIGIN = "const ORIGIN = 'https://cuota.example.com';";

/**
 * The React Native sample as the guide prints it, with only its ORIGIN replaced, transpiled by
 * TypeScript (react-jsx, CommonJS) and run in Node with `modules` as its imports. Throws when the
 * guide's block or its ORIGIN line is gone.
 */
export function loadReactNativeSample(origin: string, modules: Record<string, unknown>) {
  const { code, line } = guideBlock('### React Native', 'tsx');
  if (code.split(SAMPLE_ORIGIN).length !== 2) {
    throw new Error(`the React Native sample (line ${line}) has no single line ${SAMPLE_ORIGIN}`);
  }
  const source = code.replace(SAMPLE_ORIGIN, `const ORIGIN = ${JSON.stringify(origin)};`);
  const output = ts.transpileModule(source, {
    fileName: 'CuotaScreen.tsx',
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      esModuleInterop: true,
    },
  });
  const problems = (output.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
  if (problems.length > 0) throw new Error(`the React Native sample: ${problems.join('; ')}`);
  const load = (name: string): unknown => {
    if (name in modules) return modules[name];
    throw new Error(`the React Native sample imports ${name}, which the simulated host lacks`);
  };
  const module = { exports: {} as Record<string, unknown> };
  const run = vm.compileFunction(output.outputText, ['exports', 'require', 'module'], {
    filename: `EMBEDDING.md:${line} (React Native sample)`,
  }) as (e: unknown, r: (name: string) => unknown, m: unknown) => void;
  run(module.exports, load, module);
  return { exports: module.exports, line };
}
