import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { EnginePage, locate, sleep, type Query } from './engine';
import type { EngineProxy, HookReport } from './proxy';

/**
 * WebKit through Debian's WebKitWebDriver (WebKitGTK, the engine of Safari and WKWebView), driving its
 * MiniBrowser on the X display scripts/engines.js starts. Classic W3C WebDriver over HTTP only (it
 * refuses BiDi), spoken here with fetch: the dozen endpoints this suite needs are smaller than any
 * client library. Page errors come from the proxy's hook (test/engines/support/proxy.ts).
 */

/** The W3C element reference key. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT]: string };

const isElement = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && ELEMENT in value;

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** POST/GET/DELETE one W3C endpoint; its `value`, or a WebDriverError. */
async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok) {
    const { error = `HTTP ${res.status}`, message = '' } = answer.value ?? {};
    throw new WebDriverError(error, `WebKitWebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return answer.value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface WebKitOptions {
  /** WebKitWebDriver's path (scripts/lib.js ensureWebKit). */
  driver: string;
  /** The X display (Xvfb) MiniBrowser draws on. */
  display: string;
  /** The proxy in front of the demo server, with its error hook on: page errors (`watch` adds more). */
  proxy: EngineProxy;
  /** More environment for the driver and its browser (the es-MX locale: LOCPATH, LC_ALL). */
  env?: Record<string, string>;
}

export class WebKitPage extends EnginePage<ElementRef> {
  readonly engine = 'webkit';
  private readonly seen = new Set<string>();
  private readonly proxies: EngineProxy[];

  private constructor(
    private readonly base: string,
    private readonly session: string,
    private readonly driver: ChildProcess,
    proxy: EngineProxy,
  ) {
    super();
    this.proxies = [proxy];
  }

  /** Takes the error reports of pages opened through another proxy (with its hook on) too. */
  watch(proxy: EngineProxy): void {
    this.proxies.push(proxy);
  }

  /** Starts WebKitWebDriver and a MiniBrowser session at the narrowest window WebKitGTK allows. */
  static async open({ driver, display, proxy, env = {} }: WebKitOptions): Promise<WebKitPage> {
    const port = await freePort();
    const child = spawn(driver, [`--port=${port}`], {
      env: { ...process.env, ...env, DISPLAY: display },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`WebKitWebDriver exited with ${child.exitCode}: ${stderr}`);
      try {
        if ((await command<{ ready: boolean }>(base, 'GET', '/status')).ready) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`WebKitWebDriver did not answer on ${base} within 15 s: ${stderr}`);
      }
      await sleep(100);
    }
    try {
      const { sessionId } = await command<{ sessionId: string }>(base, 'POST', '/session', {
        capabilities: {
          alwaysMatch: {
            // Navigation returns at the load event. ('eager' hangs the next command in WebKitGTK 2.50.)
            pageLoadStrategy: 'normal',
            'webkitgtk:browserOptions': { args: ['--automation'] },
          },
        },
      });
      const page = new WebKitPage(base, sessionId, child, proxy);
      // A phone's width: WebKitGTK's window does not go below about 447 px (the page then sees 447).
      await page.cmd('POST', '/window/rect', { width: 375, height: 812 });
      return page;
    } catch (error) {
      child.kill();
      throw error;
    }
  }

  private cmd<T>(method: string, path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, `/session/${this.session}${path}`, body);
  }

  async goto(url: string): Promise<void> {
    await this.cmd('POST', '/url', { url });
  }

  protected async navigateSoon(url: string): Promise<void> {
    await this.cmd('POST', '/execute/sync', {
      script: 'var u = arguments[0]; setTimeout(function () { location.href = u; }, 0);',
      args: [url],
    });
  }

  url(): Promise<string> {
    return this.cmd<string>('GET', '/url');
  }

  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.cmd<Awaited<R>>('POST', '/execute/sync', {
      script: `return (${fn.toString()}).apply(null, arguments);`,
      args,
    });
  }

  protected async locateHandle(q: Query, read: 'element' | 'tap'): Promise<ElementRef | null> {
    const found = await this.evaluate(locate, q, read);
    return isElement(found) ? found : null;
  }

  protected async clickHandle(handle: ElementRef): Promise<void> {
    await this.cmd('POST', `/element/${handle[ELEMENT]}/click`, {});
  }

  protected async fillHandle(handle: ElementRef, text: string): Promise<void> {
    // Focused with its text selected, the keys typed replace it (Backspace empties it).
    await this.cmd('POST', '/execute/sync', {
      script: 'var el = arguments[0]; el.focus(); if (el.select) el.select();',
      args: [handle],
    });
    await this.cmd('POST', `/element/${handle[ELEMENT]}/value`, { text: text || '\uE003' });
  }

  protected async setFilesHandle(handle: ElementRef, files: string[]): Promise<void> {
    await this.cmd('POST', `/element/${handle[ELEMENT]}/value`, { text: files.join('\n') });
  }

  protected async screenshotPng(): Promise<Buffer> {
    return Buffer.from(await this.cmd<string>('GET', '/screenshot'), 'base64');
  }

  /** The hook's reports: beaconed from pages already left, and the open page's own list. */
  async takeErrors(): Promise<string[]> {
    const current = await this.evaluate(
      () => (window as unknown as { __cuotaEngineErrors?: HookReport[] }).__cuotaEngineErrors ?? [],
    ).catch(() => [] as HookReport[]);
    const fresh: string[] = [];
    for (const report of [...this.proxies.flatMap((p) => p.reports), ...current]) {
      if (this.seen.has(report.key)) continue;
      this.seen.add(report.key);
      fresh.push(`${report.page}: ${report.text}`);
    }
    return fresh;
  }

  async close(): Promise<void> {
    await command(this.base, 'DELETE', `/session/${this.session}`).catch(() => undefined);
    this.driver.kill('SIGTERM');
  }
}
