import { complaintsActions as actions } from '../../../src/features/complaints/complaintsSlice';
import { DRAFT_KEY, readDraft } from '../../../src/features/complaints/draft';
import { callsTo, failed, fakeContext, ok } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { draft, rawInit, rawOrder } from './fixtures';
import { entry, entryLoaded, toasts, visited } from './steps';

const REFUSED = { messageId: 'complaints.collectionRefused' };

describe('complaint entry: load', () => {
  it("problem-init with the page's orderId; the order of orderDetail is current", async () => {
    const run = await entryLoaded();
    expect(callsTo(run.context, 'problemInit')).toEqual([{ orderId: '1174' }]);
    expect(entry(run)).toMatchObject({ status: 'succeeded', current: { orderNo: 'ORD-1174' } });
  });

  it('a failure keeps the reason for the page (Retry loads again)', async () => {
    const run = await entryLoaded({
      problemInit: [failed('Servicio caído', '500'), ok(rawInit())],
    });
    expect(entry(run)).toMatchObject({ status: 'failed', error: { text: 'Servicio caído' } });
    run.dispatch(actions.entryRetryRequested());
    await settle();
    expect(entry(run).status).toBe('succeeded');
    expect(callsTo(run.context, 'problemInit')).toHaveLength(2);
  });

  it('an answer its schema refuses is a failure (isShow text)', async () => {
    const run = await entryLoaded({
      problemInit: ok(rawInit({ orderDetail: rawOrder({ isShow: 'yes' }) })),
    });
    expect(entry(run)).toMatchObject({
      status: 'failed',
      error: { text: 'Respuesta inesperada del servidor, inténtelo de nuevo' },
    });
  });
});

describe('complaint entry: the collection type (1)', () => {
  it('isShow 0: the toast says the order does not support it, nothing unfolds, the page stays', async () => {
    const run = await entryLoaded({
      problemInit: ok(rawInit({ orderDetail: rawOrder({ isShow: 0 }) })),
    });
    run.dispatch(actions.typeChosen({ value: 1 }));
    await settle();
    expect(toasts(run)).toEqual([REFUSED]);
    expect(entry(run).subTypesOpen).toBe(false);
    expect(visited(run)).toEqual([]);
    expect(run.context.storage.get(DRAFT_KEY)).toBeNull();
  });

  it('isShow 1: the sub-types unfold, no toast, no navigation', async () => {
    const run = await entryLoaded();
    run.dispatch(actions.typeChosen({ value: 1 }));
    await settle();
    expect(toasts(run)).toEqual([]);
    expect(entry(run).subTypesOpen).toBe(true);
    expect(visited(run)).toEqual([]);
  });

  it('the order chosen under All decides: an order with isShow 0 is refused', async () => {
    const run = await entryLoaded();
    run.dispatch(actions.allToggled());
    run.dispatch(actions.orderChosen({ orderNo: 'ORD-1180' }));
    run.dispatch(actions.typeChosen({ value: 1 }));
    await settle();
    expect(toasts(run)).toEqual([REFUSED]);
    expect(entry(run).subTypesOpen).toBe(false);
  });

  it('no orders at all: the collection type is refused, other types open the form', async () => {
    const run = await entryLoaded({
      problemInit: ok(rawInit({ orderDetail: null, orderList: [] })),
    });
    run.dispatch(actions.typeChosen({ value: 1 }));
    await settle();
    expect(toasts(run)).toEqual([REFUSED]);
    run.dispatch(actions.typeChosen({ value: 2 }));
    await settle();
    expect(visited(run)).toEqual(['/complainPageNext?problemType=2&problemSonType=&orderNo=']);
  });

  it('a sub-type tapped for an order with isShow 0 is refused as well', async () => {
    const run = await entryLoaded({
      problemInit: ok(rawInit({ orderDetail: rawOrder({ isShow: 0 }) })),
    });
    run.dispatch(actions.subTypeChosen({ value: 11 }));
    await settle();
    expect(toasts(run)).toEqual([REFUSED]);
    expect(visited(run)).toEqual([]);
  });
});

describe('complaint entry: to the form', () => {
  it('a non-1 type goes straight to the form, with the draft started first', async () => {
    const run = await entryLoaded();
    run.dispatch(actions.typeChosen({ value: 2 }));
    await settle();
    expect(visited(run)).toEqual([
      '/complainPageNext?problemType=2&problemSonType=&orderNo=ORD-1174',
    ]);
    expect(readDraft(run.context.storage)).toEqual({
      v: 1,
      problemType: { title: 'Pagos y reembolsos', value: 2 },
      problemSonType: null,
      orderNo: 'ORD-1174',
      orderId: '1174',
      text: '',
      images: [],
    });
    expect(toasts(run)).toEqual([]);
  });

  it('a sub-type goes to the form with the type, the sub-type and the order number', async () => {
    const run = await entryLoaded();
    run.dispatch(actions.typeChosen({ value: 1 }));
    run.dispatch(actions.subTypeChosen({ value: 11 }));
    await settle();
    expect(visited(run)).toEqual([
      '/complainPageNext?problemType=1&problemSonType=11&orderNo=ORD-1174',
    ]);
    expect(readDraft(run.context.storage)).toEqual(draft());
  });

  it('the chosen order is the one the form gets', async () => {
    const run = await entryLoaded();
    run.dispatch(actions.orderChosen({ orderNo: 'ORD-1180' }));
    run.dispatch(actions.typeChosen({ value: 4 }));
    await settle();
    expect(visited(run)).toEqual([
      '/complainPageNext?problemType=4&problemSonType=&orderNo=ORD-1180',
    ]);
  });

  it('a draft of the same type, sub-type and order keeps its text and photos', async () => {
    const context = fakeContext();
    const kept = draft({ text: 'Ya escribí esto', images: ['/uploads/a.jpg'], orderId: '' });
    context.storage.set(DRAFT_KEY, JSON.stringify(kept));
    const run = await entryLoaded({}, '1174', context);
    run.dispatch(actions.subTypeChosen({ value: 11 }));
    await settle();
    expect(readDraft(context.storage)).toEqual({ ...kept, orderId: '1174' });
  });

  it('a draft of another type is replaced by the new start', async () => {
    const context = fakeContext();
    context.storage.set(DRAFT_KEY, JSON.stringify(draft({ text: 'otro' })));
    const run = await entryLoaded({}, '1174', context);
    run.dispatch(actions.typeChosen({ value: 2 }));
    await settle();
    expect(readDraft(context.storage)).toMatchObject({ problemType: { value: 2 }, text: '' });
  });

  it('unknown values do nothing', async () => {
    const run = await entryLoaded();
    run.dispatch(actions.typeChosen({ value: 99 }));
    run.dispatch(actions.subTypeChosen({ value: 99 }));
    await settle();
    expect(visited(run)).toEqual([]);
    expect(toasts(run)).toEqual([]);
  });
});
