import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import type { ResponseSchema } from '../../../src/platform/api/schema';
import type { ApiResult } from '../../../src/platform/api/types';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import { ConnectedToast } from '../../../src/shell';
import { FakeRouter, fakeContext, KEYED_BACKEND, ok, through } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { order } from '../loanDetail/fixtures';
import { fail, ok00, transport, way } from './fixtures';

const ROUTE = '/repayment/choose?orderId=1174&productId=7&amount=351000&couponId=';

function renderPage(answers: Record<string, ApiResult<unknown>>, context = fakeContext()) {
  context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1001' }));
  const all: Record<string, ApiResult<unknown>> = { repaymentWay: ok00(way()), ...answers };
  context.api.post.mockImplementation((endpoint: string, schema: ResponseSchema<unknown>) =>
    through(schema, all[endpoint] ?? fail('test', `unexpected ${endpoint}`)),
  );
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/repayment/choose" element={<CardRepaymentPage />} />
        <Route path="/loan/details" element={<p>details</p>} />
      </Routes>
      <ConnectedToast />
      <FakeRouter context={context} />
    </>,
    { context, route: ROUTE },
  );
  return { ...view, user: userEvent.setup() };
}

const count = (post: jest.Mock, endpoint: string) =>
  post.mock.calls.filter(([e]) => e === endpoint).length;

/** The check of a payment in doubt (loan-details): the order still repayable. */
const repayable = { loanDetails: ok(order(174)) };
const PAY_AGAIN = 'Pagar de nuevo (puede repetir el cobro)';

/** Pay, or the retry that took its place in the doubt notice (busy or not): where the finger taps. */
const underFinger = () =>
  screen.getByRole('button', { name: /Pagar( de nuevo \(puede repetir el cobro\))?$/ });

/** 10 taps on whatever button is under the finger, 30 ms of virtual time apart. */
async function tenTaps(user: ReturnType<typeof userEvent.setup>, advance: () => Promise<void>) {
  for (let i = 0; i < 10; i += 1) {
    await user.click(underFinger());
    await act(advance);
  }
}

async function choose(name: RegExp) {
  const radio = await screen.findByRole('radio', { name });
  await userEvent.click(radio);
  return screen.getByRole('button', { name: /Pagar/ });
}

