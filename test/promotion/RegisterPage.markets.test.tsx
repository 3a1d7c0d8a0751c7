import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveBrand } from '../../src/config/brand';
import { goodAnswers, landingContext, renderLanding } from './support';

/** The landing's mobile under the deployment's market (issue 37): no phoneRule set, the market's rule. */
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the landing per market', () => {
  it('India: 10 digits starting 6-9, grouped 5-5, with its own message', async () => {
    const context = landingContext(goodAnswers());
    renderLanding({ context, brand: resolveBrand({ market: 'IN' }), locale: 'en' });
    const user = userEvent.setup();
    const mobile = await screen.findByLabelText('Mobile number');
    await user.type(mobile, '98765432109');
    expect(mobile).toHaveValue('98765 43210');
    await user.click(screen.getByRole('button', { name: 'Refresh image' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(mobile);
    await user.type(mobile, '5512345678');
    await user.click(screen.getByRole('button', { name: 'Refresh image' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the correct 10-digit mobile number starting with 6, 7, 8 or 9',
    );
  });

  it("Mexico: the spec's 11 digits, grouped 3-4-4", async () => {
    const context = landingContext(goodAnswers());
    renderLanding({ context, brand: resolveBrand({ market: 'MX' }), locale: 'en' });
    const mobile = await screen.findByLabelText('Mobile number');
    await userEvent.setup().type(mobile, '9876543210999');
    expect(mobile).toHaveValue('987 6543 2109');
  });
});
