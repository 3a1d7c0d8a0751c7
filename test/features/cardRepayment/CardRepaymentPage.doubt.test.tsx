import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import type { ApiResult } from '../../../src/platform/api/types';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import { ConnectedToast } from '../../../src/shell';
import {
  answerBy,
  callsTo,
  failed,
  FakeRouter,
  fakeContext,
  ok,
  type Answer,
  type Answers,
  type FakeContext,
} from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { order } from '../loanDetail/fixtures';
import { ok00, transport, way } from './fixtures';

/**
 * Issue 35 on the page, with the spec's backend (the default): a payment request without a definitive
 * answer is never sent again on its own. In place of the pay button (or inside the SMS step) the page
 * says the payment may have been registered, what the check of the order found, and what can be done.
 */

const ROUTE = '/repayment/choose?orderId=1174&productId=7&amount=351000&couponId=';
const TITLE = 'No recibimos respuesta: su pago pudo haberse registrado.';
const NOTES = {
  checking: 'Estamos comprobando el estado de su préstamo, no enviamos el pago de nuevo…',
  notSeen:
    'Su préstamo aún no aparece como pagado, pero el pago pudo estar en proceso. Revise el detalle antes de pagar de nuevo.',
  unknown:
    'No pudimos comprobar si su pago llegó. Revise el detalle del préstamo o vuelva a comprobar.',
};
const RETRY_NOTE = 'Si lo intenta de nuevo, el cobro podría repetirse.';
const DETAILS = 'Ver el detalle del préstamo';
const CHECK_AGAIN = 'Comprobar de nuevo';
const PAY_AGAIN = 'Pagar de nuevo (puede repetir el cobro)';
const SAME_REQUEST = 'Reintentar la misma solicitud';

const smsOpened = ok00({ needValid: 1, repayRecordId: 7001 });
const repayable = ok(order(174));
const unanswered = failed('Sin conexión', 'network');

