import { fireEvent, waitFor, within } from '@testing-library/react';
import CardRepaymentPage from '../../src/features/cardRepayment/components/CardRepaymentPage';
import { SESSION_STORAGE_KEY } from '../../src/platform/session/session';
import { way } from '../features/cardRepayment/fixtures';
import { order } from '../features/loanDetail/fixtures';
import { KEYED_BACKEND } from '../support/fakeContext';
import { describeFamilies } from './run';
import type { Family } from './harness';

const route = '/repayment/choose?orderId=1174&productId=1&amount=351000&couponId=';
const commit = { needValid: 1, repayRecordId: 'rr-1' };
const answers = {
  repaymentWay: way(),
  repaymentCommit: commit,
  repaymentConfirm: null,
  repaymentHuichao: { url: '/repayment/partner?order=1174' },
  // The check after a payment whose outcome is unknown: the order, still repayable.
  loanDetails: order(174),
};
const base = {
  answers,
  route,
  page: <CardRepaymentPage />,
  storage: { [SESSION_STORAGE_KEY]: JSON.stringify({ userId: '1001' }) },
};

async function pay(page: HTMLElement, method: RegExp) {
  fireEvent.click(await within(page).findByRole('radio', { name: method }));
  fireEvent.click(within(page).getByRole('button', { name: /Pagar/ }));
}

/**
 * The three payment requests under every bad answer, on both backends: one that honours keys shows a
 * message for an answer that may have been charged (its retry is the same request); the spec's backend
 * gets the request once, and the page says the payment may have been registered and what the check of
 * the order found.
 */
const payments: Family[] = [
  {
    ...base,
    name: 'repayment-commit',
    target: 'repaymentCommit',
    sample: commit,
    act: (page) => pay(page, /BBVA/),
    // The SMS step opened, or the payment needed none.
    succeeded: (_page, state) => state.cardRepayment.sms.open || state.cardRepayment.paid,
  },
  {
    ...base,
    name: 'repayment-confirm',
    target: 'repaymentConfirm',
    sample: { ok: true },
    act: async (page) => {
      await pay(page, /BBVA/);
      const input = await within(page).findByLabelText('Código de verificación');
      fireEvent.change(input, { target: { value: '123456' } });
      fireEvent.click(within(page).getByRole('button', { name: 'Confirmar pago' }));
      await waitFor(() => undefined);
    },
    succeeded: (_page, state) => state.cardRepayment.paid,
  },
  {
    ...base,
    name: 'repayment-huichao',
    target: 'repaymentHuichao',
    sample: answers.repaymentHuichao,
    act: (page) => pay(page, /Otro método de pago/),
    // A success whose url is refused: the payment was requested, the page says so (no re-arm).
    succeeded: (_page, state) => state.cardRepayment.handoffRefused,
  },
];

const families: Family[] = [
  { ...base, name: 'repayment-way', target: 'repaymentWay', sample: way() },
  ...payments.flatMap((family) => [
    { ...family, name: `${family.name} (keys honoured)`, backend: KEYED_BACKEND },
    { ...family, name: `${family.name} (spec backend)`, oneRequest: true },
  ]),
];

describeFamilies('card repayment', families);
