import * as matchers from 'redux-saga-test-plan/matchers';
import { changeLanguage } from '../../src/features/legalDocs/legalDocsSaga';
import { legalDocsActions } from '../../src/features/legalDocs/legalDocsSlice';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import { SESSION_STORAGE_KEY } from '../../src/platform/session/session';
import { uiSaga } from '../../src/shell/uiSaga';
import {
  eventLocale,
  onLanguageChanged,
  pageLocation,
  type PageLocation,
} from '../../src/shell/uiSagaLanguage';
import { fakeContext, type FakeContext } from '../support/fakeContext';
import { expectSagaWith, settle, sagaHarness } from '../support/sagaHarness';

const changed = (payload: unknown) => bridgeEventReceived('languageChanged', payload);
const at = (pathname: string, search = ''): PageLocation => ({ pathname, search });
const stored = (context: FakeContext) =>
  JSON.parse(context.storage.get(SESSION_STORAGE_KEY) ?? 'null') as unknown;

/** Runs the reaction with the page at `location` (the browser's location in the app). */
function react(context: FakeContext, payload: unknown, location: PageLocation | null) {
  return expectSagaWith(
    onLanguageChanged,
    { context, providers: [[matchers.call.fn(pageLocation), location]] },
    changed(payload),
  ).run();
}

describe('languageChanged payload', () => {
  it.each([
    [{ locale: 'es-MX' }, 'es-MX'],
    [{ locale: 'en' }, 'en'],
    [{ locale: 'zh-CN' }, 'zh-CN'],
    [{ locale: 'es' }, 'es-MX'],
    [{ locale: 'zh' }, 'zh-CN'],
    [{ locale: ' en ' }, 'en'],
    [{ locale: 'en', other: 1 }, 'en'],
  ])('%j names %s', (payload, locale) => {
    expect(eventLocale(payload)).toBe(locale);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['a bare string', 'en'],
    ['a number', 1],
    ['a list', ['en']],
    ['no locale', { lang: 'en' }],
    ['a number locale', { locale: 1 }],
    ['a null locale', { locale: null }],
    ['an object locale', { locale: { toString: () => 'en' } }],
    ['an empty locale', { locale: '  ' }],
    ['an unknown language', { locale: 'fr' }],
    ['another case', { locale: 'EN' }],
    ['a languageType flag', { locale: '1' }],
    ['a prototype key', { locale: '__proto__' }],
    ['a prototype method', { locale: 'toString' }],
    ['a huge text', { locale: 'en'.repeat(50_000) }],
  ])('%s is ignored', (_name, payload) => {
    expect(eventLocale(payload)).toBeNull();
  });
});

describe('languageChanged: the page switches language as the settings choice does', () => {
  it('stores the language in the session, then reloads the page in place', async () => {
    const context = fakeContext({ inApp: true });
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1', languageType: '0' }));
    await react(context, { locale: 'en' }, at('/loan/details', '?productId=7&orderId=1174'));
    expect(stored(context)).toEqual({ userId: '1', languageType: '0', lang: 'en' });
    expect(context.navigator.visited).toEqual([
      {
        url: '/loan/details?productId=7&orderId=1174&userId=1&languageType=0&lang=en',
        replace: true,
      },
    ]);
  });

  it("carries the stored session in the address, with the new lang, in place of the address's", async () => {
    const context = fakeContext({ inApp: true });
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ deviceId: 'd1' }));
    await react(context, { locale: 'zh' }, at('/repayment', '?orderId=1&deviceId=old&lang=es-MX'));
    expect(context.navigator.visited).toEqual([
      { url: '/repayment?orderId=1&deviceId=d1&lang=zh-CN', replace: true },
    ]);
    expect(stored(context)).toEqual({ deviceId: 'd1', lang: 'zh-CN' });
  });

  it('writes the same session and reload as the settings page for the same choice', async () => {
    const fromEvent = fakeContext();
    const fromSettings = fakeContext();
    for (const c of [fromEvent, fromSettings]) {
      c.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1', languageType: '1' }));
    }
    const location = at('/settings', '?userId=1&languageType=1');
    await react(fromEvent, { locale: 'es-MX' }, location);
    await expectSagaWith(
      changeLanguage,
      { context: fromSettings },
      legalDocsActions.languageChosen({ locale: 'es-MX', location }),
    ).run();
    expect(fromEvent.navigator.visited).toEqual(fromSettings.navigator.visited);
    expect(stored(fromEvent)).toEqual(stored(fromSettings));
  });

  it.each([
    ['the stored lang', { lang: 'en' }, 'en'],
    ['languageType 1', { languageType: '1' }, 'en'],
    ['nothing stored (Spanish)', null, 'es-MX'],
    ['an alias of it', { lang: 'zh' }, 'zh'],
  ])('the language the page already runs in (%s) changes nothing', async (_n, session, locale) => {
    const context = fakeContext();
    if (session) context.storage.set(SESSION_STORAGE_KEY, JSON.stringify(session));
    const before = context.storage.get(SESSION_STORAGE_KEY);
    await react(context, { locale }, at('/loan/details', '?orderId=1'));
    expect(context.navigator.visited).toEqual([]);
    expect(context.storage.get(SESSION_STORAGE_KEY)).toBe(before);
  });

  it.each([null, 'en', { locale: 'fr' }, { locale: 2 }])(
    'an invalid payload (%j) changes nothing',
    async (payload) => {
      const context = fakeContext();
      await react(context, payload, at('/loan/details'));
      expect(context.navigator.visited).toEqual([]);
      expect(context.storage.get(SESSION_STORAGE_KEY)).toBeNull();
    },
  );

  it('without a page (a headless replay) nothing is stored or loaded', async () => {
    const context = fakeContext();
    await react(context, { locale: 'en' }, null);
    expect(context.navigator.visited).toEqual([]);
    expect(context.storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a location the navigator refuses is not loaded', async () => {
    const context = fakeContext();
    await react(context, { locale: 'en' }, at('//evil.example/x'));
    expect(context.navigator.visited).toEqual([]);
  });

  it("reads the page's own location", () => {
    window.history.replaceState(null, '', '/repayment/choose?orderId=9');
    expect(pageLocation()).toEqual(at('/repayment/choose', '?orderId=9'));
  });

  it('runs on every page: the ui saga reacts to the event from the bridge', async () => {
    window.history.replaceState(null, '', '/customer-service?from=menu');
    const context = fakeContext({ inApp: true });
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ deviceId: 'd1' }));
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(changed({ locale: 'fr' }));
    run.dispatch(changed({ locale: 'en' }));
    await settle();
    expect(context.navigator.visited).toEqual([
      { url: '/customer-service?from=menu&deviceId=d1&lang=en', replace: true },
    ]);
    expect(run.clock.now()).toBe(0);
    run.task.cancel();
  });
});
