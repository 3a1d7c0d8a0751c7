/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { LOCATE_TIMEOUT_MS } from '../../../src/config/constants';
import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import {
  BRIDGE_ACTIONS,
  DEFAULT_HANDLER_NAME,
  DEFAULT_HOST_NAME,
  DEFAULT_NAMESPACE,
  FIRE_AND_FORGET_ACTIONS,
  IOS_CALLBACK_NAME,
} from '../../../src/platform/bridge/bridge';
import { BRIDGE_POLL_MS } from '../../../src/platform/bridge/channel';
import { BRIDGE_EVENTS } from '../../../src/platform/bridge/events';
import { MAX_JSON_CHARS } from '../../../src/platform/bridge/json';
import { createBridge } from '../../../src/platform/bridge/bridge';
import { BRIDGE_TRANSPORTS } from '../../../src/platform/bridge/transports';

const guide = fs.readFileSync(path.resolve(__dirname, '../../../docs/EMBEDDING.md'), 'utf8');

/** The text of one section (from its heading to the next heading of the same or a higher level). */
function section(heading: string): string {
  const start = guide.indexOf(heading);
  expect(start).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)?.[0] ?? '##';
  const rest = guide.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

const codeBlocks = (lang: string) =>
  [...guide.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

const page = Object.keys(
  (() => {
    const win = { history: { length: 1 }, location: {} } as unknown as Window;
    createBridge({ win, debug: () => undefined });
    return (win as unknown as Record<string, object>)[DEFAULT_NAMESPACE];
  })(),
);

describe('docs/EMBEDDING.md matches the code', () => {
  it("names the page's namespace and exactly its methods", () => {
    expect(page.sort()).toEqual(['emit', 'ready', 'receive']);
    const used = new Set(
      [...guide.matchAll(new RegExp(`${DEFAULT_NAMESPACE}\\.(\\w+)`, 'g'))].map((m) => m[1]),
    );
    expect([...used].sort()).toEqual(['emit', 'ready', 'receive']);
  });

  it('names the transports, their default names and the legacy callback', () => {
    for (const transport of BRIDGE_TRANSPORTS) expect(guide).toContain(`'${transport}'`);
    expect(guide).toContain(`window.${DEFAULT_HOST_NAME}.postMessage`);
    expect(guide).toContain(`window.webkit.messageHandlers.${DEFAULT_HANDLER_NAME}.postMessage`);
    expect(guide).toContain('window.ReactNativeWebView.postMessage');
    expect(guide).toContain(`window.${IOS_CALLBACK_NAME}(callbackId, value)`);
  });

  it('lists every action in the table, and exactly the fire-and-forget ones as such', () => {
    const table = section(`## The ${BRIDGE_ACTIONS.length} actions`);
    for (const action of BRIDGE_ACTIONS) expect(table).toContain(`| \`${action}\``);
    const rows = table.split('\n').filter((row) => row.startsWith('| `'));
    expect(rows).toHaveLength(BRIDGE_ACTIONS.length);
    const fireAndForget = rows
      .filter((row) => row.includes('fire-and-forget'))
      .map((row) => /^\| `(\w+)`/.exec(row)?.[1]);
    expect(fireAndForget.sort()).toEqual([...FIRE_AND_FORGET_ACTIONS].sort());
    const prose = section('## Fire-and-forget actions');
    for (const action of BRIDGE_ACTIONS) {
      expect(prose.includes(`\`${action}\``)).toBe(true);
    }
  });

  it('lists every event', () => {
    const table = section('## Events');
    for (const event of BRIDGE_EVENTS) expect(table).toContain(`| \`${event}\``);
  });

  it('gives the time-outs, the poll and the size limit as the code has them', () => {
    const table = section('## Time-outs');
    const rows = table.split('\n').filter((row) => row.startsWith('| `'));
    expect(rows).toHaveLength(BRIDGE_ACTIONS.length);
    for (const action of BRIDGE_ACTIONS) {
      expect(table).toMatch(
        new RegExp(`\\| \`${action}\`\\s*\\| ${BRIDGE_TIMEOUTS[action]}\\s*\\|`),
      );
    }
    expect(guide).toContain(`**${BRIDGE_POLL_MS} ms** (\`BRIDGE_POLL_MS\``);
    expect(guide).toContain(`${LOCATE_TIMEOUT_MS / 1000} s at most`);
    expect(guide).toContain(`${MAX_JSON_CHARS / 1024} KB`);
  });

  it('each host snippet registers the default names, answers, calls ready and emits resume and back', () => {
    const kotlin = codeBlocks('kotlin')[0];
    const swift = codeBlocks('swift')[0];
    const rn = codeBlocks('tsx')[0];
    expect(kotlin).toContain(
      `addWebMessageListener(webView, "${DEFAULT_HOST_NAME}", setOf(ORIGIN))`,
    );
    expect(kotlin).toContain(`addJavascriptInterface(CuotaNative(), "${DEFAULT_HOST_NAME}")`);
    expect(kotlin).toContain('@JavascriptInterface\n        fun postMessage(message: String)');
    expect(swift).toContain(`contentWorld: .page, name: "${DEFAULT_HANDLER_NAME}"`);
    expect(rn).toContain('onMessage={onMessage}');
    for (const snippet of [kotlin, swift, rn]) {
      expect(snippet).toContain(`window.${DEFAULT_NAMESPACE} && window.${DEFAULT_NAMESPACE}.`);
      for (const call of ['receive(', 'emit(', '"ready()"', 'resume', 'unsupported', '"hello"']) {
        expect(snippet.replaceAll("'", '"')).toContain(call);
      }
      // Every action is handled by name; no name that is not an action.
      const named = new Set([...snippet.matchAll(/["'](\w+)["']\s*(?:->|,|:)/g)].map((m) => m[1]));
      for (const action of BRIDGE_ACTIONS) expect(named.has(action)).toBe(true);
    }
    expect(kotlin).toContain('emit("back")');
    expect(rn).toContain("emit('back')");
  });

  it('the configuration example has every bridge key', () => {
    const config = section('## Configuration');
    for (const key of [
      'transport',
      'namespace',
      'hostName',
      'handlerName',
      'methodNames',
      'timeouts',
    ]) {
      expect(config).toContain(`${key}:`);
    }
  });
});
