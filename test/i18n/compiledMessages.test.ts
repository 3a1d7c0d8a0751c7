import fs from 'fs';
import path from 'path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from 'react-intl';
import { asCatalog, plainText } from '../../src/i18n/catalog';

// The build compiles every catalog text to its message AST (no ICU parser ships); this proves the
// compiled form says exactly what the text says, in every locale, for every message.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compile = require('../../scripts/messageLoader.js') as (
  this: unknown,
  source: string,
) => string;

const MESSAGES = path.resolve(__dirname, '../../src/i18n/messages');
const files = fs
  .readdirSync(MESSAGES)
  .flatMap((locale) =>
    fs.readdirSync(path.join(MESSAGES, locale)).map((file) => ({ locale, file })),
  );

/** Sample values for every argument a message names (plural and number arguments get a number). */
function valuesFor(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const el of elements) {
    if (el.type === 1) values[el.value] = 'X';
    if (el.type === 2) values[el.value] = 1234.5;
    if (el.type === 3 || el.type === 4) values[el.value] = new Date(Date.UTC(2026, 10, 23));
    if (el.type === 5)
      for (const option of Object.values(el.options)) valuesFor(option.value, values);
    if (el.type === 5) values[el.value] = Object.keys(el.options)[0];
    if (el.type === 6) {
      for (const option of Object.values(el.options)) valuesFor(option.value, values);
      values[el.value] = 2;
    }
    if (el.type === 8) {
      values[el.value] = (chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      valuesFor(el.children, values);
    }
  }
  return values;
}

describe('compiled catalogs', () => {
  it.each(files)(
    '$locale/$file: every compiled text formats as its source text',
    ({ locale, file }) => {
      const source = fs.readFileSync(path.join(MESSAGES, locale, file), 'utf8');
      const texts = asCatalog(JSON.parse(source));
      const compiled = asCatalog(JSON.parse(compile.call({ resourcePath: file }, source)));
      expect(Object.keys(compiled)).toEqual(Object.keys(texts));
      for (const [id, text] of Object.entries(texts)) {
        const ast = compiled[id];
        if (typeof text !== 'string' || !Array.isArray(ast)) throw new Error(`${id}: not compiled`);
        const values = valuesFor(ast);
        for (const count of [0, 1, 2]) {
          const sample = Object.fromEntries(
            Object.entries(values).map(([k, v]) => [k, v === 2 ? count : v]),
          );
          expect(new IntlMessageFormat(ast, locale).format(sample)).toEqual(
            new IntlMessageFormat(text, locale).format(sample),
          );
        }
      }
    },
  );

  it('refuses a text that is not a valid ICU message, naming it', () => {
    expect(() =>
      compile.call({ resourcePath: 'x.json' }, JSON.stringify({ 'a.b': 'Hola {nombre' })),
    ).toThrow('"a.b" is not a valid ICU message');
    expect(() => compile.call({ resourcePath: 'x.json' }, JSON.stringify({ 'a.b': 3 }))).toThrow(
      '"a.b" is not a text',
    );
  });

  it('reads a compiled text with no placeholders as plain text (the api failure messages)', () => {
    const compiled = asCatalog(
      JSON.parse(compile.call({ resourcePath: 'x' }, JSON.stringify({ n: 'Sin conexión' }))),
    );
    expect(plainText(compiled, 'n')).toBe('Sin conexión');
    expect(plainText({ n: 'Sin conexión' }, 'n')).toBe('Sin conexión');
    expect(plainText(compiled, 'missing')).toBe('missing');
  });

  it('takes only a whole catalog of texts or of compiled texts', () => {
    expect(asCatalog({ a: 'x', b: [{ type: 0, value: 'y' }] })).toEqual({});
    expect(asCatalog({ a: 3 })).toEqual({});
    expect(asCatalog(null)).toEqual({});
    expect(asCatalog({ a: [{ type: 0, value: 'y' }] })).toEqual({ a: [{ type: 0, value: 'y' }] });
  });
});
