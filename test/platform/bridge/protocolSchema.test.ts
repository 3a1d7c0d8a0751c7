/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import ts from 'typescript';
import {
  differences,
  DTS_FILE,
  generateProtocolFiles,
  main,
  SCHEMA_FILE,
} from '../../../scripts/bridgeProtocol';
import { PAGE_KEYS } from '../../../src/config/paths';
import {
  AMOUNT_MAX_LENGTH,
  PAY_CODE_MAX_LENGTH,
} from '../../../src/features/repayment/repaymentSchema';
import { LOCALES } from '../../../src/i18n/locale';
import {
  BRIDGE_ACTIONS,
  BRIDGE_TIMEOUTS,
  FIRE_AND_FORGET_ACTIONS,
  type BridgeAction,
} from '../../../src/platform/bridge/actions';
import { BRIDGE_EVENTS } from '../../../src/platform/bridge/events';
import {
  FIRE_AND_FORGET_KEYWORD,
  messageDef,
  PROTOCOL_SCHEMA_ID,
  TIMEOUT_KEYWORD,
  type JsonObject,
  type JsonValue,
} from '../../../src/platform/bridge/protocolSchema';
import type { V1Transport } from '../../../src/platform/bridge/transports';
import type { Bridge } from '../../../src/platform/bridge/types';
import { eventLocale } from '../../../src/shell/uiSagaLanguage';
import { fakeWin, injectTransport, v1Setup } from './fakeHost';

const written = (file: string) => fs.readFileSync(file, 'utf8');
const schema = JSON.parse(written(SCHEMA_FILE)) as JsonObject;
const defs = schema.$defs as Record<string, JsonObject>;
const props = (def: string) => defs[def].properties as Record<string, JsonObject>;
const refName = (value: JsonValue) => String((value as JsonObject).$ref).replace('#/$defs/', '');
const variants = (def: string) => (defs[def].oneOf as JsonValue[]).map(refName);

// Strict (no unknown keyword, no type left implicit), except that openPage's per-page `then: { required }`
// names properties its parent schema defines (strictRequired wants them in the same object), and a
// param's `type` is a list (standard JSON Schema; ajv asks for allowUnionTypes).
const ajv = new Ajv2020({
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  allErrors: true,
});
ajv.addKeyword(FIRE_AND_FORGET_KEYWORD);
ajv.addKeyword(TIMEOUT_KEYWORD);
ajv.addSchema(schema);
/** Validates against one $def (or the whole document); returns ajv's errors as text ('' when valid). */
function check(value: unknown, def?: string): string {
  const validate = ajv.getSchema(def ? `${PROTOCOL_SCHEMA_ID}#/$defs/${def}` : PROTOCOL_SCHEMA_ID);
  if (!validate) throw new Error(`no schema ${def ?? 'root'}`);
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

describe('the published files are current', () => {
  it('docs/bridge-protocol.schema.json and .d.ts are what the code generates', () => {
    const generated = generateProtocolFiles();
    expect(written(SCHEMA_FILE)).toBe(generated.schema);
    expect(written(DTS_FILE)).toBe(generated.dts);
    expect(main([], () => undefined)).toBe(0);
  });

  it('the check names the first differing line and the $defs that changed', () => {
    const { schema: text } = generateProtocolFiles();
    const stale = text.replace('"LocateValue"', '"LocateValueOld"');
    const summary = differences(SCHEMA_FILE, text, stale).join('\n');
    expect(summary).toMatch(/bridge-protocol\.schema\.json differs from the code: 1 line\(s\)/);
    expect(summary).toContain('$defs new in the code: LocateValue');
    expect(summary).toContain('$defs no longer in the code: LocateValueOld');
    expect(differences(DTS_FILE, 'a\n', '')).toEqual([expect.stringContaining('is missing')]);
    expect(main(['--check'], () => undefined)).toBe(2);
  });
});

it('no app code imports the protocol data (it stays out of the browser bundle)', () => {
  const src = path.resolve(__dirname, '../../../src');
  const importers = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/protocolSchema(Parts)?\.ts$/.test(file))
    .filter((file) => written(path.join(src, file)).includes('protocolSchema'));
  expect(importers).toEqual([]);
});

