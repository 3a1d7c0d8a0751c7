import { uploadSchema } from '../../../src/features/complaints/complaintsSchema';
import { complaintsActions as actions } from '../../../src/features/complaints/complaintsSlice';
import { readDraft } from '../../../src/features/complaints/draft';
import { photoPreviews } from '../../../src/features/complaints/photoPreviews';
import { esMX } from '../../support/appCatalogs';
import type { ApiResult } from '../../../src/platform/api/types';
import { downscale, type DownscaleResult } from '../../../src/platform/image/downscale';
import { failed, ok, through } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { draft, photoFile } from './fixtures';
import { form, formOpened, toasts, type Run } from './steps';

jest.mock('../../../src/platform/image/downscale', () => ({ downscale: jest.fn() }));

const SUCCESS = { messageId: 'complaints.uploadSuccess' };
/** Each prepared JPEG names the picture it was made of (jsdom's Blob cannot be read back). */
const madeOf = new Map<Blob, string>();
const prepared = (name: string) => {
  const blob = new Blob([name], { type: 'image/jpeg' });
  madeOf.set(blob, `jpeg of ${name}`);
  return blob;
};

beforeEach(() => {
  jest.mocked(downscale).mockImplementation(async (file: Blob) => ({
    ok: true,
    blob: prepared(file instanceof File ? file.name : 'blob'),
    width: 1600,
    height: 1200,
  }));
});

/** The upload answers, one per call in order, each through the upload schema as the client hands it. */
function uploads(run: Run, ...answers: (ApiResult<unknown> | Promise<ApiResult<unknown>>)[]) {
  for (const answer of answers) {
    run.context.api.upload.mockImplementationOnce(() =>
      Promise.resolve(answer).then((result) => through(uploadSchema, result)),
    );
  }
}

/** What each upload call sent: the file part's field and name, and which picture's JPEG. */
function sent(run: Run) {
  return run.context.api.upload.mock.calls.map(([endpoint, , file, options]) => ({
    endpoint,
    field: file.field,
    filename: file.filename,
    content: madeOf.get(file.file),
    options,
  }));
}

const statuses = (run: Run) => form(run).photos.map((p) => p.status);

