/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { esMX } from '../support/appCatalogs';

/** scripts/messages.js (plain Node, CommonJS): the es-MX catalog generated from the defaultMessages. */
interface Messages {
  extractDefaults: () => { defaults: Map<string, string>; conflicts: string[] };
  generate: (extracted?: { defaults: Map<string, string>; conflicts: string[] }) => {
    files: Record<string, string>;
    problems: string[];
  };
  stale: (files: Record<string, string>) => string[];
  CATALOG: string;
}
const messages = jest.requireActual<Messages>('../../scripts/messages');

const extracted = messages.extractDefaults();
const { defaults, conflicts } = extracted;

/** Every es-MX text as the namespace files hold it (the developer pages' too). */
function catalogOnDisk(): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const name of fs.readdirSync(messages.CATALOG).filter((f) => f.endsWith('.json')))
    Object.assign(all, JSON.parse(fs.readFileSync(path.join(messages.CATALOG, name), 'utf8')));
  return all;
}

describe('the es-MX catalog is generated from the code’s defaultMessages', () => {
  it('finds the defaults of every kind of descriptor, and no id with two defaults', () => {
    // defineMessages, formatMessage({ id, defaultMessage }) and <FormattedMessage>: one of each.
    expect(defaults.get('devtools.tapeNote')).toBe(
      'La cinta sigue entre cargas de página de esta pestaña, hasta 2 MB. Los datos personales se ocultan al grabar.',
    );
    expect(defaults.get('ui.loading')).toBe('Cargando…');
    expect(defaults.get('ui.retry')).toBe('Reintentar');
    expect(defaults.size).toBeGreaterThan(600);
    expect(conflicts).toEqual([]);
  });

  it('holds each default as its text, word for word (run `npm run messages` after changing one)', () => {
    const disk = catalogOnDisk();
    const disagree = [...defaults]
      .filter(([id, text]) => disk[id] !== text)
      .map(([id, text]) => `${id}: code "${text}", catalog "${String(disk[id])}"`);
    expect(disagree).toEqual([]);
    // The app's catalog module reads the same files.
    for (const [id, text] of defaults)
      if (id in esMX) expect({ id, text: esMX[id as keyof typeof esMX] }).toEqual({ id, text });
  });

  it('leaves no namespace file out of date, and names the one that is', () => {
    const { files, problems } = messages.generate(extracted);
    expect(problems).toEqual([]);
    expect(messages.stale(files)).toEqual([]);
    const [first] = Object.keys(files);
    expect(messages.stale({ ...files, [first]: files[first].replace('"', '"x') })).toEqual([first]);
  });
});
