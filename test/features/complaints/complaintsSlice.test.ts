import {
  complaintsActions as actions,
  complaintsReducer as reducer,
  initialComplaintsState,
  selectCanAddPhotos,
  selectDraft,
  selectPhotosBusy,
  selectUploadedUrls,
  type ComplaintsState,
} from '../../../src/features/complaints/complaintsSlice';
import { checkedInit, collection, calls, photoFile, subTypeQuery } from './fixtures';

const run = (...list: Parameters<typeof reducer>[1][]) =>
  list.reduce(reducer, initialComplaintsState);
const at = (state: ComplaintsState) => ({ complaints: state });
const entryLoaded = (over: Record<string, unknown> = {}) =>
  run(actions.entryOpened({ orderId: '1174' }), actions.entryLoaded(checkedInit(over)));
const ready = (text = '', images: string[] = []) =>
  run(
    actions.formOpened(subTypeQuery),
    actions.formReady({
      problemType: collection,
      problemSonType: calls,
      orderId: '1174',
      text,
      images,
    }),
  );

describe('complaints slice: the entry', () => {
  it('opens loading with its orderId, then keeps the answer with orderDetail as the current order', () => {
    expect(run(actions.entryOpened({ orderId: '1174' })).entry).toMatchObject({
      status: 'loading',
      orderId: '1174',
    });
    const { entry } = entryLoaded();
    expect(entry.status).toBe('succeeded');
    expect(entry.types.map((t) => t.value)).toEqual([1, 2, 4]);
    expect(entry.orders).toHaveLength(2);
    expect(entry.current?.orderNo).toBe('ORD-1174');
  });

  it('without orderDetail the first order is current; without orders none', () => {
    const list = checkedInit().orderList;
    expect(
      entryLoaded({ orderDetail: null, orderList: [...list].reverse() }).entry.current?.orderNo,
    ).toBe('ORD-1180');
    expect(entryLoaded({ orderDetail: null, orderList: [] }).entry.current).toBeNull();
  });

  it("'All' toggles; choosing an order makes it current and folds the list", () => {
    let state = reducer(entryLoaded(), actions.allToggled());
    expect(state.entry.allOpen).toBe(true);
    state = reducer(state, actions.orderChosen({ orderNo: 'ORD-1180' }));
    expect(state.entry).toMatchObject({ allOpen: false, current: { orderNo: 'ORD-1180' } });
    expect(reducer(state, actions.orderChosen({ orderNo: 'nope' })).entry.current?.orderNo).toBe(
      'ORD-1180',
    );
  });

  it('type 1 unfolds its sub-types only for an order with isShow 1; another order folds them', () => {
    let state = reducer(entryLoaded(), actions.typeChosen({ value: 1 }));
    expect(state.entry.subTypesOpen).toBe(true);
    expect(reducer(state, actions.typeChosen({ value: 1 })).entry.subTypesOpen).toBe(false);
    expect(reducer(state, actions.typeChosen({ value: 2 })).entry.subTypesOpen).toBe(true);
    state = reducer(state, actions.orderChosen({ orderNo: 'ORD-1180' }));
    expect(state.entry.subTypesOpen).toBe(false);
    expect(reducer(state, actions.typeChosen({ value: 1 })).entry.subTypesOpen).toBe(false);
  });

  it('a failed load keeps why', () => {
    const state = reducer(
      run(actions.entryOpened({ orderId: '' })),
      actions.entryLoadFailed({ text: 'Servicio caído' }),
    );
    expect(state.entry).toMatchObject({ status: 'failed', error: { text: 'Servicio caído' } });
    expect(reducer(state, actions.entryRetryRequested()).entry).toMatchObject({
      status: 'loading',
      error: null,
    });
  });
});

