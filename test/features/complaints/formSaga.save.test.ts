import { SUCCESS_MODAL_MS, SUBMIT_REARM_MS } from '../../../src/config/constants';
import { complaintsActions as actions } from '../../../src/features/complaints/complaintsSlice';
import { DRAFT_KEY, readDraft } from '../../../src/features/complaints/draft';
import type { ApiResult } from '../../../src/platform/api/types';
import { downscale } from '../../../src/platform/image/downscale';
import {
  KEYED_BACKEND,
  callsTo,
  failed,
  fakeContext,
  ok,
  optionsTo,
} from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { downscaled, draft, payments, photoFile } from './fixtures';
import { form, formOpened, visited, type Run } from './steps';

jest.mock('../../../src/platform/image/downscale', () => ({ downscale: jest.fn() }));

beforeEach(() => {
  jest.mocked(downscale).mockImplementation(downscaled);
});

const SAVED = ok({ problemId: 'c-77' });

/** 5 taps in 120 ms of virtual time, letting a fast answer arrive between two taps. */
async function burst(run: Run) {
  for (let i = 0; i < 5; i += 1) {
    run.dispatch(actions.saveRequested());
    await settle();
    await run.clock.advance(30);
  }
}

describe('complaint form: send', () => {
  const written = () =>
    draft({ text: '  Me llaman a diario  ', images: ['/uploads/a.jpg', '/uploads/b.jpg'] });

  it("empty text: 'Por favor, rellene sus comentarios y sugerencias' under the field, no request", async () => {
    const run = await formOpened({ draft: draft({ text: '   ' }) });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(form(run)).toMatchObject({ textError: 'complaints.textRequired', save: 'idle' });
    expect(callsTo(run.context, 'problemSave')).toEqual([]);
  });

  it('problem-save with the fields of the contract, idempotent, without the client failure toast', async () => {
    const run = await formOpened({ draft: written(), answers: { problemSave: SAVED } });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(callsTo(run.context, 'problemSave')).toEqual([
      {
        problemType: 1,
        problemSonType: 11,
        problemDetail: 'Me llaman a diario',
        problemImage: '/uploads/a.jpg,/uploads/b.jpg',
        orderNo: 'ORD-1174',
      },
    ]);
    expect(optionsTo(run.context, 'problemSave')).toEqual([
      { idempotent: true, toastOnFailure: false },
    ]);
  });

  it("no sub-type and no photos: problemSonType '' and problemImage ''", async () => {
    const plain = draft({ problemType: payments, problemSonType: null, text: 'hola' });
    const run = await formOpened({
      draft: plain,
      query: { problemType: '2', problemSonType: '', orderNo: 'ORD-1174' },
      answers: { problemSave: SAVED },
    });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(callsTo(run.context, 'problemSave')).toEqual([
      {
        problemType: 2,
        problemSonType: '',
        problemDetail: 'hola',
        problemImage: '',
        orderNo: 'ORD-1174',
      },
    ]);
  });

  it.each([
    ['a fast success', SAVED],
    ['a fast failure', failed('Intente más tarde', '7')],
  ])('5 taps in a burst send one request: %s', async (_name, answer) => {
    const run = await formOpened({ draft: written(), answers: { problemSave: answer } });
    await burst(run);
    expect(callsTo(run.context, 'problemSave')).toHaveLength(1);
  });

  it('5 taps while the answer is slow send one request', async () => {
    const run = await formOpened({
      draft: written(),
      answers: { problemSave: new Promise(() => undefined) },
    });
    await burst(run);
    expect(callsTo(run.context, 'problemSave')).toHaveLength(1);
    expect(form(run).save).toBe('saving');
  });

  it('success: the draft is removed, the modal shows 1.5 s, then the entry opens (not before, exactly then)', async () => {
    const run = await formOpened({ draft: written(), answers: { problemSave: SAVED } });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(run.context.storage.get(DRAFT_KEY)).toBeNull();
    expect(form(run).save).toBe('succeeded');
    await run.clock.advance(SUCCESS_MODAL_MS - 1);
    expect(visited(run)).toEqual([]);
    await run.clock.advance(1);
    expect(run.context.navigator.visited).toEqual([
      { url: '/complaint?orderId=1174', replace: true },
    ]);
    expect(run.context.bridge.openPage).toHaveBeenCalledWith('complaint', { orderId: '1174' });
  });

  it('the draft stays removed while the modal shows (no write after the save)', async () => {
    const run = await formOpened({ draft: written(), answers: { problemSave: SAVED } });
    run.dispatch(actions.saveRequested());
    await settle();
    run.dispatch(actions.textChanged({ text: 'algo más' }));
    await settle();
    expect(run.context.storage.get(DRAFT_KEY)).toBeNull();
  });

  it('leaving during the 1.5 s cancels the timer: no navigation after leaving', async () => {
    const run = await formOpened({ draft: written(), answers: { problemSave: SAVED } });
    run.dispatch(actions.saveRequested());
    await settle();
    await run.clock.advance(1_000);
    run.dispatch(actions.formLeft());
    await run.clock.advance(10_000);
    expect(visited(run)).toEqual([]);
    expect(run.context.clock.pending()).toBe(0);
  });

  it('leaving while the request is in flight: the draft goes, but no modal and no navigation', async () => {
    let answer: (value: ApiResult<unknown>) => void = () => undefined;
    const run = await formOpened({
      draft: written(),
      answers: { problemSave: new Promise<ApiResult<unknown>>((resolve) => (answer = resolve)) },
    });
    run.dispatch(actions.saveRequested());
    await settle();
    run.dispatch(actions.formLeft());
    answer(SAVED);
    await settle();
    await run.clock.advance(5_000);
    expect(run.context.storage.get(DRAFT_KEY)).toBeNull();
    expect(form(run).save).toBe('idle');
    expect(visited(run)).toEqual([]);
  });

  it('failure: the server message, everything kept, Send again after the burst', async () => {
    const run = await formOpened({
      draft: written(),
      answers: { problemSave: [failed('Intente más tarde', '7'), SAVED] },
    });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(form(run)).toMatchObject({ saveError: { text: 'Intente más tarde' }, save: 'saving' });
    expect(readDraft(run.context.storage)).toEqual(written());
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(form(run).save).toBe('idle');
    run.dispatch(actions.saveRequested());
    await settle();
    expect(callsTo(run.context, 'problemSave')).toHaveLength(2);
    expect(form(run).save).toBe('succeeded');
  });

  it('a failure without text shows our own', async () => {
    const run = await formOpened({ draft: written(), answers: { problemSave: failed('', '7') } });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(form(run).saveError).toEqual({ messageId: 'complaints.saveFailed' });
  });

  it.each([
    ['no answer', failed('Error de red, inténtelo de nuevo', 'network')],
    ['the time-out', failed('La solicitud tardó demasiado', 'timeout')],
    ['a gateway 504', failed('La solicitud tardó demasiado', 'http_504')],
  ])(
    '%s from the spec backend: one request, the form says the complaint may be sent; only a tap sends again',
    async (_name, doubtful) => {
      const run = await formOpened({
        draft: written(),
        answers: { problemSave: [doubtful, SAVED] },
      });
      run.dispatch(actions.saveRequested());
      await settle();
      expect(form(run).saveError).toEqual({ messageId: 'complaints.saveDoubt' });
      await run.clock.advance(SUBMIT_REARM_MS * 10);
      await settle();
      expect(callsTo(run.context, 'problemSave')).toHaveLength(1);
      expect(readDraft(run.context.storage)).toEqual(written());
      run.dispatch(actions.saveRequested());
      await settle();
      expect(callsTo(run.context, 'problemSave')).toHaveLength(2);
      expect(form(run).save).toBe('succeeded');
    },
  );

  it('no answer from a backend that honours keys: its own class text, not the doubt', async () => {
    const run = await formOpened({
      draft: written(),
      context: fakeContext({ backend: KEYED_BACKEND }),
      answers: { problemSave: failed('Error de red, inténtelo de nuevo', 'network') },
    });
    run.dispatch(actions.saveRequested());
    await settle();
    expect(form(run).saveError).toEqual({ text: 'Error de red, inténtelo de nuevo' });
  });

  it('blocked while a photo is still on its way', async () => {
    const run = await formOpened({ draft: written() });
    run.context.api.upload.mockReturnValue(new Promise(() => undefined));
    run.dispatch(actions.photosChosen({ files: [photoFile()] }));
    await settle();
    run.dispatch(actions.saveRequested());
    await settle();
    expect(form(run).saveError).toEqual({ messageId: 'complaints.photosBusy' });
    expect(callsTo(run.context, 'problemSave')).toEqual([]);
  });
});
