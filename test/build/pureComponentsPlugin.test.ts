/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import { markPureComponents } from '../../build/pureComponentsPlugin';

// The shape of react-router's production build: components and contexts built by React factories at
// the top level, named in statements of their own.
const library = [
  'import * as React from "react";',
  'var LocationContext = React.createContext(null);',
  'LocationContext.displayName = "Location";',
  'var Link = React.forwardRef(function LinkWithRef(props, ref) {',
  '  return React.createElement("a", { ...props, ref });',
  '});',
  'Link.displayName = "Link";',
  'var Form = React.forwardRef(function FormWithRef(props, ref) {',
  '  return React.createElement("form", { ...props, ref, "data-form-only": true });',
  '});',
  'Form.displayName = "Form";',
  'var Memoized = React.memo(function Inner() { return null; });',
  'var counter = makeCounter();',
  'counter.displayName = "kept";',
  'export { Form, Link, LocationContext, Memoized, counter };',
].join('\n');

async function bundle(code: string, used: string): Promise<string> {
  const entry = `${code.replace(/^export .*$/m, '')}\nexport { ${used} };`;
  const out = await minify(entry, { module: true, compress: { passes: 2 } });
  return out.code ?? '';
}

describe('markPureComponents', () => {
  const marked = markPureComponents(library);

  it('marks the factory calls pure and moves each display name into its declaration', () => {
    expect(marked).toContain(
      'var Link = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React.forwardRef(function LinkWithRef',
    );
    expect(marked).toContain('}), { displayName: "Link" });');
    expect(marked).toContain(
      'var LocationContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React.createContext(null), { displayName: "Location" });',
    );
    expect(marked).toContain('var Memoized = /* @__PURE__ */ React.memo(');
    expect(marked).not.toMatch(/^Link\.displayName/m);
  });

  it('leaves other calls and assignments as they are, and every line where it was', () => {
    expect(marked).toContain('var counter = makeCounter();\ncounter.displayName = "kept";');
    expect(marked.split('\n')).toHaveLength(library.split('\n').length);
  });

  it('lets the minifier drop an unused component, and keeps a used one with its name', async () => {
    const before = await bundle(library, 'Link');
    expect(before).toContain('data-form-only');
    const after = await bundle(marked, 'Link');
    expect(after).not.toContain('data-form-only');
    expect(after).not.toContain('"Form"');
    expect(after).toContain('displayName:"Link"');
    expect(after).toContain('makeCounter()');
  });

  it("finds react-router's components in the installed build", () => {
    const dir = path.join(__dirname, '../../node_modules/react-router/dist/production');
    const file = fs.readdirSync(dir).find((name) => {
      return (
        name.endsWith('.mjs') &&
        fs.readFileSync(path.join(dir, name), 'utf8').includes('NavLink.displayName')
      );
    });
    expect(file).toBeDefined();
    const code = markPureComponents(fs.readFileSync(path.join(dir, String(file)), 'utf8'));
    for (const name of ['Link', 'NavLink', 'Form'])
      expect(code).toContain(`var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ `);
    expect(code).not.toMatch(/^(Link|NavLink|Form)\.displayName/m);
  });

  it("marks react-intl's own component factories pure where named, and no other call", () => {
    const file = path.join(__dirname, '../../node_modules/react-intl/index.js');
    const code = markPureComponents(fs.readFileSync(file, 'utf8'), file, [
      'createFormattedComponent',
      'createFormattedDateTimePartsComponent',
    ]);
    expect(code).toContain(
      'const FormattedDate = /* @__PURE__ */ createFormattedComponent("formatDate");',
    );
    expect(code).toContain(
      'const FormattedTimeParts = /* @__PURE__ */ createFormattedDateTimePartsComponent("formatTime");',
    );
    expect(markPureComponents('const Kept = createFormattedComponent("formatDate");')).toBe(
      'const Kept = createFormattedComponent("formatDate");',
    );
  });
});
