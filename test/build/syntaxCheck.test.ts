import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBuild, inlineScripts, syntaxError } from '../../build/syntaxCheck';
import { esbuildTargets, SYNTAX_LEVEL } from '../../build/supportMatrix';

describe('the support matrix', () => {
  it("package.json's browserslist gives esbuild the engines' floors", () => {
    expect(esbuildTargets(undefined, path.resolve(__dirname, '../..'))).toEqual([
      'chrome80',
      'firefox115',
      'ios15',
      'safari15',
    ]);
  });

  it('Chromium-based engines are held to the Chrome floor; others are named by esbuild', () => {
    expect(
      esbuildTargets(['chrome >= 90', 'samsung >= 14', 'safari >= 16', 'ios_saf >= 15.4']),
    ).toEqual(['chrome90', 'ios15.4', 'safari16']);
  });

  it('the syntax floor is ES2020 (Chrome 80 has no logical assignment, Safari 15 no static blocks)', () => {
    expect(SYNTAX_LEVEL).toBe(2020);
  });
});

describe('the syntax check', () => {
  it.each([
    ['a class static block (ES2022)', 'class A { static { this.x = 1; } }'],
    ['a class field (ES2022)', 'class A { x = 1 }'],
    ['a private method (ES2022)', 'class A { #m() {} }'],
    ['logical assignment (ES2021)', 'let a; a ??= 1;'],
    ['a numeric separator (ES2021)', 'const n = 1_000;'],
    ['top-level await (a module)', 'await 1;'],
  ])('refuses %s at ES2020', (_name, code) => {
    expect(syntaxError(code)).toMatch(/\(\d+:\d+\)/);
  });

  it.each([
    ['optional chaining and nullish coalescing', 'const a = {}; a?.b ?? 1;'],
    ['BigInt', 'const b = 10n;'],
    ['dynamic import', 'import("./x.js");'],
    ['async generators and spread', 'async function* g() { yield* [...[1]]; }'],
  ])('accepts %s at ES2020', (_name, code) => {
    expect(syntaxError(code)).toBeNull();
  });

  it('a refusal says where, with the code around it', () => {
    const error = syntaxError('var x = 1;\nclass A{static{this.memoizedDefaultLocale=null}}');
    expect(error).toContain('(2:');
    expect(error).toContain('memoizedDefaultLocale');
  });

  it("takes a page's classic inline scripts, not external ones or data blocks", () => {
    const html = [
      '<script src="/config.js"></script>',
      '<script>window.a=1</script>',
      '<script type="application/ld+json">{"@context":"x"}</script>',
      '<script type="text/javascript">b()</script>',
      '<script nonce="n" data-x>  </script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['window.a=1', 'b()']);
  });

  it('checks every script file and inline script of a build folder', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-syntax-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'site'));
    fs.writeFileSync(path.join(dist, 'assets', 'ok.js'), 'var a = b?.c;');
    fs.writeFileSync(path.join(dist, 'assets', 'new.js'), 'class A { static { } }');
    fs.writeFileSync(
      path.join(dist, 'site', 'About.html'),
      '<script>x()</script><script>y ||= 1</script>',
    );
    const report = checkBuild(dist);
    expect(report).toMatchObject({ files: 2, pages: 1, inline: 2 });
    expect(report.problems.map((p) => p.where).sort()).toEqual([
      path.join('assets', 'new.js'),
      `${path.join('site', 'About.html')} <script> #2`,
    ]);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
