import { act, cleanup, fireEvent, within } from '@testing-library/react';
import LoanDetailPage from '../../src/features/loanDetail/components/LoanDetailPage';
import RepaymentPage from '../../src/features/repayment/components/RepaymentPage';
import type { BridgeEvents } from '../../src/platform/bridge/types';
import { cards, way } from '../features/cardRepayment/fixtures';
import { order } from '../features/loanDetail/fixtures';
import { instalment } from '../features/repayment/fixtures';
import { fakeBridge } from '../support/fakeContext';
import { fakeServer, goodAnswers } from './fakeServer';
import { cardRepaymentPage, mountPage, pageShow, payWithCard } from './harness';

/**
 * A page restored from the back-forward cache (the borrower went to another site and came back with
 * Back) is the frozen page as it was left: `pageshow` with `persisted` true must reload what the host's
 * `resume` reloads, and leave a payment under way alone.
 */

/** The app's bridge in a plain browser: a host that never emits (its events are the page's own). */
const quietHost: BridgeEvents = { subscribe: () => () => undefined };
const context = { bridge: { ...fakeBridge(false), events: quietHost } };

const hsbc = { id: '303', bankName: 'HSBC', cardNo: '400000******9012', bankCode: 'HSBC' };
const commit = { needValid: 1, repayRecordId: 'rr-1' };

/** Back from another site: the browser shows the page from its cache. */
async function comeBack(persisted = true) {
  await act(async () => {
    window.dispatchEvent(pageShow(persisted));
    await Promise.resolve();
  });
}

/** The card repayment page with the SMS step open (commit answered needValid 1), 10 s into the countdown. */
async function smsStepOpen() {
  const server = fakeServer(goodAnswers({ repaymentWay: way(), repaymentCommit: commit }));
  const page = mountPage(cardRepaymentPage, { server, context });
  await page.settled();
  await payWithCard(page.container);
  await page.settled();
  await act(() => page.clock.advance(10_000));
  const code = within(page.container).getByLabelText('Código de verificación');
  fireEvent.change(code, { target: { value: '123' } });
  // While the borrower was away, a card was bound elsewhere: the cached page does not know it.
  server.queue(
    'repaymentWay',
    goodAnswers({ repaymentWay: way({ bankCards: [...cards, hsbc] }) })('repaymentWay'),
  );
  return { server, page, code };
}

describe('a page restored from the back-forward cache in the middle of a payment', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    cleanup();
  });

  it('card repayment with the SMS step open: the cards reload, the step, its code and countdown stay', async () => {
    const { server, page, code } = await smsStepOpen();
    stop = page.store.stop;
    const before = page.store.getState().cardRepayment.sms;
    expect(before).toMatchObject({ open: true, secondsLeft: 50 });

    await comeBack();
    await page.settled();

    expect(server.sent('repaymentWay')).toHaveLength(2);
    expect(within(page.container).getByRole('radio', { name: /HSBC/ })).toBeInTheDocument();
    // No second commit: no new SMS, no new charge attempt; the countdown goes on where it was.
    expect(server.sent('repaymentCommit')).toHaveLength(1);
    expect(page.store.getState().cardRepayment.sms).toEqual(before);
    expect(code).toHaveValue('123');
    expect(page.container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a first show of the page (persisted false) reloads nothing', async () => {
    const { server, page } = await smsStepOpen();
    stop = page.store.stop;
    await comeBack(false);
    await page.settled();
    expect(server.sent('repaymentWay')).toHaveLength(1);
    expect(within(page.container).queryByRole('radio', { name: /HSBC/ })).toBeNull();
  });

  it('loan details read the order again', async () => {
    const server = fakeServer(goodAnswers({ loanDetails: order(174, { isScore: 0 }) }));
    const page = mountPage(
      { route: '/loan/details?productId=1&orderId=1174', page: <LoanDetailPage /> },
      { server, context },
    );
    stop = page.store.stop;
    await page.settled();
    expect(within(page.container).getByText('Estado 174')).toBeInTheDocument();
    server.queue('loanDetails', goodAnswers({ loanDetails: order(200) })('loanDetails'));

    await comeBack();
    await page.settled();

    expect(server.sent('loanDetails')).toHaveLength(2);
    expect(within(page.container).getByText('Estado 200')).toBeInTheDocument();
    expect(within(page.container).queryByText('Estado 174')).toBeNull();
  });

  it('the repayment page shows the amount due now, not the one it was left with', async () => {
    const server = fakeServer(goodAnswers({ loanPlayDetail: instalment() }));
    const page = mountPage(
      { route: '/repayment?productId=1&orderId=1174', page: <RepaymentPage /> },
      { server, context },
    );
    stop = page.store.stop;
    await page.settled();
    expect(within(page.container).getByText('$3,510.00')).toBeInTheDocument();
    const due = instalment({ repayAmount: 361000 });
    server.queue('loanPlayDetail', goodAnswers({ loanPlayDetail: due })('loanPlayDetail'));

    await comeBack();
    await page.settled();

    expect(server.sent('loanPlayDetail')).toHaveLength(2);
    expect(within(page.container).getByText('$3,610.00')).toBeInTheDocument();
  });
});
