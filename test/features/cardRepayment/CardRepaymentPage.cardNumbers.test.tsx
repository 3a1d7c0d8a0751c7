import { screen } from '@testing-library/react';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import { answerBy, fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { ok00, way } from './fixtures';

/**
 * Issue 38: the card number as a server may send it (full, masked or a token) is shown as its last 4
 * digits only; a token without 4 trailing digits shows the bank name alone, never the token.
 */
const ROUTE = '/repayment/choose?orderId=1174&productId=7&amount=351000&couponId=';

function renderWithCards(bankCards: Record<string, unknown>[]) {
  const context = fakeContext();
  answerBy(context, { repaymentWay: ok00(way({ alipay: 0, bankCards })) });
  renderWithProviders(<CardRepaymentPage />, { context, route: ROUTE });
}

describe('CardRepaymentPage: card numbers full, masked or tokenized', () => {
  it.each([
    ['full', '4152313412341234', '41523134'],
    ['masked, first 6 and last 4', '415231******1234', '415231'],
    ['masked, last 4', '**** 1234', null],
    ['masked with bullets', '•••• 1234', '•'],
    ['full, grouped', '4152 3134 1234 1234', '4152 3134'],
  ])('%s (%p): "**** 1234", read as ending in 1234', async (_name, cardNo, hidden) => {
    renderWithCards([{ id: '301', bankName: 'BBVA', cardNo, bankCode: 'BBVA' }]);
    const [option] = await screen.findAllByTestId('cr-card');
    expect(option.querySelector('.cr-number')).toHaveTextContent(/^\*\*\*\* 1234$/);
    expect(screen.getByRole('radio', { name: 'BBVA terminada en 1234' })).toBeInTheDocument();
    // Only the last 4 digits of the number reach the DOM (shown, and read out): not its first digits.
    expect(option.textContent?.match(/\d+/g)).toEqual(['1234', '1234']);
    if (hidden) expect(document.body.innerHTML).not.toContain(hidden);
  });

  it.each([['tok_9f8a7b'], ['tok_1234abcd'], ['c4rd-55790700-x']])(
    'a token (%p): the bank name alone, no digits, never the token',
    async (cardNo) => {
      renderWithCards([{ id: '301', bankName: 'BBVA', cardNo, bankCode: 'BBVA' }]);
      const [option] = await screen.findAllByTestId('cr-card');
      expect(option).toHaveTextContent(/^BBVA$/);
      expect(screen.getByRole('radio', { name: 'BBVA' })).toBeInTheDocument();
      expect(document.body.innerHTML).not.toContain(cardNo);
      expect(option.querySelector('.cr-number')).toBeNull();
    },
  );

  it('a token of a card without a bank name shows "****", not the token', async () => {
    renderWithCards([{ id: '301', bankName: '', cardNo: 'tok_9f8a7b' }]);
    const [option] = await screen.findAllByTestId('cr-card');
    expect(option).toHaveTextContent(/^\*\*\*\*$/);
    expect(document.body.innerHTML).not.toContain('tok_9f8a7b');
  });
});
