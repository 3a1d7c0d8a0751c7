import { smokeSuite } from './support/journeys';
import { startProxy } from './support/proxy';
import { WebKitPage } from './support/webkit';

/**
 * The smoke journeys in WebKit (WebKitGTK through WebKitWebDriver on an Xvfb display). Run by
 * scripts/engines.js, which installs the engine when missing and starts this engine's demo server.
 */
jest.setTimeout(90_000);

const server = process.env.ENGINES_WEBKIT_URL ?? 'http://127.0.0.1:8080';

smokeSuite('WebKit', server, async () => {
  // Every page through a proxy that puts the error hook first in its head (WebDriver has no log).
  const proxy = await startProxy(server, { hook: true });
  const page = await WebKitPage.open({
    driver: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    display: process.env.ENGINES_DISPLAY ?? process.env.DISPLAY ?? ':99',
    proxy,
    // The es-MX locale (scripts/lib.js webkitLocaleEnv): WebKitGTK's language follows the C library's.
    env: JSON.parse(process.env.ENGINES_WEBKIT_ENV ?? '{}') as Record<string, string>,
  });
  return {
    page,
    base: proxy.url,
    async slowOrigin() {
      const slow = await startProxy(server, { hook: true, holdScripts: true });
      page.watch(slow);
      return slow;
    },
    async close() {
      await page.close();
      await proxy.close();
    },
  };
});
