/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { modulesOfBuild, productionDist } from '../support/productionDist';

// The import graph of src and server as madge sees it, type-only imports included (ESLint's
// import-x/no-cycle skips those, so a circle made of `import type` passes lint but not this test).

const ROOT = path.resolve(__dirname, '../..');

/**
 * The levels of src, lowest first: a file imports only from its own level and the levels below it. A
 * level may hold several folders: the apps (the borrower app, the company website, the promotion
 * landing) sit side by side above the features (which of them may import which is ESLint's rule).
 */
const LEVELS: readonly (readonly string[])[] = [
  ['i18n'],
  ['config'],
  ['platform'],
  ['ui'],
  ['shell'],
  ['features'],
  ['runtime'],
  ['qa'],
  ['app', 'site', 'promotion'],
  ['entries'],
];
const FOLDERS = LEVELS.flat();

/** The level of a folder of src (-1: not a layer). */
const levelOf = (folder: string) => LEVELS.findIndex((level) => level.includes(folder));
const LEVEL_TEXT = LEVELS.map((level) => level.join(' = ')).join(' < ');

const OPTIONS = {
  baseDir: ROOT,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: path.join(ROOT, 'tsconfig.json'),
  // Type-only imports count: skipTypeImports is off for both TypeScript file types.
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
};

/** A circle as one text, started at its first module in sort order (madge may start it anywhere). */
function cycleText(cycle: readonly string[]): string {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)].join(' > ');
}

/** The layer of a module under src/, or undefined for a module elsewhere (server/, build/). */
function layerOf(module: string): string | undefined {
  const parts = module.split('/');
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : undefined;
}

let graph: Record<string, string[]>;
let cycles: string[];
let skipped: string[];

beforeAll(async () => {
  const result = await madge(
    ['src', 'server'].map((folder) => path.join(ROOT, folder)),
    OPTIONS,
  );
  graph = result.obj();
  cycles = result.circular().map(cycleText);
  skipped = result.warnings().skipped;
}, 60_000);

