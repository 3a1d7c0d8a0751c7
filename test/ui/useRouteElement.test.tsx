import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pickRouteElement, useRouteElement, type PathElement } from '../../src/ui/useRouteElement';

const rows: PathElement[] = [
  { path: '/loan/details', element: 'details' },
  { path: '/loan/:step', element: 'step' },
  { path: '/', element: 'home' },
  { path: '*', element: 'not found' },
];

describe('pickRouteElement (react-router matching rules for flat routes)', () => {
  it.each([
    ['/loan/details', 'details'],
    ['/LOAN/Details', 'details'],
    ['/loan/details/', 'details'],
    ['/loan/confirm', 'step'],
    ['/', 'home'],
    ['/loan/details/more', 'not found'],
    ['/nowhere', 'not found'],
  ])('%s shows %s', (pathname, shown) => {
    expect(pickRouteElement(rows, pathname)).toBe(shown);
  });

  it('takes the first matching row, and nothing when no row matches', () => {
    expect(pickRouteElement([...rows].reverse(), '/loan/details')).toBe('not found');
    expect(pickRouteElement(rows.slice(0, 1), '/other')).toBeNull();
  });
});

function Shown() {
  return <p>{useRouteElement(rows)}</p>;
}

it('useRouteElement shows the router location’s row', () => {
  render(
    <MemoryRouter initialEntries={['/loan/details?userId=1']}>
      <Shown />
    </MemoryRouter>,
  );
  expect(screen.getByText('details')).toBeInTheDocument();
});
