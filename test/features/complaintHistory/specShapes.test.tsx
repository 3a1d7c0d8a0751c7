import { screen } from '@testing-library/react';
import { SCORE_MODAL_DELAY_MS } from '../../../src/config/constants';
import ComplaintDetailPage from '../../../src/features/complaintHistory/components/ComplaintDetailPage';
import ComplaintListPage from '../../../src/features/complaintHistory/components/ComplaintListPage';
import { general, openSpecBackend } from '../complaints/specHarness';
import { rawDetail, rawList } from './fixtures';

const SCORE = 'Califique la atención de su queja';

describe('complaint history against a backend that answers in the spec shapes', () => {
  it.each([2, '2'])(
    'the detail with isNeedScore %p loads and opens the score modal after 3 s',
    async (isNeedScore) => {
      const page = await openSpecBackend({
        route: '/complainDetails?problemId=5001',
        page: <ComplaintDetailPage />,
        bodies: { problemDetail: general(rawDetail({ isNeedScore, time: '2026/2/27 18:40' })) },
      });
      expect(page.failure()).toBeNull();
      expect(page.store.getState().complaintHistory.detail.status).toBe('succeeded');
      expect(screen.getByText('Fecha').nextElementSibling).toHaveTextContent('2026-02-27 18:40:00');
      expect(screen.queryByRole('dialog', { name: SCORE })).toBeNull();
      await page.advance(SCORE_MODAL_DELAY_MS);
      expect(screen.getByRole('dialog', { name: SCORE })).toBeInTheDocument();
    },
  );

  it('the detail without isNeedScore loads without the score modal', async () => {
    const { isNeedScore: _left, ...detail } = rawDetail();
    const page = await openSpecBackend({
      route: '/complainDetails?problemId=5001',
      page: <ComplaintDetailPage />,
      bodies: { problemDetail: general(detail) },
    });
    expect(page.store.getState().complaintHistory.detail.status).toBe('succeeded');
    await page.advance(SCORE_MODAL_DELAY_MS * 2);
    expect(screen.queryByRole('dialog', { name: SCORE })).toBeNull();
  });

  it('the list loads its tabs, times through the date formatter', async () => {
    const list = rawList();
    const [first] = list.tabs[0].list;
    const page = await openSpecBackend({
      route: '/complaintList',
      page: <ComplaintListPage />,
      bodies: {
        problemList: general({
          tabs: [{ title: 'Pendientes', list: [{ ...first, id: 5003, time: '2026/3/2 10:15' }] }],
        }),
      },
    });
    expect(page.failure()).toBeNull();
    expect(page.store.getState().complaintHistory.list.status).toBe('succeeded');
    const link = screen.getByRole('link', { name: /Me llamaron muchas veces/ });
    expect(link).toHaveAttribute('href', '/complainDetails?problemId=5003');
    expect(link).toHaveTextContent('2026-03-02 10:15:00');
  });
});
