/** @jest-environment node */
import { customerServiceActions } from '../../../src/features/customerService';
import type { RecorderOptions, Tape, TapeEntry } from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { fakeContext, ok } from '../../support/fakeContext';
import { settle, startRecording } from '../../support/tapes';

const info = { phone: '5512345678', va: '55 1234 5678', email: 'ana@correo.mx' };

function recording(options: Partial<RecorderOptions> = {}) {
  let wall = 1_000;
  const started = startRecording({ build: 'b1', wallClock: () => (wall += 5), ...options });
  started.context.api.post.mockResolvedValue(ok(info));
  return started;
}

const of = <K extends TapeEntry['kind']>(tape: Tape, kind: K) =>
  tape.entries.filter((e): e is Extract<TapeEntry, { kind: K }> => e.kind === kind);

describe('QA tape recorder', () => {
  it('writes the versioned header', () => {
    const { tape } = recording();
    const { header } = tape();
    expect(header).toMatchObject({
      format: 1,
      build: 'b1',
      locale: 'es-MX',
      brand: 'Cuota',
      userAgent: 'jest',
      startedAt: 1_005,
      truncated: false,
      initialActions: 0,
    });
    expect(header.initialState).toHaveProperty('customerService.status', 'idle');
  });

  it('records actions with their origin, api calls with request and result, in order', async () => {
    const { recorder, store, tape } = recording();
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    store.dispatch(recorder.markOrigin(toastRequested({ text: 'sin red' }), 'api'));
    store.dispatch(recorder.markOrigin(customerServiceActions.retryRequested(), 'bridge'));
    await settle();
    const t = tape();
    const summary = t.entries
      .filter((e) => e.kind === 'action' || e.kind === 'apiCall' || e.kind === 'apiResult')
      .map((e) =>
        e.kind === 'action'
          ? `${e.origin}:${(e.action as { type: string }).type}`
          : `${e.kind}:${e.id}`,
      );
    expect(summary.slice(0, 4)).toEqual([
      'user:customerService/pageOpened',
      'apiCall:1',
      'apiResult:1',
      'saga:customerService/loadSucceeded',
    ]);
    expect(summary).toContain('api:ui/toastRequested');
    expect(summary).toContain('bridge:customerService/retryRequested');
    const call = of(t, 'apiCall')[0];
    expect(call).toMatchObject({ method: 'post', endpoint: 'getWhatsapp' });
    expect(call.args).toEqual([{ overall: 30 }, expect.any(Object)]);
    expect(t.entries.map((e) => e.seq)).toEqual(t.entries.map((_e, i) => i + 1));
  });

  it('redacts api results, actions and state but never action types', async () => {
    const { store, recorder } = recording();
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    store.dispatch(customerServiceActions.telephoneTapped({ telephone: '55 1234 5678' }));
    await settle();
    const text = recorder.exportJson();
    expect(text).not.toMatch(/5512345678|55 1234 5678|ana@correo\.mx/);
    expect(text).toContain('"type":"customerService/telephoneTapped"');
    expect(text).toContain('@example.invalid');
  });

  it('records clock readings, timers set and fired, and bridge calls', async () => {
    const { store, context, tape } = recording();
    context.bridge.isInApp.mockReturnValue(true);
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    store.dispatch(customerServiceActions.telephoneTapped({ telephone: '55 1234 5678' }));
    store.dispatch(toastRequested({ text: 'hola' }));
    await settle();
    await context.clock.advance(3000);
    await settle();
    const t = tape();
    const set = of(t, 'timerSet');
    const fired = of(t, 'timerFired');
    expect(set.length).toBeGreaterThan(0);
    expect(set[0].ms).toBe(3000);
    expect(fired.map((f) => f.id)).toContain(set[0].id);
    expect(of(t, 'bridgeCall').map((b) => b.method)).toContain('callTelephone');
    expect(of(t, 'bridgeResult').length).toBe(of(t, 'bridgeCall').length);
    expect(of(t, 'sync')).toContainEqual(
      expect.objectContaining({ target: 'bridge', method: 'isInApp', result: true }),
    );
  });

  it('takes a checkpoint after an outermost dispatch, with the action count, and keyframes', async () => {
    const { store, tape } = recording({ checkpointEvery: 2, keyframeEvery: 2 });
    for (let i = 0; i < 6; i += 1) store.dispatch(toastRequested({ text: `t${i}` }));
    await settle();
    const checkpoints = of(tape(), 'checkpoint');
    expect(checkpoints.length).toBeGreaterThanOrEqual(3);
    expect(checkpoints.every((c) => /^[0-9a-f]{16}$/.test(c.hash))).toBe(true);
    // Each names how many actions had been dispatched: strictly more at each one.
    const counts = checkpoints.filter((c) => !c.final).map((c) => c.actions);
    expect(counts[0]).toBeGreaterThanOrEqual(1);
    expect(counts).toEqual([...new Set(counts)].sort((a, b) => a - b));
    expect(checkpoints.filter((c) => c.state !== undefined && !c.final).length).toBeGreaterThan(0);
    const last = checkpoints[checkpoints.length - 1];
    expect(last.final).toBe(true);
    expect(last.state).toHaveProperty('ui');
  });

  it('keeps the tape under its byte cap, dropping the oldest entries up to a keyframe', () => {
    const { store, recorder, tape } = recording({
      maxBytes: 4_000,
      checkpointEvery: 5,
      keyframeEvery: 1,
    });
    for (let i = 0; i < 200; i += 1) store.dispatch(toastRequested({ text: `mensaje ${i}` }));
    expect(recorder.bytes()).toBeLessThanOrEqual(4_000);
    const t = tape();
    expect(t.header.truncated).toBe(true);
    expect(t.header.firstSeq).toBeGreaterThan(1);
    expect(t.entries[0].kind).toBe('checkpoint');
    expect(t.header.initialActions).toBeGreaterThan(0);
    expect(JSON.stringify(t)).toContain('mensaje 199');
    expect(JSON.stringify(t)).not.toContain('"mensaje 0"');
  });

  it('notes routes without session parameters and with PII redacted', () => {
    const { recorder, tape } = recording();
    recorder.noteRoute('/loan/details?orderId=1174&deviceId=dev-1&phone=5512345678', ['deviceId']);
    const [route] = of(tape(), 'route');
    expect(route.location).toMatch(/^\/loan\/details\?orderId=1174&phone=55\d{8}$/);
    expect(route.location).not.toContain('5512345678');
    expect(route.location).not.toContain('dev-1');
  });

  it('records clock readings as synchronous entries', async () => {
    const { recorder, tape } = recording();
    const context = fakeContext();
    await context.clock.advance(1234);
    expect(recorder.wrapContext(context).clock.now()).toBe(1234);
    expect(of(tape(), 'sync')).toContainEqual(
      expect.objectContaining({ target: 'clock', method: 'now', args: [], result: 1234 }),
    );
  });

  it('does not copy a shared tape into the tape', async () => {
    const { recorder, tape } = recording();
    const bridge = recorder.wrapContext(fakeContext()).bridge;
    await bridge.shareTape('{"header":{"secret":"x"}}');
    expect(of(tape(), 'bridgeCall')[0]).toMatchObject({ method: 'shareTape', args: [] });
  });

  // Its cost per action is a figure of the benchmark (`npm run bench:tape -- --check`, a step of npm test),
  // not of a unit test, which a loaded machine would fail.
  it('records every one of a long run of actions', () => {
    const { store, recorder } = recording();
    for (let i = 0; i < 2_000; i += 1) store.dispatch(toastRequested({ text: `t${i}` }));
    expect(recorder.entryCount()).toBeGreaterThan(2_000);
  });
});

describe('QA tape recorder and web storage', () => {
  it('redacts identifiers inside stored JSON text, and keeps it JSON', () => {
    const { recorder, tape } = recording();
    const context = fakeContext();
    context.storage.set(
      'session',
      JSON.stringify({ deviceId: 'dev-77', sessionId: 's-99', lang: 'es' }),
    );
    const storage = recorder.wrapContext(context).storage;
    expect(JSON.parse(storage.get('session') ?? '')).toMatchObject({ deviceId: 'dev-77' });
    storage.set('note', 'llame al 5512345678');
    const text = recorder.exportJson();
    expect(text).not.toMatch(/dev-77|s-99|5512345678/);
    const [get] = of(tape(), 'sync').filter((e) => e.target === 'storage' && e.method === 'get');
    expect(JSON.parse(get.result as string)).toMatchObject({
      lang: 'es',
      deviceId: expect.stringMatching(/^id-\d+$/),
    });
  });
});