describe('the import graph of src and server', () => {
  it('counts type-only imports (a circle of `import type` is found)', async () => {
    const fixture = path.join(__dirname, 'fixtures', 'typeCycle');
    const result = await madge(fixture, { ...OPTIONS, baseDir: fixture });
    expect(result.circular().map(cycleText)).toEqual(['left.ts > right.ts']);
  }, 30_000);

  it('covers src and server, and resolves every import (an unresolved one would be a missing edge)', () => {
    expect(Object.keys(graph)).toEqual(
      expect.arrayContaining(['src/entries/app.tsx', 'src/runtime/boot.ts', 'server/app.ts']),
    );
    expect(skipped).toEqual([]);
  });

  it('has no import circle', () => {
    expect(cycles).toEqual([]);
  });

  it('gives every folder of src a level', () => {
    const entries = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(entries.map((entry) => entry.name).sort()).toEqual([...FOLDERS].sort());
  });

  describe('src layers', () => {
    let upward: string[];

    beforeAll(() => {
      upward = [];
      for (const [from, imports] of Object.entries(graph)) {
        const fromLayer = layerOf(from);
        if (fromLayer === undefined) continue;
        for (const to of imports) {
          const toLayer = layerOf(to);
          // Browser code imports nothing outside src (server/, build/, test/): that counts as upward too.
          if (toLayer === undefined || levelOf(toLayer) > levelOf(fromLayer)) {
            upward.push(`${from} -> ${to}`);
          }
        }
      }
    });

    it(`import only their own level and those below (${LEVEL_TEXT})`, () => {
      expect(upward).toEqual([]);
    });

    it('no app imports another (the borrower app, the website, the landing: they share src/runtime)', () => {
      const across = Object.entries(graph).flatMap(([from, imports]) =>
        imports
          .filter((to) => {
            const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
            return (
              fromLayer !== undefined &&
              LEVELS[levelOf('app')].includes(fromLayer) &&
              toLayer !== fromLayer &&
              levelOf(toLayer ?? '') === levelOf(fromLayer)
            );
          })
          .map((to) => `${from} -> ${to}`),
      );
      expect(across).toEqual([]);
    });
  });

  describe("each entry's reach (type-only imports included)", () => {
    /** Every module an entry reaches, each with the chain of imports that first reached it. */
    function reach(entry: string): Map<string, string[]> {
      const chains = new Map<string, string[]>([[entry, [entry]]]);
      const queue = [entry];
      for (let module = queue.shift(); module; module = queue.shift()) {
        for (const next of graph[module] ?? []) {
          if (chains.has(next)) continue;
          chains.set(next, [...(chains.get(module) ?? []), next]);
          queue.push(next);
        }
      }
      return chains;
    }
    const featureChains = (entry: string) =>
      [...reach(entry)]
        .filter(([module]) => module.startsWith('src/features/'))
        .map(([, chain]) => chain.join(' > '));

    // The website takes the legal documents of `legalDocs` by design (its index.ts); the landing
    // mounts on the app's runtime (store factory, providers) and takes no feature.
    it('the promotion landing reaches no feature of the app, through the store factory or otherwise', () => {
      expect(reach('src/entries/promotion.tsx').has('src/runtime/store.ts')).toBe(true);
      expect(featureChains('src/entries/promotion.tsx')).toEqual([]);
    });

    it('the app reaches its features (the check above can find one)', () => {
      expect(featureChains('src/entries/app.tsx').length).toBeGreaterThan(0);
    });

    /**
     * QA (src/qa) is behind one build condition: the entries take its plugin through
     * src/entries/qaStarter.ts, the app's route table and chunks take its pages. The runtime, the
     * features, the website and the landing reach none of it by any chain; that a production build
     * holds no module of it is read from the build itself (test/scripts/productionBuild.test.ts).
     */
    it.each([
      'src/runtime/mount.tsx',
      'src/runtime/store.ts',
      'src/promotion/promotionRoutes.tsx',
      'src/site/SiteApp.tsx',
      // Each feature through its index and its pages (all its modules are reached from them).
      ...readdirSync(path.join(ROOT, 'src', 'features')).flatMap((name) => [
        `src/features/${name}/index.ts`,
        `src/features/${name}/pages.ts`,
      ]),
    ])('%s reaches no module of src/qa', (module) => {
      expect(graph[module]).toBeDefined();
      const qa = [...reach(module)].filter(([reached]) => reached.startsWith('src/qa/'));
      expect(qa.map(([, chain]) => chain.join(' > '))).toEqual([]);
    });

    it('the entries reach src/qa (the check above can find it)', () => {
      expect(reach('src/entries/qaStarter.ts').has('src/qa/qaPlugin.ts')).toBe(true);
    });
  });
});

/**
 * The production entry graph: the modules of src the borrowers' build holds, as webpack made it (its
 * source maps name them). The developer pages' imports sit behind the one build condition
 * (CUOTA_DEVTOOLS), which webpack evaluates: madge's graph above holds them, the build does not.
 */
describe("the production entry graph (the borrowers' build)", () => {
  let build: ReturnType<typeof productionDist> | undefined;
  let modules: string[] = [];

  beforeAll(() => {
    build = productionDist();
    modules = modulesOfBuild(build.dir);
  }, 180_000);

  afterAll(() => build?.remove());

  it('holds the product: the entries, the runtime and the features (the check below can see modules)', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/entries/app.tsx',
        'src/runtime/mount.tsx',
        'src/runtime/store.ts',
        'src/features/loanConfirm/loanConfirmSaga.ts',
      ]),
    );
  });

  it('has no module of src/qa (tape, replay, QA plugin, developer pages)', () => {
    expect(modules.filter((module) => module.startsWith('src/qa/'))).toEqual([]);
  });
});
