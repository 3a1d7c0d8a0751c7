// The bridge protocol, published: docs/bridge-protocol.schema.json (JSON Schema 2020-12) and
// docs/bridge-protocol.d.ts (TypeScript for a React Native host), both printed from
// src/platform/bridge/protocolSchema.ts.
//   npm run bridge:protocol:write     regenerate both files
//   npm run bridge:protocol           exit 1 (with a summary of the differences) when they are not current
import fs from 'node:fs';
import path from 'node:path';
import { BRIDGE_ACTIONS, BRIDGE_TIMEOUTS } from '../src/platform/bridge/actions';
import { BRIDGE_EVENTS } from '../src/platform/bridge/events';
import {
  ANSWERED_ACTIONS,
  answerDef,
  buildProtocolSchema,
  FIRE_AND_FORGET_KEYWORD,
  TIMEOUT_KEYWORD,
  type JsonObject,
  type JsonValue,
} from '../src/platform/bridge/protocolSchema';
import { ACTION_SPECS, EVENT_SPECS } from '../src/platform/bridge/protocolSchemaParts';

export const SCHEMA_FILE = path.resolve(__dirname, '../docs/bridge-protocol.schema.json');
export const DTS_FILE = path.resolve(__dirname, '../docs/bridge-protocol.d.ts');
export const WRITE_COMMAND = 'npm run bridge:protocol:write';
const WIDTH = 100;

/** JSON as Prettier prints it (printWidth 100): objects one key a line, short lists of values on one. */
function printJson(value: JsonValue, indent = '', lead = 0, tail = 0): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const items: [string, JsonValue][] = Array.isArray(value)
    ? value.map((v) => ['', v])
    : Object.entries(value).map(([k, v]) => [`${JSON.stringify(k)}: `, v]);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (items.length === 0) return `${open}${close}`;
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) {
    const oneLine = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    if (lead + oneLine.length + tail <= WIDTH) return oneLine;
  }
  const lines = items.map(([head, v], i) => {
    const comma = i < items.length - 1 ? 1 : 0;
    return `${inner}${head}${printJson(v, inner, inner.length + head.length, comma)}`;
  });
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const literal = (value: JsonValue): string =>
  typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : String(value);

/** Keywords that only check values further (or annotate): the TypeScript type leaves them out. */
const REFINEMENTS = ['description', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum'];
const KNOWN = new Set([
  ...REFINEMENTS,
  ...['uniqueItems', 'examples', 'allOf', FIRE_AND_FORGET_KEYWORD, TIMEOUT_KEYWORD],
  ...['$ref', 'const', 'enum', 'type', 'properties', 'required', 'additionalProperties', 'items'],
  'oneOf',
]);

/** The TypeScript type of a schema (the subset protocolSchema.ts uses; anything else throws). */
function tsType(schema: JsonValue | undefined): string {
  if (schema === true || schema === undefined) return 'unknown';
  if (!isObject(schema)) throw new Error(`d.ts: cannot type ${JSON.stringify(schema)}`);
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`d.ts: keyword ${unknown.join(', ')} not supported`);
  if (typeof schema.$ref === 'string') return schema.$ref.replace('#/$defs/', '');
  if (schema.const !== undefined) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  if (Array.isArray(schema.oneOf)) return schema.oneOf.map(tsType).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'unknown'];
  return types
    .map((type) => {
      if (type === 'array') {
        const item = tsType(schema.items);
        return item.includes(' ') ? `(${item})[]` : `${item}[]`;
      }
      if (type === 'object') throw new Error('d.ts: an object type needs a $defs entry of its own');
      return type === 'integer' ? 'number' : String(type);
    })
    .join(' | ');
}

