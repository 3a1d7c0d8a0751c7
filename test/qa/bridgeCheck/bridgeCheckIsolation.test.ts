import {
  FOREIGN_STAY_MS,
  foreignCheck,
  PROBE_WAIT_MS,
  probe,
} from '../../../src/qa/bridgeCheck/bridgeCheckIsolation';
import { bridgeCheckActions as actions } from '../../../src/qa/bridgeCheck/bridgeCheckSlice';
import type { BridgeResult } from '../../../src/platform/bridge/types';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { contextWith, fakeEnv } from './fakeEnv';

describe('the probe in the child frame', () => {
  async function probed(
    objects: string[],
    hello: (sleep: (ms: number) => Promise<void>) => Promise<BridgeResult>,
  ) {
    const fake = fakeEnv({ objects });
    const context = contextWith(fake.env);
    context.bridge.hello.mockImplementation(() => hello((ms) => context.clock.sleep(ms)));
    const run = sagaHarness(probe, { context }, actions.probeOpened({ nonce: 'n-1' }));
    await settle();
    return { ...run, fake };
  }

  it('reports an answer to its hello (the host talked to a frame): a failure for the page', async () => {
    const { fake, state } = await probed(['CuotaNative'], () =>
      Promise.resolve({ ok: true, handledBy: 'app', value: { actions: [] } }),
    );
    expect(fake.posted).toEqual([
      { nonce: 'n-1', found: ['CuotaNative'], answered: true, detail: 'ok=true handledBy=app' },
    ]);
    expect(state().bridgeCheck.probe).toBe('done');
  });

  it('counts an unsupported from the host as an answer too', async () => {
    const { fake } = await probed(['ReactNativeWebView'], () =>
      Promise.resolve({ ok: false, handledBy: 'none', error: 'unavailable' }),
    );
    expect(fake.posted[0]).toMatchObject({ answered: true });
  });

  it('reports no answer after 2 s when the host objects are there but stay silent', async () => {
    const { fake, clock } = await probed(['webkit.messageHandlers.cuota'], (sleep) =>
      sleep(5000).then(() => ({ ok: false, handledBy: 'app', error: 'timeout' })),
    );
    expect(fake.posted).toEqual([]);
    await clock.advance(PROBE_WAIT_MS);
    expect(fake.posted).toEqual([
      { nonce: 'n-1', found: ['webkit.messageHandlers.cuota'], answered: false, detail: null },
    ]);
  });

  it('without host objects nothing can answer: the page’s own fallback is no answer', async () => {
    const { fake } = await probed([], () =>
      Promise.resolve({ ok: false, handledBy: 'none', error: 'unavailable' }),
    );
    expect(fake.posted[0]).toMatchObject({ found: [], answered: false });
  });
});

describe('the foreign page check', () => {
  async function tapped() {
    const fake = fakeEnv();
    const context = contextWith(fake.env);
    const run = sagaHarness(foreignCheck, { context });
    run.dispatch(actions.pageOpened());
    run.dispatch(actions.foreignOpened());
    await settle();
    return { ...run, fake, foreign: () => run.state().bridgeCheck.foreign };
  }

  it('fails when the page goes (the foreign page loaded in the web view)', async () => {
    const { fake, foreign } = await tapped();
    fake.emit('pagehide');
    await settle();
    expect(foreign()).toEqual({ status: 'done', verdict: 'fail', outcome: 'left' });
  });

  it('passes when the page was hidden (the system browser) and is visible again', async () => {
    const { fake, foreign, clock } = await tapped();
    fake.emit('hidden');
    await clock.advance(60_000);
    expect(foreign().status).toBe('waiting');
    fake.emit('visible');
    await settle();
    expect(foreign()).toEqual({ status: 'done', verdict: 'pass', outcome: 'returned' });
  });

  it('passes when the page is still here, never hidden, 3 s after the tap', async () => {
    const { foreign, clock } = await tapped();
    await clock.advance(FOREIGN_STAY_MS - 1);
    expect(foreign().status).toBe('waiting');
    await clock.advance(1);
    expect(foreign()).toEqual({ status: 'done', verdict: 'pass', outcome: 'stayed' });
  });
});
