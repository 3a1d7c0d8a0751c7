/**
 * Build-time only (webpack.config.ts): lets the minifier drop a library's components that nothing
 * renders. react-router's build declares its components and contexts as
 * `var NavLink = React.forwardRef(...)` followed by `NavLink.displayName = "NavLink";`, with no pure
 * annotation on the call: the minifier has to keep every one of them (and everything they use: form
 * submission, fetchers, prefetch links, view transitions) in the router's single module, which sits
 * in the app's first load. Rewritten as
 * `var NavLink = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ React.forwardRef(...), { displayName: "NavLink" })`,
 * a component the app uses keeps its name, one it does not use goes.
 */
import ts from 'typescript';
import type webpack from 'webpack';
import { NormalModule } from 'webpack';

/** React factories without side effects whose results the library keeps in top-level variables. */
const PURE_FACTORIES = new Set(['forwardRef', 'memo', 'createContext']);
const PURE = '/* @__PURE__ */ ';

interface Edit {
  start: number;
  end: number;
  text: string;
}

function factoryCall(
  init: ts.Expression | undefined,
  factories: ReadonlySet<string>,
): init is ts.CallExpression {
  if (init === undefined || !ts.isCallExpression(init)) return false;
  const callee = init.expression;
  if (ts.isPropertyAccessExpression(callee)) return PURE_FACTORIES.has(callee.name.text);
  return ts.isIdentifier(callee) && factories.has(callee.text);
}

/** `Name.displayName = "text";` at the top level: the name and the string literal's source. */
function displayNameOf(
  statement: ts.Statement,
  source: ts.SourceFile,
): { name: string; text: string } | null {
  if (!ts.isExpressionStatement(statement)) return null;
  const assignment = statement.expression;
  if (
    !ts.isBinaryExpression(assignment) ||
    assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken ||
    !ts.isPropertyAccessExpression(assignment.left) ||
    assignment.left.name.text !== 'displayName' ||
    !ts.isIdentifier(assignment.left.expression) ||
    !ts.isStringLiteral(assignment.right)
  )
    return null;
  return { name: assignment.left.expression.text, text: assignment.right.getText(source) };
}

/**
 * Marks the top-level `var X = React.forwardRef|memo|createContext(...)` calls of a module pure (and
 * `const X = factory(...)` for the library's own component factories named in `factories`) and
 * moves a following `X.displayName = "..."` statement into the declaration. Everything else (and the
 * line numbers, for the source maps) stays as it is.
 */
export function markPureComponents(
  code: string,
  fileName = 'module.mjs',
  factories: readonly string[] = [],
): string {
  const ownFactories = new Set(factories);
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const calls = new Map<string, ts.CallExpression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && factoryCall(declaration.initializer, ownFactories))
        calls.set(declaration.name.text, declaration.initializer);
  }
  const names = new Map<string, string>();
  const edits: Edit[] = [];
  for (const statement of source.statements) {
    const named = displayNameOf(statement, source);
    if (!named || !calls.has(named.name) || names.has(named.name)) continue;
    names.set(named.name, named.text);
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: '' });
  }
  for (const [name, call] of calls) {
    const start = call.getStart(source);
    const displayName = names.get(name);
    if (displayName === undefined) {
      edits.push({ start, end: start, text: PURE });
    } else {
      edits.push({ start, end: start, text: `${PURE}Object.assign(${PURE}` });
      edits.push({
        start: call.getEnd(),
        end: call.getEnd(),
        text: `, { displayName: ${displayName} })`,
      });
    }
  }
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export class PureComponentsPlugin {
  /**
   * @param test the library files to rewrite (absolute paths).
   * @param factories the library's own functions that build a component and do nothing else.
   */
  constructor(
    private readonly test: RegExp,
    private readonly factories: readonly string[] = [],
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PureComponentsPlugin', (compilation) => {
      NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        .tapAsync({ name: 'PureComponentsPlugin', stage: -10 }, (loaderContext, callback) => {
          const file = loaderContext.resourcePath;
          if (!this.test.test(file)) {
            callback();
            return;
          }
          loaderContext.fs.readFile(file, (error, content) => {
            if (error || content === undefined) {
              callback(error ?? new Error(`cannot read ${file}`));
              return;
            }
            loaderContext.addDependency(file);
            callback(
              null,
              Buffer.from(markPureComponents(content.toString('utf8'), file, this.factories)),
            );
          });
        });
    });
  }
}
