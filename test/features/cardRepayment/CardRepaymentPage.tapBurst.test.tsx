import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import type { ResponseSchema } from '../../../src/platform/api/schema';
import type { ApiResult } from '../../../src/platform/api/types';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import { ConnectedToast } from '../../../src/shell';
import { FakeRouter, fakeContext, KEYED_BACKEND, through } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { fail, ok00, way } from './fixtures';

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
});
