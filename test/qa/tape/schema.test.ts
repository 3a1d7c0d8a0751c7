/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import schema from '../../../src/qa/tape/tape.schema.json';
import { customerServiceActions } from '../../../src/features/customerService';
import type { Tape } from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { memoryStorage, ok } from '../../support/fakeContext';
import { settle, startRecording } from '../../support/tapes';
import { customerServiceVisit } from './tabSupport';

const validate = new Ajv2020({ allErrors: true }).compile(schema);
const replays = path.resolve(__dirname, '../../replays');

async function recordedTape(): Promise<Tape> {
  const { recorder, context, store } = startRecording();
  context.api.post.mockResolvedValue(ok({ phone: '5512345678', va: '', email: '' }));
  store.dispatch(customerServiceActions.pageOpened());
  store.dispatch(toastRequested({ text: 'x' }));
  await settle();
  await context.clock.advance(3000);
  recorder.noteRoute('/customer-service');
  return JSON.parse(recorder.exportJson()) as Tape;
}

describe('tape JSON Schema', () => {
  it('accepts a recorded tape with every kind of entry', async () => {
    const tape = await recordedTape();
    const ok = validate(tape);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    const kinds = new Set(tape.entries.map((e) => e.kind));
    for (const kind of [
      'action',
      'apiCall',
      'apiResult',
      'timerSet',
      'timerFired',
      'route',
      'checkpoint',
    ])
      expect(kinds).toContain(kind);
  });

  it('accepts a tape over several page loads: page entries and the header page', async () => {
    const tab = memoryStorage();
    (await customerServiceVisit(tab)).leave();
    const tape = (await customerServiceVisit(tab, '/about-us')).recorder.tape();
    expect(tape.entries.filter((e) => e.kind === 'page')).toHaveLength(2);
    expect(tape.header.page).toEqual({ index: 0, path: '/customer-service' });
    validate(tape);
    expect(validate.errors ?? []).toEqual([]);
    const [page] = tape.entries;
    expect(validate({ ...tape, entries: [{ ...page, path: 'no-slash' }] })).toBe(false);
    expect(validate({ ...tape, entries: [{ ...page, index: -1 }] })).toBe(false);
    expect(validate({ ...tape, header: { ...tape.header, page: { index: 0 } } })).toBe(false);
  });

  it('rejects a tape of another format or with an unknown entry', async () => {
    const tape = await recordedTape();
    expect(validate({ ...tape, header: { ...tape.header, format: 2 } })).toBe(false);
    expect(validate({ ...tape, entries: [{ seq: 1, at: 0, kind: 'teleport' }] })).toBe(false);
    expect(
      validate({
        ...tape,
        entries: [{ seq: 1, at: 0, kind: 'action', origin: 'robot', action: { type: 'x' } }],
      }),
    ).toBe(false);
  });

  it.each(fs.readdirSync(replays).filter((f) => f.endsWith('.tape.json')))(
    'test/replays/%s follows the schema',
    (name) => {
      const tape = JSON.parse(fs.readFileSync(path.join(replays, name), 'utf8')) as unknown;
      validate(tape);
      expect(validate.errors ?? []).toEqual([]);
    },
  );
});
