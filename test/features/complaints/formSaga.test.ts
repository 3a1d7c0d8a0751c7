import { complaintsActions as actions } from '../../../src/features/complaints/complaintsSlice';
import { DRAFT_KEY, readDraft } from '../../../src/features/complaints/draft';
import { downscale } from '../../../src/platform/image/downscale';
import { callsTo, failed, fakeContext, ok } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import {
  calls,
  collection,
  downscaled,
  draft,
  payments,
  photoFile,
  rawInit,
  subTypeQuery,
} from './fixtures';
import { form, formOpened } from './steps';

jest.mock('../../../src/platform/image/downscale', () => ({ downscale: jest.fn() }));

beforeEach(() => {
  jest.mocked(downscale).mockImplementation(downscaled);
});

describe('complaint form: opening', () => {
  it('a draft of this type, sub-type and order restores its text and photos (no request)', async () => {
    const run = await formOpened({
      draft: draft({ text: 'Me llaman a diario', images: ['/uploads/a.jpg', '/uploads/b.jpg'] }),
    });
    expect(form(run)).toMatchObject({
      status: 'ready',
      problemType: collection,
      problemSonType: calls,
      orderId: '1174',
      text: 'Me llaman a diario',
    });
    expect(form(run).photos.map((p) => [p.status, p.url])).toEqual([
      ['done', '/uploads/a.jpg'],
      ['done', '/uploads/b.jpg'],
    ]);
    expect(callsTo(run.context, 'problemInit')).toEqual([]);
  });

  it('a deep link without a matching draft looks the titles up (orderId empty) and starts a draft', async () => {
    const run = await formOpened({ draft: draft({ orderNo: 'ORD-9', text: 'otro pedido' }) });
    expect(callsTo(run.context, 'problemInit')).toEqual([{ orderId: '' }]);
    expect(form(run)).toMatchObject({
      status: 'ready',
      problemType: collection,
      problemSonType: calls,
      orderId: '',
      text: '',
      photos: [],
    });
    expect(readDraft(run.context.storage)).toEqual(draft({ orderId: '' }));
  });

  it('a type without sub-type', async () => {
    const query = { problemType: '2', problemSonType: '', orderNo: 'ORD-1174' };
    const run = await formOpened({ query });
    expect(form(run)).toMatchObject({
      status: 'ready',
      problemType: payments,
      problemSonType: null,
    });
  });

  it.each([
    ['an unknown type', { problemType: '99', problemSonType: '', orderNo: 'A' }],
    ['an unknown sub-type', { problemType: '1', problemSonType: '99', orderNo: 'A' }],
    [
      'the collection type without sub-type',
      { problemType: '1', problemSonType: '', orderNo: 'A' },
    ],
    ['a sub-type under another type', { problemType: '2', problemSonType: '11', orderNo: 'A' }],
    ['no type', { problemType: '', problemSonType: '', orderNo: 'A' }],
    ['a type that is not a number', { problemType: 'abc', problemSonType: '', orderNo: 'A' }],
  ])('%s: unknown (the page offers the way back to the entry)', async (_name, query) => {
    const run = await formOpened({ query });
    expect(form(run).status).toBe('unknown');
    expect(run.context.storage.get(DRAFT_KEY)).toBeNull();
  });

  it('a failed lookup keeps why; opening again retries', async () => {
    const run = await formOpened({
      answers: { problemInit: [failed('Sin servicio', '9'), ok(rawInit())] },
    });
    expect(form(run)).toMatchObject({ status: 'failed', error: { text: 'Sin servicio' } });
    run.dispatch(actions.formOpened(subTypeQuery));
    await settle();
    expect(form(run)).toMatchObject({ status: 'ready', problemSonType: calls });
  });

  it('a draft that does not validate is dropped', async () => {
    const context = fakeContext();
    context.storage.set(DRAFT_KEY, '{"v":1,"text":5}');
    const run = await formOpened({ context });
    expect(form(run).text).toBe('');
    expect(readDraft(context.storage)).toEqual(draft({ orderId: '' }));
  });
});

describe('complaint form: the draft is kept while writing', () => {
  it('every change of the text is written; extra characters beyond 200 are ignored', async () => {
    const run = await formOpened({ draft: draft() });
    run.dispatch(actions.textChanged({ text: 'Hola' }));
    await settle();
    expect(readDraft(run.context.storage)?.text).toBe('Hola');
    run.dispatch(actions.textChanged({ text: 'x'.repeat(230) }));
    await settle();
    expect(form(run).text).toBe('x'.repeat(200));
    expect(readDraft(run.context.storage)?.text).toBe('x'.repeat(200));
  });

  it('survives a fresh store (a reload): the text and the uploaded photos come back', async () => {
    const context = fakeContext();
    context.api.upload.mockResolvedValue(ok({ url: '/uploads/p1.jpg' }));
    const first = await formOpened({ draft: draft(), context });
    first.dispatch(actions.textChanged({ text: 'Me llamaron de noche' }));
    first.dispatch(actions.photosChosen({ files: [photoFile()] }));
    await settle();
    expect(form(first).photos[0]).toMatchObject({ status: 'done', url: '/uploads/p1.jpg' });
    expect(readDraft(context.storage)?.images).toEqual(['/uploads/p1.jpg']);
    first.task.cancel();
    // A new store and saga over the same storage: the app after a reload (or a killed web view).
    const second = await formOpened({ context });
    expect(form(second)).toMatchObject({ status: 'ready', text: 'Me llamaron de noche' });
    expect(form(second).photos).toEqual([
      { id: '1', status: 'done', url: '/uploads/p1.jpg', error: null, retryable: false },
    ]);
    expect(callsTo(context, 'problemInit')).toEqual([]);
  });

  it('removing a photo removes its url from the draft', async () => {
    const run = await formOpened({
      draft: draft({ images: ['/uploads/a.jpg', '/uploads/b.jpg'] }),
    });
    run.dispatch(actions.photoRemoved({ id: '1' }));
    await settle();
    expect(readDraft(run.context.storage)?.images).toEqual(['/uploads/b.jpg']);
  });
});
