import { screen } from '@testing-library/react';
import { CardSection } from '../../src/ui';
import { renderUi } from './renderUi';

describe('CardSection', () => {
  it('is a card named by its h2 heading (the given id, or a generated one)', () => {
    renderUi(
      <>
        <CardSection id="plan" title="Plan de pagos" className="lc" headingClassName="lc-heading">
          <p>Cuota 1</p>
        </CardSection>
        <CardSection title="Detalles">
          <p>Monto</p>
        </CardSection>
      </>,
    );
    const plan = screen.getByRole('region', { name: 'Plan de pagos' });
    expect(plan).toHaveClass('card', 'lc');
    expect(plan).toHaveAttribute('aria-labelledby', 'plan');
    expect(screen.getByRole('heading', { level: 2, name: 'Plan de pagos' })).toHaveClass(
      'lc-heading',
    );
    const details = screen.getByRole('region', { name: 'Detalles' });
    expect(details).toHaveTextContent('Monto');
    expect(details.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('is a nav when asked, and a plain card without a heading when the title is empty', () => {
    const { container } = renderUi(
      <>
        <CardSection as="nav" title="Legal">
          <a href="/privacy">Privacidad</a>
        </CardSection>
        <CardSection title="" className="untitled">
          <p>Pasos</p>
        </CardSection>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Legal' })).toHaveClass('card');
    const untitled = container.querySelector('section.untitled');
    expect(untitled).not.toHaveAttribute('aria-labelledby');
    expect(untitled?.querySelector('h2')).toBeNull();
  });
});
