/** @jest-environment node */
import Ajv2020 from 'ajv/dist/2020';
import schema from '../../../src/qa/tape/tape.schema.json';
import { customerServiceActions } from '../../../src/features/customerService';
import { SPEC_BACKEND, type BackendCapabilities } from '../../../src/platform/api/backend';
import type { Tape } from '../../../src/qa/tape';
import { fakeContext, KEYED_BACKEND, ok, type FakeContext } from '../../support/fakeContext';
import { settle, startRecording } from '../../support/tapes';

/**
 * The tape's header names the backend the recording's config.js declared (issue 35): the flows after a
 * doubtful answer depend on it, so replay must run them against the same one.
 */

const validate = new Ajv2020({ allErrors: true }).compile(schema);

async function recordVisit(context: FakeContext): Promise<Tape> {
  const { recorder, store } = startRecording({}, context);
  context.api.post.mockResolvedValue(ok({ phone: '5512345678', va: '', email: '' }));
  store.dispatch(customerServiceActions.pageOpened());
  await settle();
  return JSON.parse(recorder.exportJson()) as Tape;
}

describe('QA tape recorder: the backend in the header', () => {
  it.each<[string, BackendCapabilities]>([
    ['honours keys', KEYED_BACKEND],
    ["the spec's", SPEC_BACKEND],
  ])(
    'a context whose backend %s: the header names it and the tape follows the schema',
    async (_, backend) => {
      const tape = await recordVisit(fakeContext({ backend }));
      expect(tape.header.backend).toEqual(backend);
      expect(tape.entries.some((e) => e.kind === 'apiCall')).toBe(true);
      validate(tape);
      expect(validate.errors ?? []).toEqual([]);
    },
  );

  it('a context without a backend: the header names none (replay then takes the older builds)', async () => {
    const context = fakeContext();
    delete context.backend;
    const tape = await recordVisit(context);
    expect(tape.header).not.toHaveProperty('backend');
    validate(tape);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('the header keeps the flag only, whatever else the context object carries', async () => {
    const backend = { idempotencyKeys: true, note: 'x' } as BackendCapabilities;
    const tape = await recordVisit(fakeContext({ backend }));
    expect(tape.header.backend).toEqual({ idempotencyKeys: true });
    expect(validate(tape)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a flag that is not a boolean', { idempotencyKeys: 'true' }],
    ['no flag', {}],
    ['an unknown key', { idempotencyKeys: true, other: 1 }],
    ['not an object', true],
  ])('the schema refuses a header backend with %s', async (_, backend) => {
    const tape = await recordVisit(fakeContext({ backend: KEYED_BACKEND }));
    expect(validate(tape)).toBe(true);
    expect(validate({ ...tape, header: { ...tape.header, backend } })).toBe(false);
  });
});
