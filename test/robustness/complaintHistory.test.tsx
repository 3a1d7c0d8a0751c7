import { fireEvent, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import ComplaintDetailPage from '../../src/features/complaintHistory/components/ComplaintDetailPage';
import ComplaintListPage from '../../src/features/complaintHistory/components/ComplaintListPage';
import {
  complaintHistoryActions as actions,
  selectComplaintDetail,
  selectScore,
} from '../../src/features/complaintHistory/complaintHistorySlice';
import { useAppDispatch, useAppSelector } from '../../src/shell/hooks';
import { rawDetail, rawList } from '../features/complaintHistory/fixtures';
import { describeFamilies } from './run';

const list = rawList();
const detail = rawDetail();
const route = '/complainDetails?problemId=5001';

/**
 * The harness's virtual clock is its own and moves only while the page is busy (at most 2 s), so the score
 * modal's 3 s wait never ends there: this stands in for it with the action the wait ends with.
 */
function ScoreDueAtOnce() {
  const dispatch = useAppDispatch();
  const { status, problemId } = useAppSelector(selectComplaintDetail);
  useEffect(() => {
    if (status === 'succeeded') dispatch(actions.scoreDue({ problemId }));
  }, [dispatch, status, problemId]);
  return null;
}

describeFamilies('complaint history', [
  {
    name: 'problem-list',
    target: 'problemList',
    sample: list,
    answers: { problemList: list },
    route: '/complaintList',
    page: <ComplaintListPage />,
  },
  {
    name: 'problem-detail',
    target: 'problemDetail',
    sample: detail,
    answers: { problemDetail: detail },
    route,
    page: <ComplaintDetailPage />,
  },
  {
    name: 'problem-score',
    target: 'problemScore',
    sample: null,
    answers: { problemDetail: detail, problemScore: null },
    route,
    page: (
      <>
        <ComplaintDetailPage />
        <ScoreDueAtOnce />
      </>
    ),
    act: async (page) => {
      const dialog = await within(page).findByRole('dialog', {
        name: 'Califique la atención de su queja',
      });
      fireEvent.click(within(dialog).getByRole('radio', { name: '3 de 5 estrellas' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      await waitFor(() => undefined);
    },
    // Scored: the modal closed for good (a failure keeps it open with its message).
    succeeded: (_page, state) => {
      const score = selectScore(state);
      return !score.open && score.done;
    },
  },
]);
