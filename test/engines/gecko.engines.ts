import { GeckoPage } from './support/gecko';
import { smokeSuite } from './support/journeys';
import { startProxy } from './support/proxy';

/**
 * The smoke journeys in Gecko (Firefox ESR over WebDriver BiDi). Run by scripts/engines.js, which
 * installs the engine when missing and starts this engine's demo server.
 */
jest.setTimeout(90_000);

const server = process.env.ENGINES_GECKO_URL ?? 'http://127.0.0.1:8080';

smokeSuite('Gecko', server, async () => {
  const page = await GeckoPage.open(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr');
  return {
    page,
    base: server,
    slowOrigin: () => startProxy(server, { holdScripts: true }),
    close: () => page.close(),
  };
});
