import {
  complaintHistoryActions as actions,
  complaintHistoryReducer as reducer,
  initialComplaintHistoryState as initial,
  selectDetailPhase,
  selectImages,
  selectReply,
  selectShownTab,
  tabFromQuery,
  type ComplaintHistoryState,
} from '../../../src/features/complaintHistory/complaintHistorySlice';
import { checkedDetail, checkedTabs } from './fixtures';

const run = (...list: Parameters<typeof reducer>[1][]) =>
  list.reduce<ComplaintHistoryState>((state, action) => reducer(state, action), initial);
const wrap = (state: ComplaintHistoryState) => ({ complaintHistory: state });
const tabs = checkedTabs();
const loadedList = () => run(actions.listOpened({ tab: '1' }), actions.listLoadSucceeded(tabs));
const error = { text: 'Servidor ocupado' };

describe('complaint list reducers', () => {
  it.each([
    [null, 0],
    ['1', 1],
    [' 2 ', 2],
    ['999', 999],
    ['1000', 0],
    ['-1', 0],
    ['1.5', 0],
    ['abc', 0],
    ['', 0],
  ])('tab %p in the URL selects %p', (tab, expected) => {
    expect(tabFromQuery(tab)).toBe(expected);
    expect(run(actions.listOpened({ tab })).list.selectedTab).toBe(expected);
  });

  it('opening is a fresh load: loading, no tabs, no refresh feedback', () => {
    const state = run(
      actions.listOpened({ tab: null }),
      actions.listLoadSucceeded(tabs),
      actions.listOpened({ tab: '1' }),
    );
    expect(state.list).toEqual({
      status: 'loading',
      error: null,
      tabs: null,
      selectedTab: 1,
      refresh: 'idle',
    });
  });

  it('a load keeps the tabs; a failure keeps why and drops them', () => {
    expect(loadedList().list).toMatchObject({ status: 'succeeded', tabs, refresh: 'idle' });
    const failed = run(actions.listOpened({ tab: null }), actions.listLoadFailed(error));
    expect(failed.list).toMatchObject({ status: 'failed', error, tabs: null });
    expect(reducer(failed, actions.listRetryRequested()).list).toMatchObject({
      status: 'loading',
      error: null,
    });
  });

  it('a refresh keeps the list visible; success says updated, failure keeps the list', () => {
    const refreshing = reducer(loadedList(), actions.refreshRequested());
    expect(refreshing.list).toMatchObject({ status: 'succeeded', tabs, refresh: 'refreshing' });
    const fresh = checkedTabs({ tabs: [{ title: 'Nueva', list: [] }] });
    expect(reducer(refreshing, actions.listLoadSucceeded(fresh)).list).toMatchObject({
      tabs: fresh,
      refresh: 'updated',
      selectedTab: 1,
    });
    const failed = reducer(refreshing, actions.listLoadFailed(error)).list;
    expect(failed).toMatchObject({ status: 'succeeded', tabs, refresh: 'failed', error: null });
    expect(
      reducer(reducer(refreshing, actions.listLoadFailed(error)), actions.refreshSettled()).list
        .refresh,
    ).toBe('idle');
  });

  it('a refresh with nothing shown is a plain load', () => {
    const failed = run(actions.listOpened({ tab: null }), actions.listLoadFailed(error));
    expect(reducer(failed, actions.refreshRequested()).list).toMatchObject({
      status: 'loading',
      refresh: 'idle',
    });
  });

  it('a chosen tab is kept; the shown tab falls back to the first when it does not exist', () => {
    const chosen = reducer(loadedList(), actions.tabSelected({ index: 0, query: 'tab=1' }));
    expect(chosen.list.selectedTab).toBe(0);
    expect(selectShownTab(wrap(loadedList()))).toBe(1);
    const far = run(actions.listOpened({ tab: '7' }), actions.listLoadSucceeded(tabs));
    expect(selectShownTab(wrap(far))).toBe(0);
  });
});

