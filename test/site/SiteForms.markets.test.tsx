import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveBrand } from '../../src/config/brand';
import { SiteApp } from '../../src/site';
import { siteCatalogs } from './renderSite';

/** The website's contact form types the visitor's mobile by the market's rule (issue 37). */
describe('site contact form per market', () => {
  it.each([
    ['MX', 'a13b8001-38000 999', '138 0013 8000'],
    ['IN', '+91 98765-43210', '91987 65432'],
    ['IN', '98765-432109', '98765 43210'],
  ] as const)('%s: typed %p shows %p', async (market, typed, shown) => {
    window.history.replaceState(null, '', '/Contact');
    render(
      <SiteApp
        locale="en"
        messages={siteCatalogs.en}
        path="/Contact"
        facts={{ brand: resolveBrand({ market }), year: 2026 }}
      />,
    );
    const phone = screen.getByLabelText('Telephone');
    await userEvent.setup().type(phone, typed);
    expect(phone).toHaveValue(shown);
  });
});
