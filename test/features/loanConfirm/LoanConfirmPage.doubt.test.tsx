import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanConfirmPage from '../../../src/features/loanConfirm/components/LoanConfirmPage';
import type { ApiResult } from '../../../src/platform/api/types';
import { ConnectedToast } from '../../../src/shell';
import {
  answerBy,
  callsTo,
  failed,
  fakeContext,
  ok,
  type Answer,
  type FakeContext,
} from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { order } from '../loanDetail/fixtures';
import { rawOffer } from './fixtures';

/**
 * Issue 35 on the page, with the spec's backend (the default): a push without a definitive answer is
 * never sent again on its own; in place of the submit the page says the loan may have been requested,
 * what the check found, and offers the loans, a new check and a retry that says it may repeat.
 */

const TITLE = 'No recibimos respuesta: su préstamo pudo haberse solicitado.';
const NOTES = {
  checking: 'Estamos comprobando su solicitud, no la enviamos de nuevo…',
  notSeen:
    'Su oferta sigue disponible, pero la solicitud pudo haber llegado. Revise sus préstamos antes de solicitar de nuevo.',
  gone: 'Esta oferta ya no está disponible: su solicitud probablemente fue recibida. Revise sus préstamos.',
  unknown: 'No pudimos comprobar si su solicitud llegó. Revise sus préstamos o vuelva a comprobar.',
};
const ORDERS = 'Ver mis préstamos';
const CHECK_AGAIN = 'Comprobar de nuevo';
const SUBMIT_AGAIN = 'Solicitar de nuevo (puede repetir la solicitud)';
const SUBMIT = 'Confirmar y solicitar';

const offered = ok(rawOffer());
const timedOut = failed('Tiempo de espera agotado', 'timeout');
const pushed = ok({ lendDetailsUrl: '/loan/details?productId=1&orderId=1001' });

/** The page over the fake api (each answer through its call's schema), the toasts beside it. */
function renderPage(
  answers: Parameters<typeof answerBy>[1],
  options: { locale?: 'es-MX' | 'en' | 'zh-CN'; context?: FakeContext } = {},
) {
  const context = options.context ?? fakeContext();
  answerBy(context, { loanDetailConfirm: offered, ...answers });
  renderWithProviders(
    <>
      <LoanConfirmPage />
      <ConnectedToast />
    </>,
    { context, route: '/loan/confirm?productId=1', locale: options.locale },
  );
  return { context, user: userEvent.setup() };
}

const pushes = (context: FakeContext) => callsTo(context, 'loanDetailPush').length;
const offerLoads = (context: FakeContext) => callsTo(context, 'loanDetailConfirm').length;
const buttonsOf = (notice: HTMLElement) =>
  within(notice)
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** The offer loaded, the submit tapped, its answer and the check's in. */
async function submitted(answers: Parameters<typeof renderPage>[0], context?: FakeContext) {
  const view = renderPage(answers, { context });
  await view.user.click(await screen.findByRole('button', { name: SUBMIT }));
  const notice = await screen.findByTestId('lc-doubt');
  return { ...view, notice };
}

