import { fireEvent, waitFor, within } from '@testing-library/react';
import LoanConfirmPage from '../../src/features/loanConfirm/components/LoanConfirmPage';
import LoanDetailPage from '../../src/features/loanDetail/components/LoanDetailPage';
import { rawOffer } from '../features/loanConfirm/fixtures';
import { order } from '../features/loanDetail/fixtures';
import { KEYED_BACKEND } from '../support/fakeContext';
import type { Family } from './harness';
import { describeFamilies } from './run';

const offer = rawOffer();
const push = { lendDetailsUrl: '/loan/details?productId=1&orderId=1001' };
const repayable = order(174, { isScore: 0, isDelay: 1 });
const rateable = order(200, { isScore: 1 });

/**
 * The loan push under every bad answer, on both backends: one that honours keys shows a message for an
 * answer that may have booked (its retry is the same request); the spec's backend gets the push once,
 * and the page says the loan may have been requested and what the check of the offer found.
 */
const pushFamily: Omit<Family, 'name'> = {
  target: 'loanDetailPush',
  sample: push,
  answers: { loanDetailConfirm: offer, loanDetailPush: push },
  route: '/loan/confirm?productId=1',
  page: <LoanConfirmPage />,
  act: async (page) => {
    const submit = await within(page).findByRole('button', { name: 'Confirmar y solicitar' });
    fireEvent.click(submit);
  },
  // A success whose lendDetailsUrl is refused booked the loan: the page says so and offers its details.
  succeeded: (_page, state) => state.loanConfirm.submit === 'booked',
};

describeFamilies('loan confirmation and details', [
  {
    name: 'loan-detail-confirm',
    target: 'loanDetailConfirm',
    sample: offer,
    answers: { loanDetailConfirm: offer },
    route: '/loan/confirm?productId=1',
    page: <LoanConfirmPage />,
  },
  { ...pushFamily, name: 'loan-detail-push (keys honoured)', backend: KEYED_BACKEND },
  { ...pushFamily, name: 'loan-detail-push (spec backend)', oneRequest: true },
  {
    name: 'loan-details',
    target: 'loanDetails',
    sample: repayable,
    answers: { loanDetails: repayable },
    route: '/loan/details?productId=1&orderId=1174',
    page: <LoanDetailPage />,
  },
  {
    name: 'google-score',
    target: 'googleScore',
    sample: { ok: 1 },
    answers: { loanDetails: rateable, googleScore: null },
    route: '/loan/details?productId=1&orderId=1174',
    page: <LoanDetailPage />,
    act: async (page) => {
      const dialog = await within(page).findByRole('dialog', {
        name: 'Califique nuestro servicio',
      });
      fireEvent.click(within(dialog).getByRole('radio', { name: '2 de 5 estrellas' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      await waitFor(() => undefined);
    },
    succeeded: (page) => within(page).queryByRole('dialog', { name: '¡Gracias!' }) !== null,
  },
]);
