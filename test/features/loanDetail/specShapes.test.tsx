import { screen } from '@testing-library/react';
import LoanDetailPage from '../../../src/features/loanDetail/components/LoanDetailPage';
import { openSpecBackend, v3 } from '../complaints/specHarness';
import { order } from './fixtures';

/** The demo's loan details rewritten to the spec's fields (section 3), status as text, flags as given. */
function specOrder(flags: Record<string, unknown>) {
  const {
    orderStatus,
    noticeStatusText,
    noticeDesText,
    productName,
    productLogo,
    userOrderDetail,
  } = order(174);
  return {
    orderStatus: String(orderStatus),
    noticeStatusText,
    noticeDesText,
    productName,
    productLogo,
    userOrderDetail,
    ...flags,
  };
}

const open = (flags: Record<string, unknown>) =>
  openSpecBackend({
    route: '/loan/details?productId=1&orderId=1174',
    page: <LoanDetailPage />,
    bodies: { loanDetails: v3(specOrder(flags)) },
  });

describe('loan details against a backend that answers in the spec shapes', () => {
  it('loads without isScore and isDelay: Pay, no extension, no rating', async () => {
    const page = await open({});
    expect(page.failure()).toBeNull();
    expect(page.store.getState().loanDetail.status).toBe('succeeded');
    expect(screen.getByRole('heading', { name: 'Estado 174' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extensión' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('isScore "1" and isDelay "1" as text: the rating opens and the extension shows', async () => {
    const page = await open({ isScore: '1', isDelay: '1' });
    expect(page.store.getState().loanDetail.info).toMatchObject({ isScore: 1, isDelay: 1 });
    expect(screen.getByRole('dialog', { name: 'Califique nuestro servicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extensión', hidden: true })).toBeInTheDocument();
  });
});
