import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BindCardPage from '../../../src/features/bankCard/components/BindCardPage';
import { LIST_PAGE_SIZE } from '../../../src/ui';
import { answerBy, fakeContext, ok, type Answers } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { LOGO, boundAnswer, init } from './fixtures';

/**
 * The card page's two lists (issue 27): a malformed list the page needs is its failure with Retry,
 * never "no banks" or a silently empty list of the borrower's cards; long lists render a page at a time.
 */
const ROUTE = '/bank-card/bind?orderId=1174';
const NO_BANKS = 'No hay bancos disponibles por ahora. Inténtelo más tarde.';

function renderPage(answers: Answers) {
  const context = fakeContext();
  answerBy(context, { bindCardNew: ok(boundAnswer()), ...answers });
  renderWithProviders(<BindCardPage />, { context, route: ROUTE });
  return { context, user: userEvent.setup() };
}

const manyCards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    bankName: 'BBVA',
    cardNo: `**** ${String(i).padStart(4, '0')}`,
  }));
const manyBanks = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ bankCode: `B${i}`, bankName: `Banco ${i}`, logo: LOGO }));

describe('card-init lists the page needs', () => {
  it.each([
    ['the cards as text', { cards: '**** 1234' }],
    ['the cards null', { cards: null }],
    ['a card that is not an object', { cards: ['**** 1234'] }],
    ['no cards list', { cards: undefined }],
  ])('%s: the failure with Retry, not an empty list of cards; Retry recovers', async (_n, over) => {
    const { user } = renderPage({ cardInit: [ok(init(over)), ok(init())] });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryAllByTestId('bc-card')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Vincular tarjeta' })).toBeNull();
    await user.click(retry);
    expect(await screen.findAllByTestId('bc-card')).toHaveLength(1);
  });

  it.each([
    ['the banks as text', { banks: 'BBVA' }],
    ['the banks null', { banks: null }],
    ['a bank that is null', { banks: [null] }],
    ['no banks list', { banks: undefined }],
  ])('%s: the failure with Retry, not "no banks"', async (_n, over) => {
    renderPage({ cardInit: ok(init(over)) });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText(NO_BANKS)).toBeNull();
  });

  it('an empty bank list is "no banks" (the server said so)', async () => {
    renderPage({ cardInit: ok(init({ banks: [] })) });
    expect(await screen.findByText(NO_BANKS)).toBeInTheDocument();
  });
});

describe('long lists render a page at a time', () => {
  it('5,000 bound cards: the first page, then "show more" adds the next', async () => {
    const { user } = renderPage({ cardInit: ok(init({ cards: manyCards(5000) })) });
    expect(await screen.findAllByTestId('bc-card')).toHaveLength(LIST_PAGE_SIZE);
    const more = screen.getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` });
    await user.click(more);
    expect(screen.getAllByTestId('bc-card')).toHaveLength(2 * LIST_PAGE_SIZE);
  });

  it('5,000 banks: the first page of choices, then "show more"', async () => {
    const { user } = renderPage({ cardInit: ok(init({ banks: manyBanks(5000) })) });
    expect(await screen.findAllByRole('radio')).toHaveLength(LIST_PAGE_SIZE);
    await user.click(
      screen.getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` }),
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2 * LIST_PAGE_SIZE);
  });

  it('a list of one page shows whole, without "show more"', async () => {
    renderPage({ cardInit: ok(init({ cards: manyCards(LIST_PAGE_SIZE) })) });
    expect(await screen.findAllByTestId('bc-card')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: /Mostrar más/ })).toBeNull();
  });
});