describe('complaint detail reducers', () => {
  const info = checkedDetail();
  const loaded = () =>
    run(actions.detailOpened({ problemId: ' 5001 ' }), actions.detailLoadSucceeded(info));

  it.each([
    ['5001', 'loading', '5001'],
    ['', 'idle', ''],
    ['   ', 'idle', ''],
    ['<b>1</b>', 'idle', ''],
  ])('opening with problemId %p: %s', (problemId, status, kept) => {
    expect(run(actions.detailOpened({ problemId })).detail).toEqual({
      status,
      error: null,
      problemId: kept,
      info: null,
    });
  });

  it('the phase the page shows for its query', () => {
    const at = (state: ComplaintHistoryState, query: string) =>
      selectDetailPhase(query)(wrap(state));
    expect(at(initial, '')).toBe('missing');
    expect(at(initial, 'a b')).toBe('missing');
    expect(at(run(actions.detailOpened({ problemId: '5001' })), '5001')).toBe('loading');
    expect(at(loaded(), '5001')).toBe('ready');
    // Another complaint still in the state is never shown for this query.
    expect(at(loaded(), '5002')).toBe('loading');
    expect(at(reducer(loaded(), actions.detailLoadFailed(error)), '5001')).toBe('failed');
  });

  it('the reply shows only with text or images; empty image entries are dropped', () => {
    expect(selectReply(wrap(loaded()))).toEqual({
      text: 'Hablamos con el equipo de cobranza.',
      images: ['/uploads/r1.jpg'],
    });
    const none = run(
      actions.detailOpened({ problemId: '5001' }),
      actions.detailLoadSucceeded(checkedDetail({ disposeDetail: '  ', disposeImages: ['', ' '] })),
    );
    expect(selectReply(wrap(none))).toBeNull();
    const imagesOnly = run(
      actions.detailOpened({ problemId: '5001' }),
      actions.detailLoadSucceeded(checkedDetail({ disposeDetail: '' })),
    );
    expect(selectReply(wrap(imagesOnly))?.images).toEqual(['/uploads/r1.jpg']);
    expect(selectImages(wrap(none))).toEqual(['/uploads/a1.jpg', '/uploads/a2.jpg']);
    expect(selectReply(wrap(initial))).toBeNull();
  });

  it('retry reloads only a valid id', () => {
    const failed = reducer(loaded(), actions.detailLoadFailed(error));
    expect(reducer(failed, actions.detailRetryRequested()).detail.status).toBe('loading');
    const missing = run(actions.detailOpened({ problemId: '' }));
    expect(reducer(missing, actions.detailRetryRequested()).detail.status).toBe('idle');
  });

  describe('score modal', () => {
    const open = () => reducer(loaded(), actions.scoreDue({ problemId: '5001' }));

    it('opens for the complaint shown only, once a visit', () => {
      expect(open().score).toEqual({
        open: true,
        stars: 0,
        error: null,
        submitting: false,
        done: false,
      });
      expect(reducer(loaded(), actions.scoreDue({ problemId: '5002' })).score.open).toBe(false);
      const loading = run(actions.detailOpened({ problemId: '5001' }));
      expect(reducer(loading, actions.scoreDue({ problemId: '5001' })).score.open).toBe(false);
      const cancelled = reducer(open(), actions.scoreCancelled());
      expect(cancelled.score).toMatchObject({ open: false, done: true });
      expect(reducer(cancelled, actions.scoreDue({ problemId: '5001' })).score.open).toBe(false);
      // A new visit (open again) may show it again.
      const again = reducer(cancelled, actions.detailOpened({ problemId: '5001' }));
      expect(again.score.done).toBe(false);
    });

    it('stars 1 to 5 only, while open and idle', () => {
      expect(reducer(open(), actions.starsChosen(4)).score.stars).toBe(4);
      for (const bad of [0, 6, 2.5, -1]) {
        expect(reducer(open(), actions.starsChosen(bad)).score.stars).toBe(0);
      }
      expect(reducer(loaded(), actions.starsChosen(3)).score.stars).toBe(0);
    });

    it('submitting with no star shows the message and sends nothing (not busy)', () => {
      const state = reducer(open(), actions.scoreSubmitted());
      expect(state.score).toMatchObject({ error: { kind: 'noStars' }, submitting: false });
      expect(reducer(state, actions.starsChosen(2)).score.error).toBeNull();
    });

    it('submit with stars is busy; a failure keeps it open with the message until re-armed', () => {
      const busy = reducer(reducer(open(), actions.starsChosen(5)), actions.scoreSubmitted());
      expect(busy.score).toMatchObject({ submitting: true, error: null });
      expect(reducer(busy, actions.starsChosen(1)).score.stars).toBe(5);
      const failed = reducer(busy, actions.scoreFailed({ text: 'No disponible' }));
      expect(failed.score).toMatchObject({
        open: true,
        submitting: true,
        error: { kind: 'failed', message: { text: 'No disponible' } },
      });
      expect(reducer(failed, actions.scoreRearmed()).score.submitting).toBe(false);
      expect(reducer(busy, actions.scoreCrashed()).score).toMatchObject({
        submitting: false,
        error: { kind: 'failed', message: {} },
      });
      expect(reducer(busy, actions.scoreSucceeded()).score).toMatchObject({
        open: false,
        done: true,
      });
    });

    it('leaving the page closes it', () => {
      expect(reducer(open(), actions.detailLeft()).score.open).toBe(false);
    });
  });
});
