import { all, call } from 'typed-redux-saga';
import { complaintsSaga } from '../../../src/features/complaints/complaintsSaga';
import {
  complaintsActions as actions,
  complaintsBackLayers,
} from '../../../src/features/complaints/complaintsSlice';
import { writeDraft } from '../../../src/features/complaints/draft';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { uiSaga } from '../../../src/shell/uiSaga';
import { backRequested } from '../../../src/shell/uiSlice';
import { answerBy, fakeContext, ok } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { draft, rawInit, subTypeQuery } from './fixtures';

/** The form restored from a draft with one uploaded photo, on the harness with the ui's sagas. */
async function formWithPhoto() {
  const context = fakeContext();
  writeDraft(context.storage, draft({ images: ['/uploads/p1.jpg'] }));
  answerBy(context, { problemInit: ok(rawInit()) });
  const run = sagaHarness(
    function* page() {
      yield* all([call(uiSaga), call(complaintsSaga)]);
    },
    { context },
  );
  run.dispatch(actions.formOpened(subTypeQuery));
  await settle();
  const [photo] = run.state().complaints.form.photos;
  return { run, photo };
}

describe('back on the complaint form', () => {
  it('closes the large photo as its Close does, then goes back', async () => {
    const { run, photo } = await formWithPhoto();
    run.dispatch(actions.previewOpened({ id: photo.id }));
    expect(run.state().complaints.form.previewId).toBe(photo.id);
    run.dispatch(bridgeEventReceived('back'));
    await settle();
    expect(run.state().complaints.form.previewId).toBeNull();
    expect(run.types()).not.toContain(backRequested.type);
    run.dispatch(bridgeEventReceived('back'));
    await settle();
    expect(run.types()).toContain(backRequested.type);
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it("the 'sent' notice is not closed by back (nothing closes it): back goes back", async () => {
    const { run, photo } = await formWithPhoto();
    run.dispatch(actions.previewOpened({ id: photo.id }));
    const sent = {
      ...run.state().complaints,
      form: { ...run.state().complaints.form, save: 'succeeded' as const },
    };
    expect(complaintsBackLayers.closeTop({ complaints: sent })).toBeNull();
    run.task.cancel();
  });

  it('a form that was left closes nothing', async () => {
    const { run, photo } = await formWithPhoto();
    run.dispatch(actions.previewOpened({ id: photo.id }));
    run.dispatch(actions.formLeft());
    expect(complaintsBackLayers.closeTop(run.state())).toBeNull();
    expect(complaintsBackLayers.closeTop({})).toBeNull();
    run.task.cancel();
  });
});
