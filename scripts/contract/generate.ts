/**
 * The contract file's text, generated from the code: the recorded calls, the response schemas and the
 * endpoint table (document.ts), printed as Prettier prints JSON (printWidth 100: objects one key a line, a
 * list of plain values on one line when it fits), so `npx prettier --check` passes on the written file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildContract } from './document';
import type { Json } from './jsonSchema';
import { recordCalls } from './record';

export const CONTRACT_FILE = path.resolve(__dirname, '../../docs/api-contract.json');
export const WRITE_COMMAND = 'npm run contract:write';

const WIDTH = 100;

function print(value: Json, indent: string, lead: number, tail: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every((v) => v === null || typeof v !== 'object');
    const oneLine = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    if (flat && lead + oneLine.length + tail <= WIDTH) return oneLine;
    const items = value.map((v, i) => {
      const comma = i < value.length - 1 ? 1 : 0;
      return `${inner}${print(v, inner, inner.length, comma)}`;
    });
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, v], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    const comma = i < entries.length - 1 ? 1 : 0;
    return `${head}${print(v, inner, head.length, comma)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** JSON text as Prettier writes it, with a final newline. */
export const printJson = (value: Json): string => `${print(value, '', 0, 0)}\n`;

function packageVersion(): string {
  const raw: unknown = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'),
  );
  const version = typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'version') : undefined;
  return typeof version === 'string' ? version : '0.0.0';
}

/** The contract as the code defines it now. */
export async function generateContract(): Promise<string> {
  return printJson(buildContract(await recordCalls(), packageVersion()));
}

/** The checked-in file's text ('' when there is none). */
export function readContractFile(file = CONTRACT_FILE): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