function DetailsProbe() {
  const location = useLocation();
  return <p data-testid="details">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(
  answers: Answers,
  options: { locale?: 'es-MX' | 'en' | 'zh-CN'; context?: FakeContext } = {},
) {
  const context = options.context ?? fakeContext();
  answerBy(context, {
    repaymentWay: ok00(way()),
    repaymentCommit: smsOpened,
    loanDetails: repayable,
    ...answers,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/repayment/choose" element={<CardRepaymentPage />} />
        <Route path="/loan/details" element={<DetailsProbe />} />
      </Routes>
      <ConnectedToast />
      <FakeRouter context={context} />
    </>,
    { context, route: ROUTE, locale: options.locale },
  );
  return { context, user: userEvent.setup() };
}

const sent = (context: FakeContext, endpoint: string) => callsTo(context, endpoint).length;
const buttonsOf = (notice: HTMLElement) =>
  within(notice)
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** The pause after a request in doubt: the rest of the tap burst is over, the retry takes a tap. */
const pauseOver = (context: FakeContext) => act(() => context.clock.advance(SUBMIT_REARM_MS));

/** The pay button's retry in the notice, busy or not (a busy button's name starts with its spinner's text). */
const payAgain = (notice: HTMLElement) =>
  within(notice).getByRole('button', { name: /Pagar de nuevo \(puede repetir el cobro\)$/ });

/** Pays with the BBVA card; the commit answers `commit`, its check `check`. */
async function payByCard(commit: Answer | Answer[], check: Answer | Answer[] = repayable) {
  const view = renderPage({ repaymentCommit: commit, loanDetails: check });
  await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
  await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
  return { ...view, notice: await screen.findByTestId('cr-doubt') };
}

describe('CardRepaymentPage: a payment in doubt (the pay button)', () => {
  it.each([
    ['notSeen', repayable, [DETAILS, PAY_AGAIN]],
    ['unknown', unanswered, [DETAILS, CHECK_AGAIN, PAY_AGAIN]],
  ] as const)(
    "'%s': the notice in place of the pay button, its note and buttons; nothing sent again",
    async (finding, check, buttons) => {
      const { notice, context } = await payByCard(transport('timeout'), check);
      expect(await within(notice).findByText(NOTES[finding])).toBeInTheDocument();
      expect(notice).toHaveAttribute('role', 'status');
      expect(within(notice).getByText(TITLE)).toBeInTheDocument();
      // Right after the check pay again is busy: the rest of the burst that paid is lost.
      expect(payAgain(notice)).toBeDisabled();
      expect(payAgain(notice)).toHaveAttribute('aria-busy', 'true');
      await pauseOver(context);
      expect(buttonsOf(notice)).toEqual(buttons);
      expect(payAgain(notice)).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
      expect(screen.queryByText(SAME_REQUEST)).toBeNull();
      expect(document.querySelector('.toast')).toBeNull();
      // The method stays fixed while the payment is in doubt.
      expect(screen.getByRole('radio', { name: /Santander/ })).toBeDisabled();
      await act(() => context.clock.advance(60_000));
      expect(sent(context, 'repaymentCommit')).toBe(1);
      expect(sent(context, 'loanDetails')).toBe(1);
    },
  );

  it('while the check runs: its note and a spinner, no button', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held: Answer = new Promise((resolve) => (answerCheck = resolve));
    const { notice, context } = await payByCard(transport('timeout'), held);
    expect(within(notice).getByText(NOTES.checking)).toBeInTheDocument();
    expect(notice.querySelector('.doubt-spinner')).not.toBeNull();
    expect(buttonsOf(notice)).toEqual([]);
    await act(async () => answerCheck(repayable));
    expect(await within(notice).findByText(NOTES.notSeen)).toBeInTheDocument();
    expect(sent(context, 'repaymentCommit')).toBe(1);
  });

  it('pay again sends exactly one commit, and the SMS step opens', async () => {
    const { notice, user, context } = await payByCard([transport('timeout'), smsOpened]);
    await within(notice).findByText(NOTES.notSeen);
    // A tap on the busy retry sends nothing.
    await user.click(payAgain(notice));
    expect(sent(context, 'repaymentCommit')).toBe(1);
    await pauseOver(context);
    await user.click(within(notice).getByRole('button', { name: PAY_AGAIN }));
    expect(await screen.findByRole('dialog', { name: 'Verificación por SMS' })).toBeInTheDocument();
    expect(sent(context, 'repaymentCommit')).toBe(2);
    expect(screen.queryByTestId('cr-doubt')).toBeNull();
  });

  it('check again: a new check, and the order found paid opens the loan details', async () => {
    const { notice, user, context } = await payByCard(transport('network'), [
      unanswered,
      ok(order(200)),
    ]);
    await user.click(await within(notice).findByRole('button', { name: CHECK_AGAIN }));
    expect(await screen.findByTestId('details')).toHaveTextContent(
      '/loan/details?productId=7&orderId=1174',
    );
    expect(sent(context, 'loanDetails')).toBe(2);
    expect(sent(context, 'repaymentCommit')).toBe(1);
  });

  it('the loan details, one tap away', async () => {
    const { notice, user, context } = await payByCard(transport('timeout'));
    await user.click(await within(notice).findByRole('button', { name: DETAILS }));
    expect(await screen.findByTestId('details')).toHaveTextContent(
      '/loan/details?productId=7&orderId=1174',
    );
    expect(sent(context, 'repaymentCommit')).toBe(1);
  });

  it('the order found paid at once: the loan details, no notice left', async () => {
    const view = renderPage({
      repaymentCommit: transport('timeout'),
      loanDetails: ok(order(200)),
    });
    await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByTestId('details')).toHaveTextContent(
      '/loan/details?productId=7&orderId=1174',
    );
    expect(sent(view.context, 'repaymentCommit')).toBe(1);
  });

  it('the alternative method: pay again sends exactly one huichao request', async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1001' }));
    const view = renderPage(
      { repaymentHuichao: [transport('timeout'), ok00({ url: '/carpmm?paid=1' })] },
      { context },
    );
    await view.user.click(await screen.findByRole('radio', { name: /Otro método de pago/ }));
    await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
    const notice = await screen.findByTestId('cr-doubt');
    expect(await within(notice).findByText(NOTES.notSeen)).toBeInTheDocument();
    expect(callsTo(context, 'repaymentHuichao')).toEqual([
      { userId: '1001', orderId: '1174', amount: '351000' },
    ]);
    await pauseOver(context);
    await view.user.click(within(notice).getByRole('button', { name: PAY_AGAIN }));
    expect(sent(context, 'repaymentHuichao')).toBe(2);
    expect(context.navigator.visited).toEqual([{ url: '/carpmm?paid=1', replace: false }]);
  });
});