describe('complaints slice: the form', () => {
  it('starts from the draft: text (capped) and done photos', () => {
    const { form } = ready('x'.repeat(250), ['/uploads/a.jpg', '/uploads/b.jpg']);
    expect(form.status).toBe('ready');
    expect(form.text).toHaveLength(200);
    expect(form.photos).toEqual([
      { id: '1', status: 'done', url: '/uploads/a.jpg', error: null, retryable: false },
      { id: '2', status: 'done', url: '/uploads/b.jpg', error: null, retryable: false },
    ]);
  });

  it('keeps at most 200 characters of the text: extra characters are ignored', () => {
    const state = reducer(ready(), actions.textChanged({ text: 'a'.repeat(205) }));
    expect(state.form.text).toBe('a'.repeat(200));
  });

  it('accepts photos up to 9 in all; further files are ignored', () => {
    let state = reducer(ready('', ['/uploads/a.jpg']), actions.photosChosen({ files: [] }));
    state = reducer(
      state,
      actions.photosChosen({ files: Array.from({ length: 12 }, () => photoFile()) }),
    );
    expect(state.form.photos).toHaveLength(9);
    expect(state.form.lastChosen).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    expect(selectCanAddPhotos(at(state))).toBe(false);
    state = reducer(state, actions.photosChosen({ files: [photoFile()] }));
    expect(state.form.photos).toHaveLength(9);
    expect(state.form.lastChosen).toEqual([]);
  });

  it('a photo goes preparing -> uploading -> done; a failure can be retried when retryable', () => {
    let state = reducer(ready(), actions.photosChosen({ files: [photoFile(), photoFile()] }));
    expect(selectPhotosBusy(at(state))).toBe(true);
    state = reducer(state, actions.photoUploading({ id: '1' }));
    state = reducer(state, actions.photoUploaded({ id: '1', url: '/uploads/1.jpg' }));
    state = reducer(
      state,
      actions.photoFailed({ id: '2', error: { text: 'Demasiado grande' }, retryable: true }),
    );
    expect(selectPhotosBusy(at(state))).toBe(false);
    expect(selectUploadedUrls(at(state))).toEqual(['/uploads/1.jpg']);
    state = reducer(state, actions.photoRetryRequested({ id: '2' }));
    expect(state.form.photos[1]).toMatchObject({ status: 'uploading', error: null });
    const unreadable = reducer(
      state,
      actions.photoFailed({ id: '2', error: { messageId: 'x' }, retryable: false }),
    );
    expect(
      reducer(unreadable, actions.photoRetryRequested({ id: '2' })).form.photos[1].status,
    ).toBe('failed');
  });

  it('removing a photo drops it (and its preview)', () => {
    let state = ready('', ['/uploads/a.jpg', '/uploads/b.jpg']);
    state = reducer(state, actions.previewOpened({ id: '1' }));
    expect(state.form.previewId).toBe('1');
    state = reducer(state, actions.photoRemoved({ id: '1' }));
    expect(state.form.previewId).toBeNull();
    expect(selectUploadedUrls(at(state))).toEqual(['/uploads/b.jpg']);
  });

  it('send is taken once while busy; a success keeps it off', () => {
    let state = reducer(ready('hola'), actions.saveRequested());
    expect(state.form.save).toBe('saving');
    expect(reducer(state, actions.saveRequested())).toBe(state);
    state = reducer(state, actions.saveSucceeded());
    state = reducer(state, actions.saveEnded());
    expect(state.form.save).toBe('succeeded');
    expect(reducer(state, actions.saveRequested()).form.save).toBe('succeeded');
  });

  it('while a save is under way the photos it sends are fixed', () => {
    const saving = reducer(ready('hola', ['/uploads/a.jpg']), actions.saveRequested());
    expect(
      reducer(saving, actions.photosChosen({ files: [photoFile()] })).form.photos,
    ).toHaveLength(1);
    expect(reducer(saving, actions.photoRemoved({ id: '1' })).form.photos).toHaveLength(1);
    const idle = reducer(saving, actions.saveEnded());
    expect(reducer(idle, actions.photoRemoved({ id: '1' })).form.photos).toHaveLength(0);
  });

  it('the draft the state makes: none before ready or after the save', () => {
    expect(selectDraft(at(run(actions.formOpened(subTypeQuery))))).toBeNull();
    const state = ready('hola', ['/uploads/a.jpg']);
    expect(selectDraft(at(state))).toEqual({
      v: 1,
      problemType: collection,
      problemSonType: calls,
      orderNo: 'ORD-1174',
      orderId: '1174',
      text: 'hola',
      images: ['/uploads/a.jpg'],
    });
    expect(selectDraft(at(reducer(state, actions.saveSucceeded())))).toBeNull();
  });

  it('leaving resets the form', () => {
    expect(reducer(ready('hola'), actions.formLeft()).form).toEqual(initialComplaintsState.form);
  });
});
