import { screen } from '@testing-library/react';
import { Skeleton } from '../../src/ui';
import { renderUi } from './renderUi';

describe('Skeleton', () => {
  it('is a polite, busy status with its hidden loading text and 2 lines by default', () => {
    const { container } = renderUi(<Skeleton label="Cargando contrato…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Cargando contrato…');
    expect(screen.getByText('Cargando contrato…')).toHaveClass('visually-hidden');
    expect(container.querySelectorAll('.skeleton-line')).toHaveLength(2);
  });

  it.each([
    [1, 1],
    [4, 4],
    [5, 5],
    [0, 1],
    [2.7, 2],
  ])('lines=%p draws %p line(s)', (lines, drawn) => {
    const { container } = renderUi(<Skeleton label="…" lines={lines} />);
    expect(container.querySelectorAll('.skeleton-line')).toHaveLength(drawn);
  });

  it('says the localized "loading" when the page gives no text', () => {
    renderUi(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});
