import { createBridge } from '../../src/platform/bridge/bridge';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { bootEnvironment, type AppEnvironment } from '../../src/runtime/boot';
import { takeSession } from '../../src/platform/session/take';
import ComplaintFormPage from '../../src/features/complaints/components/ComplaintFormPage';
import { DRAFT_KEY } from '../../src/features/complaints/draft';
import { loadMessages } from '../../src/i18n/loadMessages';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import { storedSession } from '../../src/platform/session/session';
import { rawInit } from '../features/complaints/fixtures';
import { fakeServer, goodAnswers } from './fakeServer';
import { failOnConsoleErrors, mountPage } from './harness';

/**
 * Web storage that throws (issue 27): a sandboxed web view or a private mode refuses access to
 * sessionStorage and localStorage (their getter throws SecurityError), or a full disk refuses every
 * write (QuotaExceededError). The app boots with its real storage (src/platform/storage/storage.ts) all
 * the same: the session captured at boot, the complaint draft and the language choice live in memory for
 * the page's life, nothing throws, nothing is logged as an error.
 */

const formRoute = '/complainPageNext?problemType=2&problemSonType=&orderNo=ORD-1174';
const session = { deviceId: 'dev-1', sessionId: 's-1', userId: '1001' };
const form = { route: formRoute, page: <ComplaintFormPage /> };

/** Every refusal the web stores gave, so each case shows it really was refused. */
let refused: string[] = [];
const refuse = (name: string, message: string) => () => {
  refused.push(name);
  throw new DOMException(message, name);
};

const failures: [string, () => void][] = [
  [
    'both web stores refuse access (SecurityError)',
    () => {
      for (const kind of ['sessionStorage', 'localStorage'] as const) {
        jest
          .spyOn(window, kind, 'get')
          .mockImplementation(refuse('SecurityError', 'The operation is insecure.'));
      }
    },
  ],
  [
    'every write exceeds the quota (QuotaExceededError)',
    () => {
      jest
        .spyOn(Storage.prototype, 'setItem')
        .mockImplementation(refuse('QuotaExceededError', 'The quota has been exceeded.'));
    },
  ],
];

failOnConsoleErrors();

describe.each(failures)('%s', (_name, breakStorage) => {
  let env: AppEnvironment;
  beforeEach(async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    refused = [];
    breakStorage();
    window.history.replaceState(null, '', `${formRoute}&${new URLSearchParams(session)}`);
    env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('boot captures the session, and the page reads it back for its whole life', () => {
    expect(refused).not.toEqual([]);
    expect(env.session).toEqual(session);
    // What an in-page read gets (card repayment's alternative method takes the userId this way).
    expect(storedSession(env.context.storage)).toEqual(session);
  });

  it('the complaint form works, and its draft stays in memory while the page lives', async () => {
    const server = fakeServer(goodAnswers({ problemInit: rawInit() }));
    const first = mountPage(form, { server, context: { storage: env.context.storage } });
    await first.settled();
    const text = within(first.container).getByLabelText('Descripción');
    fireEvent.change(text, { target: { value: 'Me llaman a diario' } });
    await first.settled();
    expect(env.context.storage.get(DRAFT_KEY)).toContain('Me llaman a diario');
    first.store.stop();
    cleanup();

    // The form opened again on this page (back from the entry): from the draft, without asking.
    const again = mountPage(form, { server, context: { storage: env.context.storage } });
    await again.settled();
    expect(within(again.container).getByLabelText('Descripción')).toHaveValue('Me llaman a diario');
    expect(server.sent('problemInit')).toHaveLength(1);
    expect(again.container.querySelector('.load-failed, .error-screen')).toBeNull();
    again.store.stop();
  });

  it('the language choice is kept in memory and the page reloads in it', async () => {
    const server = fakeServer(goodAnswers({ problemInit: rawInit() }));
    const page = mountPage(form, { server, context: { storage: env.context.storage } });
    await page.settled();
    await act(async () => {
      page.store.dispatch(bridgeEventReceived('languageChanged', { locale: 'en' }));
      await Promise.resolve();
    });
    await page.settled();
    expect(storedSession(env.context.storage)).toEqual({ ...session, lang: 'en' });
    expect(page.navigator.visited).toHaveLength(1);
    const reload = new URL(page.navigator.visited[0]?.url ?? '', 'http://localhost');
    expect(reload.pathname).toBe('/complainPageNext');
    expect(reload.searchParams.get('lang')).toBe('en');
    page.store.stop();
  });
});