describe('CardRepaymentPage: a payment in doubt in the SMS step', () => {
  async function confirmed(confirm: Answer[], check: Answer | Answer[] = repayable) {
    const view = renderPage({ repaymentConfirm: confirm, loanDetails: check });
    await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verificación por SMS' });
    await view.user.type(within(dialog).getByLabelText('Código de verificación'), '606060');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    const notice = await within(dialog).findByTestId('cr-doubt');
    return { ...view, dialog, notice };
  }

  it.each([
    ['notSeen', repayable, [DETAILS]],
    ['unknown', unanswered, [DETAILS, CHECK_AGAIN]],
  ] as const)(
    "'%s': the notice inside the step says the charge may repeat; confirm is the retry",
    async (finding, check, buttons) => {
      const { dialog, notice, context } = await confirmed([transport('timeout')], check);
      expect(await within(notice).findByText(NOTES[finding])).toBeInTheDocument();
      expect(within(notice).getByText(TITLE)).toBeInTheDocument();
      expect(within(notice).getByText(RETRY_NOTE)).toBeInTheDocument();
      expect(buttonsOf(notice)).toEqual(buttons);
      // Confirm, the retry, is busy a pause after the check, then takes a tap.
      const confirm = within(dialog).getByRole('button', { name: /Confirmar pago$/ });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      await pauseOver(context);
      expect(confirm).toBeEnabled();
      expect(within(dialog).queryByText(SAME_REQUEST)).toBeNull();
      expect(within(dialog).queryByText(/enviamos la misma solicitud/)).toBeNull();
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await act(() => context.clock.advance(5_000));
      expect(sent(context, 'repaymentConfirm')).toBe(1);
    },
  );

  it('while the check runs, confirm and resend are off', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held: Answer = new Promise((resolve) => (answerCheck = resolve));
    const view = renderPage({ repaymentConfirm: transport('timeout'), loanDetails: held });
    await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verificación por SMS' });
    await act(() => view.context.clock.advance(60_000));
    await view.user.type(within(dialog).getByLabelText('Código de verificación'), '606060');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar pago' });
    await view.user.click(confirm);
    const notice = await within(dialog).findByTestId('cr-doubt');
    expect(within(notice).getByText(NOTES.checking)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByTestId('cr-resend')).toBeDisabled();
    await view.user.click(confirm);
    await view.user.click(within(dialog).getByTestId('cr-resend'));
    expect(sent(view.context, 'repaymentConfirm')).toBe(1);
    expect(sent(view.context, 'repaymentCommit')).toBe(1);
    await act(async () => answerCheck(repayable));
    expect(await within(notice).findByText(NOTES.notSeen)).toBeInTheDocument();
    // The confirm tap that raised the doubt is over only a pause after its check.
    expect(confirm).toBeDisabled();
    await pauseOver(view.context);
    expect(confirm).toBeEnabled();
  });

  it('confirm again sends exactly one more confirm, and the loan details open', async () => {
    const { dialog, user, context } = await confirmed([transport('timeout'), ok00(null)]);
    expect(await within(dialog).findByText(NOTES.notSeen)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Confirmar pago$/ }));
    expect(sent(context, 'repaymentConfirm')).toBe(1);
    await pauseOver(context);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await screen.findByTestId('details')).toHaveTextContent(
      '/loan/details?productId=7&orderId=1174',
    );
    expect(sent(context, 'repaymentConfirm')).toBe(2);
  });

  it('cancel moves the doubt to the page, where pay again is a new payment', async () => {
    const { dialog, user, context } = await confirmed([transport('timeout')]);
    expect(await within(dialog).findByText(NOTES.notSeen)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const notice = screen.getByTestId('cr-doubt');
    expect(buttonsOf(notice)).toEqual([DETAILS, PAY_AGAIN]);
    await user.click(within(notice).getByRole('button', { name: PAY_AGAIN }));
    expect(await screen.findByRole('dialog', { name: 'Verificación por SMS' })).toBeInTheDocument();
    expect(sent(context, 'repaymentCommit')).toBe(2);
    expect(sent(context, 'repaymentConfirm')).toBe(1);
  });
});

describe('CardRepaymentPage: the doubt in English', () => {
  it('the pay button notice, with no message missing', async () => {
    const view = renderPage(
      { repaymentCommit: transport('timeout'), loanDetails: unanswered },
      { locale: 'en' },
    );
    await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await view.user.click(screen.getByRole('button', { name: 'Pay' }));
    const notice = await screen.findByTestId('cr-doubt');
    expect(
      await within(notice).findByText(
        'We could not check whether your payment arrived. Check the loan details or check again.',
      ),
    ).toBeInTheDocument();
    await pauseOver(view.context);
    expect(
      within(notice).getByText('No answer came back: your payment may have been registered.'),
    ).toBeInTheDocument();
    expect(buttonsOf(notice)).toEqual([
      'See the loan details',
      'Check again',
      'Pay again (may repeat the charge)',
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('the SMS step notice', async () => {
    const view = renderPage(
      { repaymentConfirm: transport('timeout'), loanDetails: repayable },
      { locale: 'en' },
    );
    await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await view.user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.type(within(dialog).getByRole('textbox'), '606060');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    const notice = await within(dialog).findByTestId('cr-doubt');
    expect(
      await within(notice).findByText(
        'Your loan does not show as paid yet, but the payment may be in process. Check the details before paying again.',
      ),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText('If you try again, the charge may be repeated.'),
    ).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
