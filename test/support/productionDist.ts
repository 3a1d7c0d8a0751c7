import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The borrowers' build (`npm run build`, no CUOTA_DEVTOOLS) for the tests that read it. `npm test` builds
 * it once (dist-production/, its size step measures it) and hands its folder over
 * (CUOTA_PRODUCTION_DIST); a test file run alone builds one of its own (about 25 s), which `remove`
 * deletes.
 */
export function productionDist(): { dir: string; remove(): void } {
  const prebuilt = process.env.CUOTA_PRODUCTION_DIST;
  if (prebuilt) return { dir: path.resolve(prebuilt), remove: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-production-'));
  const env = { ...process.env };
  delete env.CUOTA_DEVTOOLS;
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '--output-path',
      dir,
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`webpack failed:\n${result.stdout}\n${result.stderr}`);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Every module of src a build holds, as webpack put it in its scripts: the sources its source maps name
 * (`webpack://cuota/./src/...`), each as `src/<path>.ts(x)`.
 */
export function modulesOfBuild(dir: string): string[] {
  const assets = path.join(dir, 'assets');
  const modules = new Set<string>();
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const map: unknown = JSON.parse(fs.readFileSync(path.join(assets, file), 'utf8'));
    const sources =
      typeof map === 'object' && map !== null && 'sources' in map && Array.isArray(map.sources)
        ? map.sources
        : [];
    for (const source of sources) {
      const module = typeof source === 'string' ? /\/(src\/[^ ]+\.tsx?)$/.exec(source)?.[1] : null;
      if (module) modules.add(module);
    }
  }
  return [...modules].sort();
}