describe('the schema names what the code has', () => {
  it('the actions, in order, their answer mode and default time-outs', () => {
    const messages = variants('PageMessage');
    expect(messages.map((m) => props(m).action.const)).toEqual(BRIDGE_ACTIONS);
    expect(defs.ActionName.enum).toEqual(BRIDGE_ACTIONS);
    expect(defs.FireAndForgetAction.enum).toEqual(FIRE_AND_FORGET_ACTIONS);
    expect(defs.AnsweredAction.enum).toEqual(
      BRIDGE_ACTIONS.filter((a) => !FIRE_AND_FORGET_ACTIONS.includes(a)),
    );
    const modes = messages.map((m) => defs[m][FIRE_AND_FORGET_KEYWORD]);
    expect(modes).toEqual(BRIDGE_ACTIONS.map((a) => FIRE_AND_FORGET_ACTIONS.includes(a)));
    const timeouts = Object.fromEntries(
      messages.map((m) => [props(m).action.const, defs[m][TIMEOUT_KEYWORD]]),
    );
    expect(timeouts).toEqual(BRIDGE_TIMEOUTS);
  });

  it('the events, in order', () => {
    expect(defs.EventName.enum).toEqual(BRIDGE_EVENTS);
    expect(variants('EventMessage').map((e) => props(e).event.const)).toEqual(BRIDGE_EVENTS);
  });

  it("the page keys, the amount's and payCode's bounds, the locales the page reads", () => {
    expect(defs.PageKey.enum).toEqual(PAGE_KEYS);
    const open = props('OpenPagePayload');
    expect(open.amount.maxLength).toBe(AMOUNT_MAX_LENGTH);
    expect(open.payCode.maxLength).toBe(PAY_CODE_MAX_LENGTH);
    const locales = props('LanguageChangedPayload').locale.enum as string[];
    expect(locales).toEqual(expect.arrayContaining(LOCALES));
    for (const locale of locales) expect(eventLocale({ locale })).not.toBeNull();
    expect(eventLocale({ locale: 'fr' })).toBeNull();
  });
});

const ORDER = { productId: '12', orderId: '1174' };
/** Every Bridge method, called with what the app's call sites pass (openPage: each page it opens). */
const CALLS: ((b: Bridge) => Promise<unknown>)[] = [
  (b) => b.hello(),
  (b) => b.openPage('loanDetail', ORDER),
  (b) => b.openPage('repay', ORDER),
  (b) => b.openPage('repayDelay', ORDER),
  (b) => b.openPage('repayChoose', { ...ORDER, amount: '150000', couponId: '' }),
  (b) =>
    b.openPage('paymentInstructions', {
      ...ORDER,
      amount: '150000',
      payCode: 'OXXO',
      requestType: 1,
    }),
  (b) =>
    b.openPage('paymentInstructions', { ...ORDER, amount: '2500.5', payCode: '7', requestType: 2 }),
  (b) => b.openPage('complaint', { orderId: '1174' }),
  (b) => b.openPage('complaint', {}),
  (b) => b.openPage('customerService', {}),
  (b) => b.openPage('privacyPolicy', {}),
  (b) => b.openPage('aboutUs', {}),
  (b) => b.openPage('order', {}),
  (b) => b.openPageVariant('repay', ORDER),
  (b) => b.closeWebView(),
  (b) => b.goProductPage({ productId: '12' }),
  (b) => b.goHome(),
  (b) => b.goMine(),
  (b) => b.goLogin(true),
  (b) => b.callTelephone('+52 55 1234-5678'),
  (b) => b.rateApp(),
  (b) => b.track('confirm', { productId: '12' }),
  (b) => b.startBankFlow({ orderId: '1174' }),
  (b) => b.endBankFlow({ orderId: '1174', cardId: '88' }),
  (b) => b.shareTape(JSON.stringify({ header: { version: 1 }, entries: [] })),
  (b) => b.locate(),
];

describe("the page's real messages validate", () => {
  it.each<V1Transport>(['react-native', 'webkit', 'android'])('%s', async (kind) => {
    const win = fakeWin();
    const post = injectTransport(win, kind);
    const { bridge, clock } = v1Setup(win);
    for (const run of CALLS) void run(bridge);
    await clock.advance(0);
    const texts = post.mock.calls.map(([text]) => text as string);
    const messages = texts.map((text) => JSON.parse(text) as { action: string });
    expect(new Set(messages.map((m) => m.action))).toEqual(new Set(BRIDGE_ACTIONS));
    for (const message of messages) {
      // Its own action's message first (a readable error), then the whole document.
      const own = check(message, messageDef(message.action as BridgeAction));
      expect([message.action, own, check(message)]).toEqual([message.action, '', '']);
    }
  });
});

