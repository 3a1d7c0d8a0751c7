import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCORE_MODAL_DELAY_MS } from '../../../src/config/constants';
import ComplaintDetailPage from '../../../src/features/complaintHistory/components/ComplaintDetailPage';
import {
  complaintHistoryActions as actions,
  complaintHistoryBackLayers,
  complaintHistoryReducer,
  initialComplaintHistoryState,
} from '../../../src/features/complaintHistory/complaintHistorySlice';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { answerBy, fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { rawDetail } from './fixtures';

const back = () => bridgeEventReceived('back');
const previewDialog = () => screen.queryByRole('dialog', { name: 'Vista previa' });
const scoreDialog = () =>
  screen.queryByRole('dialog', { name: 'Califique la atención de su queja' });

describe('the large image in the store', () => {
  const reduce = (...actionList: Parameters<typeof complaintHistoryReducer>[1][]) =>
    actionList.reduce(complaintHistoryReducer, initialComplaintHistoryState);

  it('opens per group and index, closes, and goes with the page', () => {
    const open = reduce(actions.previewOpened({ group: 'reply', index: 0 }));
    expect(open.preview).toEqual({ group: 'reply', index: 0 });
    expect(complaintHistoryReducer(open, actions.previewClosed()).preview).toBeNull();
    expect(complaintHistoryReducer(open, actions.detailLeft()).preview).toBeNull();
    expect(
      complaintHistoryReducer(open, actions.detailOpened({ problemId: '5002' })).preview,
    ).toBeNull();
    expect(complaintHistoryReducer(open, actions.detailRetryRequested()).preview).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN])('an index %p opens nothing', (index) => {
    expect(reduce(actions.previewOpened({ group: 'images', index })).preview).toBeNull();
  });
});

describe('back on the complaint detail page', () => {
  it('the score modal first (it opens over everything), then the large image', () => {
    const state = {
      ...initialComplaintHistoryState,
      score: { ...initialComplaintHistoryState.score, open: true },
      preview: { group: 'images' as const, index: 1 },
    };
    expect(complaintHistoryBackLayers.closeTop({ complaintHistory: state })).toEqual(
      actions.scoreCancelled(),
    );
    const scoreClosed = complaintHistoryReducer(state, actions.scoreCancelled());
    expect(complaintHistoryBackLayers.closeTop({ complaintHistory: scoreClosed })).toEqual(
      actions.previewClosed(),
    );
    const nothing = complaintHistoryReducer(scoreClosed, actions.previewClosed());
    expect(complaintHistoryBackLayers.closeTop({ complaintHistory: nothing })).toBeNull();
    expect(complaintHistoryBackLayers.closeTop({})).toBeNull();
  });

  it('closes the large image, then the page goes back', async () => {
    const context = fakeContext();
    answerBy(context, { problemDetail: ok(rawDetail({ isNeedScore: 0 })) });
    const { store } = renderWithProviders(<ComplaintDetailPage />, {
      context,
      route: '/complainDetails?problemId=5001',
    });
    const images = await screen.findByRole('list', { name: 'Imágenes' });
    await userEvent.click(within(images).getByRole('button', { name: 'Ampliar la imagen 2 de 2' }));
    expect(within(previewDialog()!).getByRole('img')).toHaveAttribute('src', '/uploads/a2.jpg');
    act(() => {
      store.dispatch(back());
    });
    await waitFor(() => expect(previewDialog()).toBeNull());
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(back());
    });
    await waitFor(() => expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1));
  });

  it('closes the score modal for this visit, as its Cancel does', async () => {
    const context = fakeContext();
    answerBy(context, { problemDetail: ok(rawDetail()) });
    const { store } = renderWithProviders(<ComplaintDetailPage />, {
      context,
      route: '/complainDetails?problemId=5001',
    });
    await screen.findByRole('list', { name: 'Imágenes' });
    await act(() => context.clock.advance(SCORE_MODAL_DELAY_MS));
    expect(scoreDialog()).not.toBeNull();
    act(() => {
      store.dispatch(back());
    });
    await waitFor(() => expect(scoreDialog()).toBeNull());
    expect(store.getState().complaintHistory.score).toMatchObject({ open: false, done: true });
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
  });
});
