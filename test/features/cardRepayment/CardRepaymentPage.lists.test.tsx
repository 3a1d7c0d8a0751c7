import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import { LIST_PAGE_SIZE } from '../../../src/ui';
import { answerBy, fakeContext, type Answers } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { cards, ok00, way } from './fixtures';

/**
 * The card repayment page's bound cards (issue 27): a malformed `bankCards` is the page's failure with
 * Retry, never "no cards" nor the alternative method alone; a long list renders a page at a time.
 */
const ROUTE = '/repayment/choose?orderId=1174&productId=7&amount=351000&couponId=';
const NO_CARDS = 'No tiene tarjetas vinculadas para este pago.';

function renderPage(answers: Answers) {
  const context = fakeContext();
  answerBy(context, answers);
  renderWithProviders(<CardRepaymentPage />, { context, route: ROUTE });
  return { context, user: userEvent.setup() };
}

const manyCards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    bankName: `Banco ${i}`,
    cardNo: `415231******${String(i).padStart(4, '0')}`,
  }));

describe('repayment-way: the bound cards the page needs', () => {
  it.each([
    ['no card list', { bankCards: undefined }],
    ['the cards null', { bankCards: null }],
    ['the cards as text', { bankCards: '**** 1234' }],
    ['the cards as one object', { bankCards: cards[0] }],
    ['a card that is not an object', { bankCards: [...cards, 'x'] }],
  ])('%s: the failure with Retry, not "no cards"; Retry recovers', async (_n, over) => {
    const { user } = renderPage({
      repaymentWay: [ok00(way({ alipay: 0, ...over })), ok00(way({ alipay: 0 }))],
    });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByText(NO_CARDS)).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await user.click(retry);
    expect(await screen.findAllByRole('radio')).toHaveLength(cards.length);
  });

  it('with the alternative method on, a malformed list is still a failure, not the alternative alone', async () => {
    renderPage({ repaymentWay: ok00(way({ alipay: 1, bankCards: null })) });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByTestId('cr-alternative')).toBeNull();
  });

  it('an empty card list is "no cards" (the server said so)', async () => {
    renderPage({ repaymentWay: ok00(way({ alipay: 0, bankCards: [] })) });
    expect(await screen.findByText(NO_CARDS)).toBeInTheDocument();
  });
});

describe('a long card list renders a page at a time', () => {
  it('5,000 cards: the first page, then "show more" adds the next', async () => {
    const { user } = renderPage({
      repaymentWay: ok00(way({ alipay: 0, bankCards: manyCards(5000) })),
    });
    expect(await screen.findAllByRole('radio')).toHaveLength(LIST_PAGE_SIZE);
    await user.click(
      screen.getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` }),
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2 * LIST_PAGE_SIZE);
  });

  it('two cards show whole, without "show more"', async () => {
    renderPage({ repaymentWay: ok00(way({ alipay: 0 })) });
    expect(await screen.findAllByRole('radio')).toHaveLength(cards.length);
    expect(screen.queryByRole('button', { name: /Mostrar más/ })).toBeNull();
  });
});