// The answers and events of docs/EMBEDDING.md's examples and of the design (hello, the Android reply proxy).
describe("the guide's and the design's samples validate", () => {
  it.each<[string, unknown]>([
    ['Answer', { ok: true }],
    ['Answer', JSON.parse('{"ok":false,"error":"denied"}')],
    ['OpenPageAnswer', { ok: false, error: 'unsupported' }],
    ['GoLoginAnswer', { ok: false, error: 'cancelled' }],
    ['HelloAnswer', { ok: true, value: { actions: ['openPage', 'track', 'locate'] } }],
    ['HelloAnswer', { ok: true, value: { actions: [], protocol: 1 } }],
    ['LocateAnswer', { ok: true, value: { latitude: 19.4326, longitude: -99.1332, accuracy: 35 } }],
    ['AnswerMessage', { v: 1, id: 'lq3x8k2ab4c-7', result: { ok: true } }],
    ['EventMessage', { v: 1, event: 'resume', payload: null }],
    ['EventMessage', { v: 1, event: 'back' }],
    ['EventMessage', { v: 1, event: 'bankFlowEnded', payload: { cardId: '88' } }],
    ['EventMessage', { v: 1, event: 'languageChanged', payload: { locale: 'es-MX' } }],
    ['HostMessage', { v: 1, event: 'exportTape', payload: null }],
  ])('%s %j', (def, sample) => {
    expect(check(sample, def)).toBe('');
    if (def.endsWith('Message')) expect(check(sample)).toBe('');
  });

  it.each<[string, unknown]>([
    ['PageMessage', { v: 1, id: 'a', action: 'callTelephone', payload: { phone: 525512345678 } }],
    [
      'PageMessage',
      { v: 1, id: 'a', action: 'openPage', payload: { page: 'repay', amount: 1500 } },
    ],
    ['PageMessage', { v: 1, id: 'a', action: 'openPage', payload: { page: 'nowhere' } }],
    ['PageMessage', { v: 1, id: 'a', action: 'openPage', payload: { page: 'repay' } }],
    ['PageMessage', { v: 1, id: 'a', action: 'goHome', payload: {}, extra: 1 }],
    ['PageMessage', { v: 1, id: 'a', action: 'flyAway', payload: {} }],
    ['PageMessage', { v: 2, id: 'a', action: 'goHome', payload: {} }],
    ['PageMessage', { v: 1, id: 'a', action: 'track', payload: { point: 'confirm' } }],
    ['LocateAnswer', { ok: true, value: { latitude: 91, longitude: 0, accuracy: 5 } }],
    ['LocateAnswer', { ok: true }],
    ['HelloAnswer', { ok: true, value: { actions: 'openPage' } }],
    ['Answer', { ok: 'yes' }],
    ['Answer', { ok: false }],
    ['EventMessage', { v: 1, event: 'languageChanged', payload: { locale: 'fr' } }],
    ['EventMessage', { v: 1, event: 'languageChanged' }],
    ['EventMessage', { v: 1, event: 'shake', payload: null }],
  ])('rejects %s %j', (def, sample) => {
    expect(check(sample, def)).not.toBe('');
    expect(check(sample)).not.toBe('');
  });
});

/** Type-checks a snippet next to docs/bridge-protocol.d.ts; returns the diagnostics as text. */
function typeCheck(snippet: string): string[] {
  const file = path.join(path.dirname(DTS_FILE), '__protocol_check__.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2020.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile } = host;
  host.getSourceFile = (name, version, ...rest) =>
    name === file
      ? ts.createSourceFile(name, snippet, version)
      : getSourceFile(name, version, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const SNIPPET = `
import type {
  ActionName, AnsweredAction, DefaultTimeouts, EventPayloads, FireAndForgetAction, HostAnswer,
  HostMessage, PageMessage, PageMessageFor,
} from './bridge-protocol';

export function answer(message: PageMessage): HostAnswer | undefined {
  switch (message.action) {
    case 'openPage': {
      const amount: string | undefined = message.payload.amount;
      return amount === undefined ? { ok: false, error: 'unsupported' } : { ok: true };
    }
    case 'locate':
      return { ok: true, value: { latitude: 19.43, longitude: -99.13, accuracy: 35 } };
    case 'hello':
      return { ok: true, value: { actions: message.payload.actions.filter((a) => a !== 'locate') } };
    default:
      return undefined;
  }
}
export const dial = (m: PageMessageFor<'callTelephone'>): string => m.payload.phone;
export const track: PageMessage = { v: 1, id: 'a', action: 'track', payload: { point: 'confirm', productId: '3' } };
export const event: HostMessage = { v: 1, event: 'languageChanged', payload: { locale: 'en' } };
export const locale: EventPayloads['languageChanged']['locale'] = 'zh-CN';
export const wait: DefaultTimeouts['locate'] = ${BRIDGE_TIMEOUTS.locate};
export const names: [ActionName, FireAndForgetAction, AnsweredAction] = ['hello', 'track', 'locate'];
// @ts-expect-error: phone is a string
export const bad: PageMessage = { v: 1, id: 'b', action: 'callTelephone', payload: { phone: 5255 } };
// @ts-expect-error: a position has latitude, longitude and accuracy
export const where: HostAnswer<'locate'> = { ok: true, value: { lat: 1 } };
// @ts-expect-error: languageChanged needs its payload
export const mute: HostMessage = { v: 1, event: 'languageChanged' };
`;

describe('docs/bridge-protocol.d.ts', () => {
  it('compiles, types a good message and refuses a bad one', () => {
    expect(typeCheck(SNIPPET)).toEqual([]);
  });

  it('the check fails when a bad message is not marked', () => {
    const unmarked = SNIPPET.replace('// @ts-expect-error: phone is a string', '');
    expect(typeCheck(unmarked).join('\n')).toMatch(
      /Type 'number' is not assignable to type 'string'/,
    );
  });
});