/** A doc comment at this indent, on one line when it fits. */
function doc(text: JsonValue | undefined, indent = ''): string[] {
  if (typeof text !== 'string' || text === '') return [];
  const clean = text.replace(/\*\//g, '*\\/');
  if (indent.length + clean.length + 7 <= WIDTH) return [`${indent}/** ${clean} */`];
  const lines: string[] = [];
  let line = '';
  for (const word of clean.split(' ')) {
    if (line !== '' && indent.length + 3 + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return [`${indent}/**`, ...lines.map((l) => `${indent} * ${l}`), `${indent} */`];
}

/** `head type;` as Prettier breaks a long union: one member a line. */
function declaration(head: string, type: string, indent: string): string[] {
  const oneLine = `${indent}${head} ${type};`;
  const members = type.split(' | ');
  if (oneLine.length <= WIDTH || members.length < 2) return [oneLine];
  // A type alias's union goes on the next line when it fits there.
  const next = `${indent}  ${type};`;
  if (head.endsWith('=') && next.length <= WIDTH) return [`${indent}${head}`, next];
  return [
    `${indent}${head}`,
    ...members.map((m, i) => `${indent}  | ${m}${i === members.length - 1 ? ';' : ''}`),
  ];
}

function declare(name: string, schema: JsonObject): string[] {
  const lines = doc(schema.description);
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (schema.type !== 'object' || !properties) {
    return [...lines, ...declaration(`export type ${name} =`, tsType(schema), '')];
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  const members = Object.entries(properties).flatMap(([key, property]) => [
    ...doc(isObject(property) ? property.description : undefined, '  '),
    ...declaration(`${key}${required.includes(key) ? '' : '?'}:`, tsType(property), '  '),
  ]);
  const extra = schema.additionalProperties;
  if (isObject(extra)) {
    members.push(...doc(extra.description, '  '));
    members.push(...declaration('[param: string]:', `${tsType(extra)} | undefined`, '  '));
  }
  if (members.length === 0) return [...lines, `export type ${name} = Record<string, never>;`];
  return [...lines, `export interface ${name} {`, ...members, '}'];
}

const map = (description: string, head: string, entries: [string, string][]): string[] => [
  ...doc(description),
  `${head} {`,
  ...entries.map(([key, type]) => `  ${key}: ${type};`),
  '}',
];

/** The TypeScript definitions: every $def, then the per-action and per-event maps. */
export function printDefinitions(schema: JsonObject): string {
  const defs = isObject(schema.$defs) ? schema.$defs : {};
  const blocks: string[][] = [
    [
      `// Generated by \`${WRITE_COMMAND}\` from src/platform/bridge/protocolSchema.ts; do not edit.`,
      ...doc(
        'The Cuota web bridge protocol v1 (docs/EMBEDDING.md; the same as docs/bridge-protocol.schema.json), for a host written in TypeScript: `import type { PageMessage, HostAnswer, EventMessage } from "./bridge-protocol"`. Every message is JSON text on the wire.',
      ),
    ],
    ...Object.entries(defs).map(([name, def]) => declare(name, isObject(def) ? def : {})),
    map(
      "Each action's payload.",
      'export interface ActionPayloads',
      BRIDGE_ACTIONS.map((a) => [a, ACTION_SPECS[a].payload]),
    ),
    map(
      'The answer (`result`) each answered action takes.',
      'export interface HostAnswers',
      ANSWERED_ACTIONS.map((a) => [a, answerDef(a)]),
    ),
    [
      ...doc('The answer to one answered action: `HostAnswer<"locate">`.'),
      'export type HostAnswer<A extends AnsweredAction = AnsweredAction> = HostAnswers[A];',
    ],
    [
      ...doc('The message of one action: `PageMessageFor<"openPage">`.'),
      'export type PageMessageFor<A extends ActionName> = Extract<PageMessage, { action: A }>;',
    ],
    [
      ...doc("An answer message to one action (the Android reply proxy's JSON)."),
      'export interface AnswerMessageFor<A extends AnsweredAction> {',
      '  v: ProtocolVersion;',
      '  id: MessageId;',
      '  result: HostAnswer<A>;',
      '}',
    ],
    map(
      "Each event's payload.",
      'export interface EventPayloads',
      BRIDGE_EVENTS.map((e) => [e, EVENT_SPECS[e].payload]),
    ),
    map(
      "Milliseconds the page waits for each action's answer by default (fire-and-forget actions: in its queue for the transport); config.js `bridge.timeouts` may change them.",
      'export interface DefaultTimeouts',
      BRIDGE_ACTIONS.map((a) => [a, String(BRIDGE_TIMEOUTS[a])]),
    ),
  ];
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

/** Both files' text as the code defines them now. */
export function generateProtocolFiles(): { schema: string; dts: string } {
  const schema = buildProtocolSchema();
  return { schema: printJson(schema) + '\n', dts: printDefinitions(schema) };
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

const defNames = (text: string): string[] => {
  try {
    const parsed = JSON.parse(text) as JsonValue;
    return isObject(parsed) && isObject(parsed.$defs) ? Object.keys(parsed.$defs) : [];
  } catch {
    return [];
  }
};

/** What differs between the expected and the written text of one file ([] when they are the same). */
export function differences(file: string, expected: string, written: string): string[] {
  if (expected === written) return [];
  const relative = path.relative(process.cwd(), file);
  if (written === '') return [`${relative} is missing`];
  const want = expected.split('\n');
  const have = written.split('\n');
  const changed = [...Array(Math.max(want.length, have.length)).keys()].filter(
    (i) => want[i] !== have[i],
  );
  const first = changed[0];
  const cut = (line: string | undefined) =>
    line === undefined ? '(none)' : line.trim().slice(0, 110);
  const out = [
    `${relative} differs from the code: ${changed.length} line(s), the first at line ${first + 1}`,
    `  written:   ${cut(have[first])}`,
    `  generated: ${cut(want[first])}`,
  ];
  if (file === SCHEMA_FILE) {
    const was = defNames(written);
    const now = defNames(expected);
    const added = now.filter((n) => !was.includes(n));
    const removed = was.filter((n) => !now.includes(n));
    if (added.length > 0) out.push(`  $defs new in the code: ${added.join(', ')}`);
    if (removed.length > 0) out.push(`  $defs no longer in the code: ${removed.join(', ')}`);
  }
  return out;
}

/** Runs the command; returns the exit code. */
export function main(argv: string[], print: (line: string) => void): number {
  const write = argv.includes('--write');
  if (argv.some((arg) => arg !== '--write')) {
    print(`usage: ${WRITE_COMMAND}\n       npm run bridge:protocol`);
    return 2;
  }
  const { schema, dts } = generateProtocolFiles();
  const files: [string, string][] = [
    [SCHEMA_FILE, schema],
    [DTS_FILE, dts],
  ];
  if (write) {
    for (const [file, text] of files) {
      fs.writeFileSync(file, text);
      print(`wrote ${path.relative(process.cwd(), file)}`);
    }
    return 0;
  }
  const problems = files.flatMap(([file, text]) => differences(file, text, read(file)));
  if (problems.length === 0) {
    print('docs/bridge-protocol.schema.json and docs/bridge-protocol.d.ts are current');
    return 0;
  }
  print([...problems, `run \`${WRITE_COMMAND}\` and commit the files`].join('\n'));
  return 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2), (line) => console.log(line)));
