/** @jest-environment node */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPILE_HINT } from '../../build/compileHintsPlugin';
import { allFeatures } from '../../src/app/features';
import { FALLBACK_SHELL, SHELL_ROUTES } from '../../src/app/shellRoutes';
import { TEST_LOGIN } from '../../src/config/constants';
import { TEST_PAGE_PATH } from '../../src/config/paths';
import { promotionFeature } from '../../src/promotion';
import { SITE_ROUTES, type SiteSection } from '../../src/site';
import siteTexts from '../../src/i18n/messages/es-MX/site.json';
import { inlineHashes } from '../../server/inlineHashes';
import { productionDist } from '../support/productionDist';
import { AFTER_PAINT_ATTRIBUTE, SCRIPT_POLICY_NAME } from '../../src/platform/boot/afterPaint';
import { EARLY_EVENTS_KEY } from '../../src/platform/boot/earlyHandOver';

/**
 * A production build (`npm run build`, no CUOTA_DEVTOOLS) has none of the developer pages: no test
 * page route or chunk, no automatic login, no test credentials. Builds into a temp dir (about 25 s)
 * and reads every emitted file, source maps and copied public files included.
 */
const testPage = TEST_PAGE_PATH.slice(1);

/** Strings of the test page that nothing else has. */
/**
 * The scripts a built page runs, in order: its script tags and the scripts it runs after its first
 * paint (preload links marked data-after-paint, src/platform/boot/afterPaint.ts).
 */
