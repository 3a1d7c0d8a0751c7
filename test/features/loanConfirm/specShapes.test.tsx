import { screen } from '@testing-library/react';
import LoanConfirmPage from '../../../src/features/loanConfirm/components/LoanConfirmPage';
import { openSpecBackend, v3 } from '../complaints/specHarness';
import { rawOffer } from './fixtures';

/** The demo's offer rewritten to the spec's shape: numbers as text, isNeedPop and sendSms left out. */
function specOffer(over: Record<string, unknown> = {}) {
  const { isNeedPop: _pop, sendSms: _sms, ...offer } = rawOffer();
  return { ...offer, amount: '300000', periods: '7', termUnit: '1', couNum: '5000', ...over };
}

const open = (offer: Record<string, unknown>) =>
  openSpecBackend({
    route: '/loan/confirm?productId=1',
    page: <LoanConfirmPage />,
    bodies: { loanDetailConfirm: v3(offer) },
  });

describe('loan offer against a backend that answers in the spec shapes', () => {
  it('loads without isNeedPop: the offer shows, no reload modal', async () => {
    const page = await open(specOffer());
    expect(page.failure()).toBeNull();
    const state = page.store.getState().loanConfirm;
    expect(state.status).toBe('succeeded');
    expect(state.popOpen).toBe(false);
    expect(screen.getByTestId('lc-amount')).toHaveTextContent('3,000.00');
    expect(screen.getByRole('button', { name: 'Confirmar y solicitar' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Un momento' })).toBeNull();
  });

  it('isNeedPop "1" as text opens the reload modal', async () => {
    const page = await open(specOffer({ isNeedPop: '1' }));
    expect(page.store.getState().loanConfirm.popOpen).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Un momento' })).toBeInTheDocument();
  });
});
