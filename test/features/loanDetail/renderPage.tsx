import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import LoanDetailPage from '../../../src/features/loanDetail/components/LoanDetailPage';
import { initialUiState } from '../../../src/shell/uiSlice';
import { fakeContext, useFakeRouter, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answer, type RawOrder } from './fixtures';

function Where({ context }: { context: FakeContext }) {
  useFakeRouter(context.navigator);
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the page with the api answering as the real client does (checked by the call's schema). */
export async function open(data: RawOrder, options: { inApp?: boolean } = {}) {
  const inApp = options.inApp ?? false;
  const context = fakeContext({ inApp });
  context.api.post.mockImplementation(answer(data));
  const utils = renderWithProviders(
    <>
      <LoanDetailPage />
      <Where context={context} />
    </>,
    {
      context,
      route: '/loan/details?productId=7&orderId=9',
      preloadedState: { ui: { ...initialUiState, inApp } },
    },
  );
  await screen.findByRole('heading', { name: data.noticeStatusText });
  return { ...utils, context };
}
