import { screen } from '@testing-library/react';
import { LoadingOverlay } from '../../src/ui';
import { renderUi } from './renderUi';

describe('LoadingOverlay', () => {
  it('shows the localized default text on a busy progressbar', () => {
    renderUi(<LoadingOverlay />);
    const bar = screen.getByRole('progressbar', { name: 'Cargando…' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(bar).toHaveTextContent('Cargando…');
  });

  it('shows the given text', () => {
    renderUi(<LoadingOverlay text="Enviando solicitud" />);
    expect(screen.getByRole('progressbar', { name: 'Enviando solicitud' })).toBeVisible();
  });
});
