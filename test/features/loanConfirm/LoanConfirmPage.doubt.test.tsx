import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
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

/** The pause after the check: the rest of the tap burst is over, the retry takes a tap. */
const pauseOver = (context: FakeContext) => act(() => context.clock.advance(SUBMIT_REARM_MS));

/** The doubt's retry, busy or not (a busy button's name starts with its spinner's text). */
const retryButton = (notice: HTMLElement) =>
  within(notice).getByRole('button', {
    name: new RegExp(`${SUBMIT_AGAIN.replace(/[()]/g, '\\$&')}$`),
  });

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
      // 'gone' offers no retry.
      const offersRetry = finding !== 'gone';
      if (offersRetry) {
        // Right after the check the retry is busy: the rest of the burst that sent the push is lost.
        expect(retryButton(notice)).toBeDisabled();
        expect(retryButton(notice)).toHaveAttribute('aria-busy', 'true');
      }
      await pauseOver(context);
      expect(buttonsOf(notice)).toEqual(buttons);
      if (offersRetry) expect(retryButton(notice)).toBeEnabled();
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
    await within(notice).findByText(NOTES.notSeen);
    // A tap on the busy retry sends nothing.
    await user.click(retryButton(notice));
    expect(pushes(context)).toBe(1);
    await pauseOver(context);
    await user.click(within(notice).getByRole('button', { name: SUBMIT_AGAIN }));
    expect(pushes(context)).toBe(2);
    expect(context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=1001&from=confirm', replace: true },
    ]);
    expect(screen.queryByTestId('lc-doubt')).toBeNull();
  });

  it('a retry in doubt again is one push more, and the notice is back', async () => {
    const { notice, user, context } = await submitted({ loanDetailPush: timedOut });
    await within(notice).findByText(NOTES.notSeen);
    await pauseOver(context);
    await user.click(within(notice).getByRole('button', { name: SUBMIT_AGAIN }));
    const again = await screen.findByTestId('lc-doubt');
    expect(await within(again).findByText(NOTES.notSeen)).toBeInTheDocument();
    expect(pushes(context)).toBe(2);
    expect(offerLoads(context)).toBe(3);
    // The new doubt's retry pauses again.
    expect(retryButton(again)).toBeDisabled();
    await pauseOver(context);
    expect(retryButton(again)).toBeEnabled();
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
    // The new finding's retry pauses too, then takes a tap.
    expect(retryButton(notice)).toBeDisabled();
    await pauseOver(context);
    expect(retryButton(notice)).toBeEnabled();
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
    await pauseOver(view.context);
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

describe('LoanConfirmPage: a burst of taps on a push in doubt', () => {
  /** The submit, or the retry that took its place (busy or not): where the finger keeps tapping. */
  const underFinger = () =>
    screen.getByRole('button', { name: new RegExp(`${SUBMIT}|Solicitar de nuevo`) });

  it.each([
    ['a time-out', timedOut],
    ['no answer (network)', failed('Sin conexión', 'network')],
    ['HTTP 504', failed('Tiempo agotado', 'http_504')],
  ])(
    '10 taps, %s, the check answered at once: one push; the retry busy meanwhile',
    async (_l, answer) => {
      const { user, context } = renderPage({ loanDetailPush: [answer, pushed] });
      await screen.findByRole('button', { name: SUBMIT });
      for (let i = 0; i < 10; i += 1) {
        await user.click(underFinger());
        await act(() => context.clock.advance(30));
      }
      const notice = screen.getByTestId('lc-doubt');
      expect(within(notice).getByText(NOTES.notSeen)).toBeInTheDocument();
      expect(pushes(context)).toBe(1);
      expect(offerLoads(context)).toBe(2);
      expect(retryButton(notice)).toHaveAttribute('aria-busy', 'true');
      // The burst is over: one deliberate tap is one more push.
      await pauseOver(context);
      await user.click(within(notice).getByRole('button', { name: SUBMIT_AGAIN }));
      expect(pushes(context)).toBe(2);
      expect(context.navigator.visited).toEqual([
        { url: '/loan/details?productId=1&orderId=1001&from=confirm', replace: true },
      ]);
    },
  );
});
