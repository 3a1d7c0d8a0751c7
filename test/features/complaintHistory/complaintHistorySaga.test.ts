import { complaintHistorySaga } from '../../../src/features/complaintHistory/complaintHistorySaga';
import { complaintHistoryActions as actions } from '../../../src/features/complaintHistory/complaintHistorySlice';
import { WORKER_FAILED } from '../../../src/platform/api/failureText';
import { callsTo, failed, fakeContext, ok } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { checkedTabs, rawDetail, rawList } from './fixtures';
import { history, opened, scoreDues, slow, start } from './steps';

/** What a refused answer shows: the client's localized 'unexpected answer' text. */
const UNEXPECTED = { text: 'Respuesta inesperada del servidor, inténtelo de nuevo' };

describe('complaint list', () => {
  it('loads problem-list (no body) on open and keeps the checked tabs', async () => {
    const run = start({ problemList: ok(rawList()) });
    run.dispatch(actions.listOpened({ tab: null }));
    await settle();
    expect(callsTo(run.context, 'problemList')).toEqual([undefined]);
    expect(history(run).list).toMatchObject({ status: 'succeeded', tabs: checkedTabs() });
  });

  it.each([
    ['a server failure', failed('Servidor ocupado', '9'), { text: 'Servidor ocupado' }],
    ['an answer without tabs', ok({ list: [] }), UNEXPECTED],
  ])('%s is a failure with why (Retry loads again)', async (_name, answer, error) => {
    const run = start({ problemList: [answer, ok(rawList())] });
    run.dispatch(actions.listOpened({ tab: null }));
    await settle();
    expect(history(run).list).toMatchObject({ status: 'failed', tabs: null });
    expect(history(run).list.error).toEqual(error);
    run.dispatch(actions.listRetryRequested());
    await settle();
    expect(history(run).list.status).toBe('succeeded');
    expect(callsTo(run.context, 'problemList')).toHaveLength(2);
  });

  it('a thrown worker is a load failure (Retry, not a skeleton)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = fakeContext();
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(complaintHistorySaga, { context });
    run.dispatch(actions.listOpened({ tab: null }));
    await settle();
    expect(run.put).toContainEqual(actions.listLoadFailed(WORKER_FAILED));
    expect(history(run).list.status).toBe('failed');
    spy.mockRestore();
  });

  it('refresh reloads keeping the current list visible, then says "updated" for 3 s', async () => {
    const second = slow();
    const fresh = rawList({ tabs: [{ title: 'Pendientes', list: [] }] });
    const run = start({ problemList: [ok(rawList()), second.answer] });
    run.dispatch(actions.listOpened({ tab: '1' }));
    await settle();
    run.dispatch(actions.refreshRequested());
    await settle();
    expect(history(run).list).toMatchObject({
      status: 'succeeded',
      tabs: checkedTabs(),
      refresh: 'refreshing',
    });
    second.settle(ok(fresh));
    await settle();
    expect(history(run).list).toMatchObject({
      tabs: checkedTabs(fresh),
      refresh: 'updated',
      selectedTab: 1,
    });
    await run.clock.advance(2_999);
    expect(history(run).list.refresh).toBe('updated');
    await run.clock.advance(1);
    expect(history(run).list.refresh).toBe('idle');
  });

  it('a failed refresh keeps the list and says so', async () => {
    const run = start({ problemList: [ok(rawList()), failed('Sin red', 'network')] });
    run.dispatch(actions.listOpened({ tab: null }));
    await settle();
    run.dispatch(actions.refreshRequested());
    await settle();
    expect(history(run).list).toMatchObject({
      status: 'succeeded',
      tabs: checkedTabs(),
      refresh: 'failed',
    });
  });

  it('a chosen tab goes in the URL with replace navigation, the rest of the query kept', async () => {
    const run = start({ problemList: ok(rawList()) });
    run.dispatch(actions.tabSelected({ index: 1, query: 'sessionId=s1&tab=0' }));
    await settle();
    expect(run.context.navigator.visited).toEqual([
      { url: '/complaintList?sessionId=s1&tab=1', replace: true },
    ]);
    expect(history(run).list.selectedTab).toBe(1);
    expect(callsTo(run.context, 'problemList')).toEqual([]);
  });
});

describe('complaint detail', () => {
  it('loads problem-detail with the query id and keeps the checked answer', async () => {
    const run = await opened(rawDetail({ isNeedScore: 0 }));
    expect(callsTo(run.context, 'problemDetail')).toEqual([{ problemId: '5001' }]);
    expect(history(run).detail).toMatchObject({ status: 'succeeded', problemId: '5001' });
    expect(history(run).detail.info?.problemSonType).toEqual({ title: 'Llamadas excesivas' });
  });

  it('an answer about another complaint is a failure, never shown', async () => {
    const run = await opened(rawDetail({ problemId: '9999' }));
    expect(history(run).detail).toMatchObject({ status: 'failed', info: null });
    await run.clock.advance(10_000);
    expect(history(run).score.open).toBe(false);
  });

  it.each([2, '2', -1])(
    'isNeedScore %p is non-zero: the score modal is due after 3 s',
    async (isNeedScore) => {
      const run = await opened(rawDetail({ isNeedScore }));
      expect(history(run).detail.status).toBe('succeeded');
      await run.clock.advance(2_999);
      expect(scoreDues(run)).toEqual([]);
      await run.clock.advance(1);
      expect(scoreDues(run)).toHaveLength(1);
    },
  );

  it.each([0, '0', undefined, null])('isNeedScore %p: no score modal', async (isNeedScore) => {
    const run = await opened(rawDetail({ isNeedScore }));
    expect(history(run).detail.status).toBe('succeeded');
    await run.clock.advance(10_000);
    expect(scoreDues(run)).toEqual([]);
  });

  it('an answer whose isNeedScore is not a number is refused: no modal on doubt', async () => {
    const run = await opened(rawDetail({ isNeedScore: 'yes' }));
    expect(history(run).detail.error).toEqual(UNEXPECTED);
    await run.clock.advance(10_000);
    expect(scoreDues(run)).toEqual([]);
  });

  it('no valid id: nothing is asked', async () => {
    const run = start({ problemDetail: ok(rawDetail()) });
    run.dispatch(actions.detailOpened({ problemId: '' }));
    run.dispatch(actions.detailRetryRequested());
    await settle();
    expect(callsTo(run.context, 'problemDetail')).toEqual([]);
  });
});
