/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { object } from 'yup';
import Ajv2020 from 'ajv/dist/2020';
import { parseArgs } from '../../scripts/contract';
import { CALLS } from '../../scripts/contract/calls';
import { dataSchemaOf, ENDPOINTS, isReadOnly } from '../../scripts/contract/document';
import {
  CONTRACT_FILE,
  generateContract,
  printJson,
  readContractFile,
  WRITE_COMMAND,
} from '../../scripts/contract/generate';
import {
  readDescription,
  toJsonSchema,
  unmarkedLeaves,
  type JsonSchema,
} from '../../scripts/contract/jsonSchema';
import { recordCalls } from '../../scripts/contract/record';
import { READ_ONLY_ENDPOINTS, type EndpointKey } from '../../src/platform/api/endpoints';
import {
  amount,
  anyData,
  flagNumber,
  list,
  oneOfNumbers,
  requiredText,
  text,
} from '../../src/platform/api/schema';

const root = path.resolve(__dirname, '../..');

describe('docs/api-contract.json', () => {
  it('is what the code generates (else run the write command and commit the file)', async () => {
    const generated = await generateContract();
    if (readContractFile() !== generated) {
      throw new Error(
        `${path.relative(root, CONTRACT_FILE)} differs from the code's schemas and Api functions: ` +
          `run \`${WRITE_COMMAND}\` and commit it`,
      );
    }
  });

  it('has one operation per endpoint of the table, each data schema a valid JSON Schema 2020-12', async () => {
    const raw: unknown = JSON.parse(readContractFile());
    const paths = typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'paths') : undefined;
    expect(Object.keys(paths ?? {})).toHaveLength(Object.keys(ENDPOINTS).length);
    const ajv = new Ajv2020({ strict: false });
    for (const call of await recordCalls()) {
      expect(() => ajv.compile(dataSchemaOf(call))).not.toThrow();
    }
  });

  it('is printed as Prettier prints JSON', () => {
    expect(() =>
      execFileSync(
        process.execPath,
        [require.resolve('prettier/bin/prettier.cjs'), '--check', CONTRACT_FILE],
        { cwd: root, stdio: 'pipe' },
      ),
    ).not.toThrow();
    expect(printJson({ a: [1, 'b'], b: {}, c: [] })).toBe(
      '{\n  "a": [1, "b"],\n  "b": {},\n  "c": []\n}\n',
    );
    const long = Array.from({ length: 12 }, (_, i) => `value-${i}`);
    expect(printJson({ k: long }).split('\n')).toHaveLength(long.length + 5);
  });
});

describe('the recorded calls', () => {
  it('cover every endpoint the api client calls, one call each (get-captcha is an image src)', async () => {
    const calls = await recordCalls();
    const keys = calls.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const notCalled = Object.keys(ENDPOINTS).filter((k) => !keys.some((key) => key === k));
    expect(notCalled).toEqual(['getCaptcha']);
    expect(Object.keys(CALLS)).toEqual(keys);
  });

  it('mark every field of every response schema decision or display (.meta)', async () => {
    const unmarked = (await recordCalls()).flatMap((c) =>
      unmarkedLeaves(readDescription(c.description), c.key),
    );
    expect(unmarked).toEqual([]);
  });

  it('never mark read-only a call that carries an Idempotency-Key (it moves money or data)', async () => {
    const calls = await recordCalls();
    const moving = calls.filter((c) => c.idempotent).map((c) => c.key);
    expect(moving.filter((k) => isReadOnly(k))).toEqual([]);
    const expected: EndpointKey[] = [
      'problemInit',
      'problemList',
      'problemDetail',
      'getWhatsapp',
      'cardInit',
      'contractDetail',
      'repaymentWay',
      'channelTemplate',
      'getSid',
      'loanPlayDetail',
      'loanPlayDelayDetail',
      'loanDetailConfirm',
      'loanDetails',
    ];
    expect([...READ_ONLY_ENDPOINTS].sort()).toEqual(expected.sort());
  });

  it('record the fields each Api function sends', async () => {
    const calls = await recordCalls();
    const fields = (key: EndpointKey) => calls.find((c) => c.key === key)?.fields;
    expect(fields('loanDetailPush')).toEqual({
      amount: 'string',
      periods: 'string',
      termUnit: 'string',
      productId: 'string',
    });
    expect(fields('uploadProblemImg')).toEqual({ problemImage: 'file' });
    expect(fields('getSid')).toEqual({});
  });
});

describe('yup description to JSON Schema', () => {
  const convert = (schema: { describe: () => unknown }): JsonSchema =>
    toJsonSchema(readDescription(schema.describe()));

  it('requires decisions without a default and marks each field', () => {
    const schema = object({
      id: requiredText(),
      name: text(),
      sum: amount(),
      isDelay: flagNumber(),
      needValid: oneOfNumbers([0, 1] as const),
      rows: list(object({ text: text() })),
      inside: anyData,
      child: object({ x: text() }).nullable().default(null),
    });
    const out = convert(schema);
    expect(out.required).toEqual(['id', 'sum', 'needValid']);
    const props = out.properties;
    expect(props).toMatchObject({
      id: { 'x-decision': true, minLength: 1 },
      name: { 'x-decision': false },
      sum: { 'x-decision': true, pattern: expect.any(String) },
      isDelay: { 'x-decision': true },
      needValid: { enum: [0, 1, '0', '1'] },
      rows: { type: 'array', items: { type: 'object', properties: { text: {} } } },
      inside: { 'x-decision': false },
      child: { type: ['object', 'null'] },
    });
  });

  it("adds the fields an object's own test requires (.meta({ required })) and names its rules", () => {
    const schema = object({ banks: list(object({ id: requiredText() })), name: text() })
      .test('needed-lists', 'banks missing', () => true)
      .meta({ required: ['banks'] });
    expect(convert(schema)).toMatchObject({ required: ['banks'], 'x-rules': ['needed-lists'] });
  });

  it('lists a field without a mark', () => {
    const d = readDescription(
      object({ plain: object({ n: text(), raw: text().meta({}) }) }).describe(),
    );
    expect(unmarkedLeaves(d)).toEqual([]);
    expect(unmarkedLeaves(readDescription({ type: 'string', optional: false }))).toEqual(['data']);
  });
});

describe('npm run contract arguments', () => {
  it('reads target, session, only and params', () => {
    expect(
      parseArgs([
        '--target',
        'https://api.example',
        '--session',
        'deviceId=d&userId=u&sessionId=s',
        '--only',
        'loanDetails, getSid',
        '--param',
        'orderId=77',
      ]),
    ).toEqual({
      write: false,
      target: 'https://api.example',
      session: { deviceId: 'd', userId: 'u', sessionId: 's' },
      only: ['loanDetails', 'getSid'],
      samples: { orderId: '77' },
    });
    expect(() => parseArgs(['--target', 'api.example'])).toThrow(/origin/);
    expect(() => parseArgs(['--param', 'amount=1'])).toThrow(/--param takes/);
    expect(() => parseArgs(['--bogus'])).toThrow(/unknown/);
    expect(() => parseArgs(['--timeout', 'soon'])).toThrow(/milliseconds/);
    expect(parseArgs(['--timeout', '5000']).timeoutMs).toBe(5000);
  });
});