describe('CardRepaymentPage: one request per tap burst', () => {
  it('mouse: 10 clicks on a fast failure send one commit, the button is busy for the burst', async () => {
    const { user, context } = renderPage({ repaymentCommit: fail('91', 'Tarjeta vencida') });
    const pay = await choose(/BBVA/);
    for (let i = 0; i < 10; i += 1) await user.click(pay);
    expect(await screen.findByText('Tarjeta vencida')).toBeInTheDocument();
    expect(count(context.api.post, 'repaymentCommit')).toBe(1);
    expect(pay).toBeDisabled();
    await act(() => context.clock.advance(SUBMIT_REARM_MS));
    expect(pay).toBeEnabled();
  });

  it('keyboard: 10 Enter presses on a fast failure send one commit', async () => {
    const { user, context } = renderPage({ repaymentCommit: fail('91', 'Tarjeta vencida') });
    const pay = await choose(/Santander/);
    pay.focus();
    for (let i = 0; i < 10; i += 1) await user.keyboard('{Enter}');
    expect(await screen.findByText('Tarjeta vencida')).toBeInTheDocument();
    expect(count(context.api.post, 'repaymentCommit')).toBe(1);
  });

  it('touch: 10 taps on a fast success (no SMS) send one commit; pay stays off', async () => {
    const { user, context } = renderPage({
      repaymentCommit: ok00({ needValid: 0, repayRecordId: 7002 }),
    });
    const pay = await choose(/Santander/);
    for (let i = 0; i < 10; i += 1) await user.pointer({ keys: '[TouchA]', target: pay });
    expect(await screen.findByText('details')).toBeInTheDocument();
    expect(count(context.api.post, 'repaymentCommit')).toBe(1);
  });

  it('the alternative payment: a fast success is requested once and the button stays off', async () => {
    const { user, context } = renderPage({ repaymentHuichao: ok00({ url: '/carpmm?paid=1' }) });
    const pay = await choose(/Otro método de pago/);
    for (let i = 0; i < 10; i += 1) await user.click(pay);
    await act(() => context.clock.advance(5_000));
    expect(count(context.api.post, 'repaymentHuichao')).toBe(1);
    expect(context.navigator.visited).toEqual([{ url: '/carpmm?paid=1', replace: false }]);
    expect(pay).toBeDisabled();
    await user.click(pay);
    expect(count(context.api.post, 'repaymentHuichao')).toBe(1);
  });

  // A refused answer is doubtful: 'processing failed' where the backend honours keys (with the spec's
  // backend the order is checked instead: CardRepaymentPage.doubt.test.tsx).
  it("needValid 'abc': 'processing failed', no SMS step, no navigation (keys honoured)", async () => {
    const { user, context } = renderPage(
      { repaymentCommit: ok00({ needValid: 'abc', repayRecordId: 7001 }) },
      fakeContext({ backend: KEYED_BACKEND }),
    );
    const pay = await choose(/BBVA/);
    await user.click(pay);
    expect(await screen.findByText('No se pudo procesar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('details')).toBeNull();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
  });

  // The spec's backend (the default): an answer that may have been charged puts the page in doubt and
  // checks; the retry in its place stays busy the pause after the check, so the burst sends no retry.
  it.each([
    ['a fast time-out', transport('timeout')],
    ['a fast network failure', transport('network')],
    ['a fast 504', fail('http_504', 'La solicitud tardó demasiado')],
  ])(
    "the spec's backend: 10 clicks on %s send one commit; pay again busy for the burst",
    async (_name, result) => {
      const { user, context } = renderPage({ repaymentCommit: result, ...repayable });
      await choose(/BBVA/);
      await tenTaps(user, () => context.clock.advance(30));
      const notice = screen.getByTestId('cr-doubt');
      expect(count(context.api.post, 'repaymentCommit')).toBe(1);
      expect(count(context.api.post, 'loanDetails')).toBe(1);
      expect(underFinger()).toBeDisabled();
      expect(underFinger()).toHaveAttribute('aria-busy', 'true');
      expect(document.querySelector('.toast')).toBeNull();
      await act(() => context.clock.advance(SUBMIT_REARM_MS));
      expect(within(notice).getByRole('button', { name: PAY_AGAIN })).toBeEnabled();
      expect(count(context.api.post, 'repaymentCommit')).toBe(1);
    },
  );

  it("the spec's backend: the alternative payment, 10 clicks on a fast time-out: one request", async () => {
    const { user, context } = renderPage({ repaymentHuichao: transport('timeout'), ...repayable });
    await choose(/Otro método de pago/);
    await tenTaps(user, () => context.clock.advance(30));
    expect(screen.getByTestId('cr-doubt')).toBeInTheDocument();
    expect(count(context.api.post, 'repaymentHuichao')).toBe(1);
    expect(context.navigator.visited).toEqual([]);
  });

  it("the spec's backend: needValid 'abc' is in doubt: the order checked, no message, no SMS step", async () => {
    const { user, context } = renderPage({
      repaymentCommit: ok00({ needValid: 'abc', repayRecordId: 7001 }),
      ...repayable,
    });
    await choose(/BBVA/);
    await tenTaps(user, () => context.clock.advance(30));
    expect(screen.getByTestId('cr-doubt')).toBeInTheDocument();
    expect(screen.queryByText('No se pudo procesar')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('details')).toBeNull();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(count(context.api.post, 'repaymentCommit')).toBe(1);
    expect(count(context.api.post, 'loanDetails')).toBe(1);
  });
});