describe('complaint photos: upload', () => {
  it('an absolute https url is kept and sent back; the tile shows the JPEG that was sent, not the url', async () => {
    const run = await formOpened({ draft: draft() });
    const url = 'https://cdn.example.com/complaints/a.jpg';
    uploads(run, ok({ url }));
    run.dispatch(actions.photosChosen({ files: [photoFile('a.jpg')] }));
    await settle();
    expect(form(run).photos).toEqual([
      { id: '1', status: 'done', url, error: null, retryable: false },
    ]);
    expect(readDraft(run.context.storage)?.images).toEqual([url]);
    expect(photoPreviews.get('1')).toBe(`data:image/jpeg;base64,${btoa('a.jpg')}`);
    run.dispatch(actions.photoRemoved({ id: '1' }));
    expect(photoPreviews.get('1')).toBe('');
  });

  it('leaving the form drops the previews', async () => {
    const run = await formOpened({ draft: draft() });
    uploads(run, ok({ url: '/uploads/a.jpg' }));
    run.dispatch(actions.photosChosen({ files: [photoFile('a.jpg')] }));
    await settle();
    expect(photoPreviews.get('1')).not.toBe('');
    run.dispatch(actions.formLeft());
    await settle();
    expect(photoPreviews.get('1')).toBe('');
  });

  it("each photo is downscaled, then uploaded as problemImage; success: the url and '¡La carga se realizó correctamente!'", async () => {
    const run = await formOpened({ draft: draft() });
    uploads(run, ok({ url: '/uploads/a.jpg' }));
    run.dispatch(actions.photosChosen({ files: [photoFile('a.jpg')] }));
    await settle();
    expect(jest.mocked(downscale)).toHaveBeenCalledTimes(1);
    expect(sent(run)).toEqual([
      {
        endpoint: 'uploadProblemImg',
        field: 'problemImage',
        filename: 'photo.jpg',
        content: 'jpeg of a.jpg',
        options: { idempotent: true, toastOnFailure: false },
      },
    ]);
    expect(form(run).photos).toEqual([
      { id: '1', status: 'done', url: '/uploads/a.jpg', error: null, retryable: false },
    ]);
    expect(toasts(run)).toEqual([SUCCESS]);
    expect(esMX[SUCCESS.messageId]).toBe('¡La carga se realizó correctamente!');
    expect(readDraft(run.context.storage)?.images).toEqual(['/uploads/a.jpg']);
  });

  it('a photo shows preparing, then uploading, while its steps run', async () => {
    let decoded: (r: DownscaleResult) => void = () => undefined;
    jest.mocked(downscale).mockReturnValueOnce(new Promise((resolve) => (decoded = resolve)));
    const run = await formOpened({ draft: draft() });
    uploads(run, new Promise(() => undefined));
    run.dispatch(actions.photosChosen({ files: [photoFile()] }));
    await settle();
    expect(statuses(run)).toEqual(['preparing']);
    decoded({ ok: true, blob: prepared('x'), width: 10, height: 10 });
    await settle();
    expect(statuses(run)).toEqual(['uploading']);
  });

  it.each([
    ['an empty form', [], 9],
    ['a form with 2 uploaded photos', ['/uploads/0.jpg', '/uploads/00.jpg'], 7],
  ])(
    'at most 9 photos, %s: the 10th and further files are ignored',
    async (_name, images, sends) => {
      const run = await formOpened({ draft: draft({ images }) });
      run.context.api.upload.mockImplementation(() =>
        through(uploadSchema, ok({ url: '/uploads/n.jpg' })),
      );
      const files = Array.from({ length: 12 }, (_, i) => photoFile(`p${i}.jpg`));
      run.dispatch(actions.photosChosen({ files }));
      await settle();
      await settle();
      expect(form(run).photos).toHaveLength(9);
      expect(statuses(run)).toEqual(Array(9).fill('done'));
      expect(sent(run).map((s) => s.content)).toEqual(
        files.slice(0, sends).map((f) => `jpeg of ${f.name}`),
      );
      run.dispatch(actions.photosChosen({ files: [photoFile('late.jpg')] }));
      await settle();
      expect(form(run).photos).toHaveLength(9);
      expect(run.context.api.upload).toHaveBeenCalledTimes(sends);
      expect(readDraft(run.context.storage)?.images).toHaveLength(9);
    },
  );

  it('at most 2 uploads at a time; the next starts when one ends', async () => {
    const answers: ((r: ApiResult<unknown>) => void)[] = [];
    const run = await formOpened({ draft: draft() });
    run.context.api.upload.mockImplementation(() =>
      new Promise<ApiResult<unknown>>((resolve) => answers.push(resolve)).then((r) =>
        through(uploadSchema, r),
      ),
    );
    run.dispatch(actions.photosChosen({ files: [photoFile('1'), photoFile('2'), photoFile('3')] }));
    await settle();
    expect(run.context.api.upload).toHaveBeenCalledTimes(2);
    expect(statuses(run)).toEqual(['uploading', 'uploading', 'preparing']);
    answers[0](ok({ url: '/uploads/1.jpg' }));
    await settle();
    expect(run.context.api.upload).toHaveBeenCalledTimes(3);
    expect(statuses(run)).toEqual(['done', 'uploading', 'uploading']);
  });

  it('a failure shows the server message (toast and tile); the others continue; Retry uploads it again', async () => {
    const run = await formOpened({ draft: draft() });
    uploads(
      run,
      failed('La imagen supera 5 MB', '413'),
      ok({ url: '/uploads/b.jpg' }),
      ok({ url: '/uploads/a.jpg' }),
    );
    run.dispatch(actions.photosChosen({ files: [photoFile('a.jpg'), photoFile('b.jpg')] }));
    await settle();
    expect(form(run).photos).toEqual([
      {
        id: '1',
        status: 'failed',
        url: '',
        error: { text: 'La imagen supera 5 MB' },
        retryable: true,
      },
      { id: '2', status: 'done', url: '/uploads/b.jpg', error: null, retryable: false },
    ]);
    expect(toasts(run)).toEqual([{ text: 'La imagen supera 5 MB' }, SUCCESS]);
    run.dispatch(actions.photoRetryRequested({ id: '1' }));
    await settle();
    expect(form(run).photos[0]).toMatchObject({ status: 'done', url: '/uploads/a.jpg' });
    // The retry sends the picture prepared before (no second downscale).
    expect(jest.mocked(downscale)).toHaveBeenCalledTimes(2);
    expect(sent(run).map((s) => s.content)).toEqual([
      'jpeg of a.jpg',
      'jpeg of b.jpg',
      'jpeg of a.jpg',
    ]);
    expect(readDraft(run.context.storage)?.images).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
  });

  it('an answer the schema refuses (a path with encoded slashes) fails the photo with the client text', async () => {
    const run = await formOpened({ draft: draft() });
    uploads(run, ok({ url: '/%2F%2Fevil.example/x.jpg' }));
    run.dispatch(actions.photosChosen({ files: [photoFile()] }));
    await settle();
    expect(form(run).photos[0]).toMatchObject({
      status: 'failed',
      retryable: true,
      error: { text: 'Respuesta inesperada del servidor, inténtelo de nuevo' },
    });
  });

  it('a picture that cannot be read: a clear message on its tile, no upload, no retry', async () => {
    jest.mocked(downscale).mockResolvedValueOnce({ ok: false, reason: 'decode' });
    const run = await formOpened({ draft: draft() });
    uploads(run, ok({ url: '/uploads/b.jpg' }));
    run.dispatch(actions.photosChosen({ files: [photoFile('broken.jpg'), photoFile('b.jpg')] }));
    await settle();
    expect(form(run).photos[0]).toEqual({
      id: '1',
      status: 'failed',
      url: '',
      error: { messageId: 'complaints.decodeFailed' },
      retryable: false,
    });
    expect(form(run).photos[1].status).toBe('done');
    expect(run.context.api.upload).toHaveBeenCalledTimes(1);
    expect(esMX['complaints.decodeFailed']).toBe('No pudimos leer esta imagen. Elija otra foto.');
    run.dispatch(actions.photoRetryRequested({ id: '1' }));
    await settle();
    expect(run.context.api.upload).toHaveBeenCalledTimes(1);
  });

  it('a browser that cannot downscale: the photo is not sent as it is (its EXIF stays on the phone)', async () => {
    jest.mocked(downscale).mockResolvedValueOnce({ ok: false, reason: 'unsupported' });
    const run = await formOpened({ draft: draft() });
    run.dispatch(actions.photosChosen({ files: [photoFile()] }));
    await settle();
    expect(form(run).photos[0]).toMatchObject({
      status: 'failed',
      error: { messageId: 'complaints.photoUnsupported' },
    });
    expect(run.context.api.upload).not.toHaveBeenCalled();
  });

  it('a photo removed while uploading is dropped when its answer comes (no toast, not in the draft)', async () => {
    let answer: (r: ApiResult<unknown>) => void = () => undefined;
    const run = await formOpened({ draft: draft() });
    uploads(run, new Promise((resolve) => (answer = resolve)));
    run.dispatch(actions.photosChosen({ files: [photoFile()] }));
    await settle();
    run.dispatch(actions.photoRemoved({ id: '1' }));
    answer(ok({ url: '/uploads/a.jpg' }));
    await settle();
    expect(form(run).photos).toEqual([]);
    expect(toasts(run)).toEqual([]);
    expect(readDraft(run.context.storage)?.images).toEqual([]);
  });

  it('leaving the form stops the queue', async () => {
    const run = await formOpened({ draft: draft() });
    run.context.api.upload.mockReturnValue(new Promise(() => undefined));
    run.dispatch(actions.photosChosen({ files: [photoFile('1'), photoFile('2'), photoFile('3')] }));
    await settle();
    run.dispatch(actions.formLeft());
    await settle();
    expect(run.context.api.upload).toHaveBeenCalledTimes(2);
    expect(form(run).photos).toEqual([]);
  });

  it('a thrown step fails only its photo, never the queue', async () => {
    jest.mocked(downscale).mockRejectedValueOnce(new Error('boom'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await formOpened({ draft: draft() });
    uploads(run, ok({ url: '/uploads/b.jpg' }));
    run.dispatch(actions.photosChosen({ files: [photoFile('a'), photoFile('b')] }));
    await settle();
    expect(statuses(run)).toEqual(['failed', 'done']);
    expect(error).toHaveBeenCalledWith('saga worker failed:', 'boom');
    error.mockRestore();
  });
});