describe('LoanConfirmPage: a push in doubt', () => {
  it.each([
    ['notSeen', offered, [ORDERS, SUBMIT_AGAIN]],
    ['gone', failed('La oferta ya no está disponible', '7'), [ORDERS]],
    ['unknown', failed('Sin conexión', 'network'), [ORDERS, CHECK_AGAIN, SUBMIT_AGAIN]],
  ] as const)(
    "'%s': the notice, its note and its buttons; no submit, no message, nothing sent again",
    async (finding, check, buttons) => {
      const { context, notice } = await submitted({
        loanDetailPush: timedOut,
        loanDetailConfirm: [offered, check],
      });
      expect(await within(notice).findByText(NOTES[finding])).toBeInTheDocument();
      expect(notice).toHaveAttribute('role', 'status');
      expect(within(notice).getByText(TITLE)).toBeInTheDocument();
      expect(buttonsOf(notice)).toEqual(buttons);
      expect(screen.queryByRole('button', { name: SUBMIT })).toBeNull();
      expect(screen.queryByText('Reintentar la misma solicitud')).toBeNull();
      expect(screen.queryByText('Tiempo de espera agotado')).toBeNull();
      expect(document.querySelector('.toast')).toBeNull();
      await act(() => context.clock.advance(60_000));
      expect(pushes(context)).toBe(1);
      expect(offerLoads(context)).toBe(2);
    },
  );

  it('while the check runs: its note, a spinner, and no button at all', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held: Answer = new Promise((resolve) => (answerCheck = resolve));
    const { notice, context } = await submitted({
      loanDetailPush: timedOut,
      loanDetailConfirm: [offered, held],
    });
    expect(within(notice).getByText(TITLE)).toBeInTheDocument();
    expect(within(notice).getByText(NOTES.checking)).toBeInTheDocument();
    expect(notice.querySelector('.doubt-spinner')).not.toBeNull();
    expect(buttonsOf(notice)).toEqual([]);
    await act(async () => answerCheck(offered));
    expect(await within(notice).findByText(NOTES.notSeen)).toBeInTheDocument();
    expect(notice.querySelector('.doubt-spinner')).toBeNull();
    expect(pushes(context)).toBe(1);
  });

  it('the retry sends exactly one push, and its success goes on to the loan', async () => {
    const { notice, user, context } = await submitted({
      loanDetailPush: [timedOut, pushed],
    });
    await user.click(await within(notice).findByRole('button', { name: SUBMIT_AGAIN }));
    expect(pushes(context)).toBe(2);
    expect(context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=1001&from=confirm', replace: true },
    ]);
    expect(screen.queryByTestId('lc-doubt')).toBeNull();
  });

  it('a retry in doubt again is one push more, and the notice is back', async () => {
    const { notice, user, context } = await submitted({ loanDetailPush: timedOut });
    await user.click(await within(notice).findByRole('button', { name: SUBMIT_AGAIN }));
    const again = await screen.findByTestId('lc-doubt');
    expect(await within(again).findByText(NOTES.notSeen)).toBeInTheDocument();
    expect(pushes(context)).toBe(2);
    expect(offerLoads(context)).toBe(3);
  });

  it('check again: a new check, and what it found', async () => {
    const { notice, user, context } = await submitted({
      loanDetailPush: timedOut,
      loanDetailConfirm: [offered, failed('', 'network'), offered],
    });
    await user.click(await within(notice).findByRole('button', { name: CHECK_AGAIN }));
    expect(await within(notice).findByText(NOTES.notSeen)).toBeInTheDocument();
    expect(offerLoads(context)).toBe(3);
    expect(pushes(context)).toBe(1);
  });

  it('my loans: the order page', async () => {
    const { notice, user, context } = await submitted({ loanDetailPush: timedOut });
    await user.click(await within(notice).findByRole('button', { name: ORDERS }));
    expect(context.navigator.visited).toEqual([{ url: '/loan/order', replace: true }]);
    expect(pushes(context)).toBe(1);
  });

  it('the order the answer named is known: the loan is booked and its details open', async () => {
    const view = renderPage({
      loanDetailPush: ok({ lendDetailsUrl: { href: '/x' }, orderId: 1001 }),
      loanDetails: ok(order(174)),
    });
    await view.user.click(await screen.findByRole('button', { name: SUBMIT }));
    expect(await screen.findByTestId('lc-booked')).toHaveTextContent('Su préstamo fue solicitado.');
    expect(screen.queryByTestId('lc-doubt')).toBeNull();
    expect(view.context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=1001', replace: true },
    ]);
    expect(pushes(view.context)).toBe(1);
  });

  it('the texts in English, with no message missing', async () => {
    const view = renderPage(
      { loanDetailPush: timedOut, loanDetailConfirm: [offered, failed('', 'network')] },
      { locale: 'en' },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Confirm and apply' }));
    const notice = await screen.findByTestId('lc-doubt');
    expect(
      await within(notice).findByText(
        'We could not check whether your request arrived. Check your loans or check again.',
      ),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText('No answer came back: your loan may have been requested.'),
    ).toBeInTheDocument();
    expect(buttonsOf(notice)).toEqual([
      'See my loans',
      'Check again',
      'Request again (may repeat the request)',
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    [
      'notSeen',
      offered,
      'Your offer is still available, but the request may have arrived. Check your loans before requesting again.',
    ],
    [
      'gone',
      failed('No', '7'),
      'This offer is no longer available: your request was most likely received. Check your loans.',
    ],
  ] as const)("English '%s'", async (_finding, check, note) => {
    const view = renderPage(
      { loanDetailPush: timedOut, loanDetailConfirm: [offered, check] },
      { locale: 'en' },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Confirm and apply' }));
    const notice = await screen.findByTestId('lc-doubt');
    expect(await within(notice).findByText(note)).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
