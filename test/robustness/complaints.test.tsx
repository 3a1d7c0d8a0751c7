import { act, fireEvent, within } from '@testing-library/react';
import ComplaintEntryPage from '../../src/features/complaints/components/ComplaintEntryPage';
import ComplaintFormPage from '../../src/features/complaints/components/ComplaintFormPage';
import { DRAFT_KEY } from '../../src/features/complaints/draft';
import { downscale } from '../../src/platform/image/downscale';
import { downscaled, draft, photoFile, rawInit } from '../features/complaints/fixtures';
import { describeFamilies } from './run';

// jsdom has no canvas: the photo is "downscaled" by a stand-in; the upload goes through the real client.
jest.mock('../../src/platform/image/downscale', () => ({ downscale: jest.fn() }));

const init = rawInit();
const uploaded = { url: '/uploads/ab12.jpg' };
const saved = { problemId: 'c-101' };
const answers = {
  problemInit: init,
  uploadProblemImg: uploaded,
  problemSave: saved,
};
const formRoute = '/complainPageNext?problemType=1&problemSonType=11&orderNo=ORD-1174';
/** The form opens from its draft (written by the entry), with text to send. */
const written = { [DRAFT_KEY]: JSON.stringify(draft({ text: 'Me llaman a diario' })) };

describeFamilies('complaints', [
  {
    name: 'problem-init (entry)',
    target: 'problemInit',
    sample: init,
    answers,
    route: '/complaint?orderId=1174',
    page: <ComplaintEntryPage />,
  },
  {
    name: 'problem-init (form deep link)',
    target: 'problemInit',
    sample: init,
    answers,
    route: formRoute,
    page: <ComplaintFormPage />,
  },
  {
    name: 'upload-problem-img',
    target: 'uploadProblemImg',
    sample: uploaded,
    answers,
    route: formRoute,
    page: <ComplaintFormPage />,
    storage: written,
    act: async (page) => {
      const input = page.querySelector('input[type="file"]');
      if (!input) throw new Error('no photo input');
      await act(async () => {
        fireEvent.change(input, { target: { files: [photoFile()] } });
        await Promise.resolve();
      });
    },
    succeeded: (_page, state) => state.complaints.form.photos[0]?.status === 'done',
  },
  {
    name: 'problem-save',
    target: 'problemSave',
    sample: saved,
    answers,
    route: formRoute,
    page: <ComplaintFormPage />,
    storage: written,
    act: async (page) => {
      fireEvent.click(await within(page).findByRole('button', { name: 'Enviar' }));
    },
    succeeded: (_page, state) => state.complaints.form.save === 'succeeded',
  },
]);

beforeEach(() => {
  jest.mocked(downscale).mockImplementation(downscaled);
});