const scriptsOf = (html: string) =>
  [
    ...html.matchAll(
      /<script[^>]+src=["']?\/?(assets\/[^"' >]+\.js)|<link[^>]+href=["']?\/?(assets\/[^"' >]+\.js)["']?[^>]*data-after-paint/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? '');

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * A page's first inline script, first in its head: the keeper of taps made before the scripts run
 * (src/platform/boot/earlyEvents.ts), minified. Returns the page's other inline scripts.
 */
function expectEarlyTapsKeeperFirst(html: string) {
  const inline = [...html.matchAll(INLINE_SCRIPT)];
  expect(inline.length).toBeGreaterThanOrEqual(1);
  const [tag, text] = inline[0];
  expect(text).toContain(`"${EARLY_EVENTS_KEY}"`);
  expect(text).toMatch(/\(document,\s*window\);?$/);
  // In the head: it listens before the body's controls paint (every other script is deferred).
  expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
  expect(html).not.toMatch(/<script(?![^>]*\b(defer|async)\b)[^>]*\ssrc=/);
  return inline.slice(1);
}

/**
 * A prerendered page's inline scripts: the early taps' keeper first, and the after-paint starter (src/
 * platform/boot/afterPaint.ts), minified, last in the head, after every script it starts.
 */
function expectKeeperAndStarter(html: string) {
  const rest = expectEarlyTapsKeeperFirst(html);
  expect(rest).toHaveLength(1);
  const [tag, text] = rest[0];
  expect(text).toContain(`"${SCRIPT_POLICY_NAME}"`);
  expect(text).toContain(AFTER_PAINT_ATTRIBUTE);
  expect(text).toMatch(/\(document,\s*window\);?$/);
  expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
  expect(html.lastIndexOf('data-after-paint>')).toBeLessThan(html.indexOf(tag));
}

const forbidden = [
  testPage,
  'test-preview',
  'testPreview',
  'TestPreviewPage',
  // Its new names (not the bare word: React's and Redux's devtools hooks are in every build).
  'DevtoolsPage',
  'devtools-replay',
  'devtoolsFeature',
  'qa/devtools',
  'devtools.json',
  TEST_LOGIN.username,
  'sms-code-login',
  'smsCodeLogin',
  // The bridge check page (devtools builds only, like the test page).
  'bridge-check',
  'bridgeCheck',
];

/**
 * The features a production build has: all but the developer pages' (the test page, the bridge check),
 * and the landing's (src/promotion).
 */
const appSlices = [...allFeatures, promotionFeature]
  .map((f) => f.slice.reducerPath)
  .filter((name) => name !== 'devtools' && name !== 'bridgeCheck');

function emittedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? emittedFiles(full) : [full];
  });
}

jest.setTimeout(180_000);

describe('production build (npm run build)', () => {
  let build: ReturnType<typeof productionDist> | undefined;
  /** Each emitted file: its text as built, and with the tolerated occurrences cut out. */
  let files: { name: string; built: string; text: string }[] = [];

  beforeAll(() => {
    build = productionDist();
    const dist = build.dir;
    files = emittedFiles(dist).map((full) => {
      const name = path.relative(dist, full).split(path.sep).join('/');
      const built = fs.readFileSync(full, 'latin1');
      return { name, built, text: built };
    });
  });

  afterAll(() => {
    build?.remove();
  });

  it('emits the app and its route chunks', () => {
    const names = files.map((f) => f.name);
    expect(names).toContain('index.html');
    expect(names.some((n) => /^assets\/loanConfirm\.[0-9a-f]+\.js$/.test(n))).toBe(true);
  });

  it('emits no test page chunk', () => {
    expect(files.map((f) => f.name).filter((n) => /test-?preview|devtools/i.test(n))).toEqual([]);
  });

  it.each(forbidden)('no emitted file contains %s', (text) => {
    const lower = text.toLowerCase();
    expect(files.filter((f) => f.text.toLowerCase().includes(lower)).map((f) => f.name)).toEqual(
      [],
    );
  });

  it.each(appSlices)('the first load has no %s slice: it arrives with its route', (name) => {
    const html = files.find((f) => f.name === 'index.html')?.built ?? '';
    const firstLoad = scriptsOf(html);
    expect(firstLoad.length).toBeGreaterThan(0);
    const slice = `name:"${name}"`;
    const holders = files.filter((f) => f.name.endsWith('.js') && f.built.includes(slice));
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.map((f) => f.name).filter((n) => firstLoad.includes(n))).toEqual([]);
  });

  describe('the company website (prerendered, no app code)', () => {
    const headings: Record<SiteSection, string> = {
      home: siteTexts['site.home.title'],
      about: siteTexts['site.about.title'],
      policy: siteTexts['site.policy.title'],
      loan: siteTexts['site.loan.title'],
      contact: siteTexts['site.contact.title'],
      user: siteTexts['site.user.title'],
    };
    /** An emitted file's text as UTF-8 (the files above are read as latin1). */
    const file = (name: string) => {
      const found = files.find((f) => f.name === name);
      return found && { built: Buffer.from(found.built, 'latin1').toString('utf8') };
    };

    it.each(SITE_ROUTES.map((r) => [r.path, r.file, r.section] as const))(
      '%s is %s: title, description and its heading in Spanish, before any script',
      (_path, name, section) => {
        const html = file(name)?.built ?? '';
        expect(html).toContain('<html lang="es-MX">');
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html).toContain(`class="site-title">${headings[section]}</h1>`);
        // The site's own scripts, and inline only the early taps' keeper (the CSP allows it by its hash).
        expect(expectEarlyTapsKeeperFirst(html)).toEqual([]);
        expect(scriptsOf(html).map((s) => s.replace(/\.[0-9a-f]{10}\.js$/, ''))).toEqual([
          'assets/site-runtime',
          'assets/react-dom',
          'assets/site',
        ]);
      },
    );

    const rootOf = (name: string) =>
      /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(file(name)?.built ?? '')?.[1] ?? '';

    it("prerenders the build market's legal document whole, not its loading skeleton", () => {
      const body = rootOf('site/Policy.html');
      expect(body).toContain('<article class="legal-doc"');
      expect(body).not.toContain('skeleton');
    });

    it("prerenders no other market's document: Mexico's loan terms page says it does not apply", () => {
      const body = rootOf('site/Loan.html');
      expect(body).toContain('data-testid="legal-not-in-market"');
      expect(body).not.toMatch(/<article class="legal-doc"|Rs\.|skeleton/);
      expect(rootOf('app/loan-terms.html')).toContain('data-testid="legal-not-in-market"');
      expect(rootOf('app/loan-terms.html')).not.toMatch(/Rs\./);
    });

    it('loads no app code: no store, no API path, in its pages, scripts, texts and documents', () => {
      const html = file('site/index.html')?.built ?? '';
      const loaded = [
        ...scriptsOf(html),
        ...files
          .map((f) => f.name)
          .filter((n) => /^assets\/(site-messages-|legal-(privacy|loan-terms)-)[^/]+\.js$/.test(n)),
      ];
      expect(loaded.length).toBeGreaterThan(4);
      const site = [...SITE_ROUTES.map((r) => r.file), ...loaded].map((n) => file(n)?.built ?? '');
      for (const text of site) {
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/redux|createSlice|\/plays\b|\/api\/v/);
      }
    });

    it("leaves the app's and the landing's pages theirs", () => {
      expect(scriptsOf(file('index.html')?.built ?? '').join(' ')).toMatch(/assets\/app\./);
      expect(scriptsOf(file('promotion.html')?.built ?? '').join(' ')).toMatch(
        /assets\/promotion\./,
      );
      for (const name of ['index.html', 'promotion.html'])
        expect(scriptsOf(file(name)?.built ?? '').join(' ')).not.toMatch(/site/);
    });

    it('shares one react-dom script with the app and the landing: a visitor fetches it once', () => {
      const reactDom = (name: string) =>
        scriptsOf(file(name)?.built ?? '').filter((s) => /^assets\/react-dom\./.test(s));
      const [shared] = reactDom('site/index.html');
      expect(shared).toMatch(/^assets\/react-dom\.[0-9a-f]{10}\.js$/);
      for (const name of ['index.html', 'promotion.html']) expect(reactDom(name)).toEqual([shared]);
      // And no other script carries React DOM (the marker of its root containers).
      const holders = files.filter(
        (f) => f.name.endsWith('.js') && f.built.includes('__reactContainer$'),
      );
      expect(holders.map((f) => f.name)).toEqual([shared]);
    });
  });

  describe('the app pages (app/*.html, prerendered per route)', () => {
    const page = (name: string) =>
      Buffer.from(files.find((f) => f.name === name)?.built ?? '', 'latin1').toString('utf8');

    it.each(SHELL_ROUTES.map((r) => [r.path, r.file]))(
      '%s: %s holds its title bar and content skeleton, its styles inline, its chunks hinted',
      (routePath, name) => {
        const html = page(name);
        const body = /<div id="root" data-path="([^"]*)">([\s\S]*)<\/div>\s*<noscript>/.exec(html);
        expect(body?.[1]).toBe(routePath);
        expect(body?.[2]).toMatch(
          /<header class="title-bar">[\s\S]*<h1 class="title-bar-title">[^<]+<\/h1>/,
        );
        // Suspense's markers stay for hydration; two inline scripts, the early taps' keeper and the
        // after-paint starter (the CSP allows them by their hashes).
        expect(body?.[2]).toContain('<!--$-->');
        expectKeeperAndStarter(html);
        expect(html).toMatch(/<style data-href="\/assets\/app\.[0-9a-f]+\.css">/);
        expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
        // No file picker before the scripts: a tap on it could not be kept and replayed (the browser
        // opens a picker only on the user's own gesture), so it renders only once it works.
        expect(html).not.toMatch(/<input[^>]*type="file"/);
        const route = SHELL_ROUTES.find((r) => r.path === routePath);
        for (const chunk of route?.chunks ?? [])
          expect(html).toMatch(
            new RegExp(
              `<link rel="preload" as="script" href="/assets/${chunk}\\.[0-9a-f]+\\.js" fetchpriority="low">`,
            ),
          );
        // Every script is fetched at once (preload, low priority) and run, in order, once the page
        // has painted: the early script (the route's first data call) first, the app's entry last.
        expect(html.match(/<script\b[^>]*src="\/assets[^>]*>/g)).toBeNull();
        // The early script carries the app's runtime: one script ahead of the app's.
        expect(scriptsOf(html).slice(0, 2)).toEqual([
          expect.stringMatching(/^assets\/app-early\./),
          expect.stringMatching(/^assets\/react-dom\./),
        ]);
        // None is needed for the paint: every script preload is low priority.
        for (const link of html.match(/<link rel="preload" as="script"[^>]*>/g) ?? [])
          expect(link).toContain('fetchpriority="low"');
        expect(scriptsOf(html).at(-1)).toMatch(/^assets\/app\./);
      },
    );

    /** Whether `css` has a rule whose selector names the class `name`. */
    const styles = (css: string, name: string) =>
      new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css);

    it.each([FALLBACK_SHELL, ...SHELL_ROUTES.map((r) => r.file)])(
      '%s carries the styles of every class of its prerendered markup that has styles',
      (name) => {
        const html = page(name);
        const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
          .map((m) => m[1])
          .join('\n');
        const built = files
          .filter((f) => f.name.endsWith('.css'))
          .map((f) => f.built)
          .join('\n');
        const markup = html.slice(html.indexOf('<div id="root"'));
        const classes = new Set(
          [...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)),
        );
        expect(classes.size).toBeGreaterThan(3);
        // A class styled somewhere in the build but not in the page would paint unstyled, then move.
        const unstyled = [...classes].filter((c) => styles(built, c) && !styles(inline, c));
        expect(unstyled).toEqual([]);
      },
    );

    it('minifies every stylesheet, and so every inline style block: no comments, no line breaks', () => {
      const sheets = files.filter((f) => f.name.endsWith('.css'));
      const blocks = files
        .filter((f) => f.name.endsWith('.html'))
        .flatMap((f) => [...f.built.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]));
      expect(sheets.length).toBeGreaterThan(5);
      expect(blocks.length).toBeGreaterThan(20);
      for (const css of [...sheets.map((f) => f.built), ...blocks]) {
        expect(css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim()).not.toMatch(
          /\/\*|\n/,
        );
      }
    });

    it('index.html, the fallback of every other path, holds the loading indicator only', () => {
      const body = /<div id="root" data-path="">([\s\S]*)<\/div>\s*<noscript>/.exec(
        page('index.html'),
      );
      expect(body?.[1]).toContain('class="page page-loading"');
      // Its text shows: the fallback paints content at once, not only a spinner.
      expect(body?.[1]).toContain('<span class="page-loading-text">Cargando…</span>');
      // Any other path is not found in the default paths: that page's chunk comes with the entry.
      expect(page('index.html')).toMatch(
        /<link rel="preload" as="script" href="\/assets\/not-found\.[0-9a-f]+\.js" fetchpriority="low">/,
      );
      expect(body?.[1]).not.toContain('<h1');
    });
  });

  describe('the promotion landing (promotion.html)', () => {
    const landing = () =>
      Buffer.from(files.find((f) => f.name === 'promotion.html')?.built ?? '', 'latin1').toString(
        'utf8',
      );
    const root = () => /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(landing())?.[1] ?? '';

    it('holds the registration page prerendered in Spanish: banner box, title, form, labels, link', () => {
      const body = root();
      expect(landing()).toMatch(/<html lang="es-MX">/);
      expect(body).toMatch(/<div class="promo-banner"[^>]*><\/div>/);
      expect(body).toContain('<h1 class="promo-title">Regístrese</h1>');
      expect(body).toMatch(/<form[^>]*class="form promo-form"/);
      for (const label of ['Número de celular', 'Código de la imagen', 'Código SMS'])
        expect(body).toMatch(new RegExp(`<label for="[^"]+" class="form-label">${label}</label>`));
      for (const name of ['phone', 'captcha', 'smsCode'])
        expect(body).toMatch(new RegExp(`<input[^>]*name="${name}"`));
      expect(body).toContain('autoComplete="one-time-code"');
      expect(body).toContain('href="#/agreementTemplate">Acuerdo de registro</a>');
      // React's Suspense markers stay for hydration.
      expect(body).toContain('<!--$-->');
    });

    it('carries two inline scripts, the early taps keeper and the after-paint starter, and its styles inline (no stylesheet request before the paint)', () => {
      expectKeeperAndStarter(landing());
      expect(landing()).toMatch(
        /<style data-href="\/assets\/promotion\.[^"]+\.css">[\s\S]*?\.promo-banner/,
      );
      expect(landing()).not.toMatch(/<link[^>]*rel="stylesheet"/);
    });

    it('runs its early script first, after the paint; the app hints its default catalog', () => {
      expect(landing().match(/<script\b[^>]*src="\/assets[^>]*>/g)).toBeNull();
      expect(scriptsOf(landing()).slice(0, 3)).toEqual([
        expect.stringMatching(/^assets\/promotion-runtime\./),
        expect.stringMatching(/^assets\/promotion-early-shared\./),
        expect.stringMatching(/^assets\/promotion-early\./),
      ]);
      const app = Buffer.from(
        files.find((f) => f.name === 'index.html')?.built ?? '',
        'latin1',
      ).toString('utf8');
      expect(app).toMatch(
        /<link rel="preload" as="script" href="\/assets\/messages-es-MX\.[0-9a-f]+\.js" fetchpriority="low">/,
      );
    });
  });

  it('writes a brotli and a gzip copy of each script, stylesheet and page, equal to it; config.js has none', () => {
    const byName = new Map(files.map((f) => [f.name, Buffer.from(f.built, 'latin1')]));
    const copies = files.filter((f) => /\.(br|gz)$/.test(f.name));
    for (const copy of copies) {
      const raw = Buffer.from(copy.built, 'latin1');
      const unpacked = copy.name.endsWith('.br')
        ? zlib.brotliDecompressSync(raw)
        : zlib.gunzipSync(raw);
      expect({
        copy: copy.name,
        same: unpacked.equals(byName.get(copy.name.slice(0, -3)) ?? Buffer.alloc(0)),
      }).toEqual({ copy: copy.name, same: true });
    }
    const needed = files.filter(
      (f) => /^(assets\/.+\.(js|css)|.+\.html)$/.test(f.name) && f.built.length > 1024,
    );
    expect(needed.length).toBeGreaterThan(30);
    for (const { name } of needed)
      expect([name, byName.has(`${name}.br`), byName.has(`${name}.gz`)]).toEqual([
        name,
        true,
        true,
      ]);
    expect(files.filter((f) => f.name.startsWith('config.js.'))).toEqual([]);
  });

  it("starts each first-load script with V8's compile hint, and no lazy chunk; maps still line up", () => {
    const pages = ['index.html', 'app/complaintList.html', 'promotion.html', 'site/index.html'];
    const firstLoad = new Set(
      pages.flatMap((page) => scriptsOf(files.find((f) => f.name === page)?.built ?? '')),
    );
    expect(
      [...firstLoad].filter((n) => /^assets\/(app|react-dom|site|promotion)\./.test(n)),
    ).toHaveLength(4);
    const scripts = files.filter((f) => /^assets\/.+\.js$/.test(f.name));
    const hinted = scripts
      .filter((f) => f.built.startsWith(`${COMPILE_HINT}\n`))
      .map((f) => f.name);
    expect(hinted.sort()).toEqual([...firstLoad].sort());
    expect(hinted.some((n) => /^assets\/(loanConfirm|messages-es-MX)\./.test(n))).toBe(false);
    // The hint is one line added above the minified code: the map of the line below it still names
    // the module the code came from.
    const app = scripts.find((f) => /^assets\/app\.[0-9a-f]+\.js$/.test(f.name));
    const map = files.find((f) => f.name === `${app?.name}.map`);
    const lines = (app?.built ?? '').split('\n');
    const line = lines.findIndex((l) => l.includes('bridge/eventReceived'));
    const entry = new SourceMap(JSON.parse(map?.built ?? '{}')).findEntry(
      line,
      lines[line].indexOf('bridge/eventReceived'),
    );
    expect('originalSource' in entry ? entry.originalSource : '').toMatch(
      /src\/platform\/bridge\/events\.ts$/,
    );
  });

  it('writes the host header files with the CSP hashes of its own pages, as the demo server reads them', () => {
    const dist = build?.dir ?? '';
    const hashes = inlineHashes(dist);
    expect(hashes.scripts.length).toBeGreaterThan(0);
    expect(hashes.styles.length).toBeGreaterThan(0);
    const conf = fs.readFileSync(path.join(dist, 'headers.nginx.conf'), 'utf8');
    expect(conf).toContain(`default "${hashes.scripts.join(' ')}";`);
    expect(conf).toContain(`default "${hashes.styles.join(' ')}";`);
    const headers = fs.readFileSync(path.join(dist, '_headers'), 'utf8');
    expect(headers).toContain(`script-src 'self' ${hashes.scripts.join(' ')};`);
    expect(headers).toContain(`style-src 'self' ${hashes.styles.join(' ')};`);
  });

  it('ships source maps without source text', () => {
    const maps = files.filter((f) => f.name.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) expect(JSON.parse(map.built)).not.toHaveProperty('sourcesContent');
  });
});
