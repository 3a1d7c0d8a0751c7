import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { StarRating } from '../../src/ui';
import en from '../../src/i18n/messages/en/ui.json';
import zhCN from '../../src/i18n/messages/zh-CN/ui.json';
import { renderUi } from './renderUi';

/** A rating that keeps what the user picks, as the pages' slices do. */
function Rating({ onPick = () => undefined }: { onPick?: (stars: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      value={value}
      label="Calificación"
      onChange={(stars) => {
        onPick(stars);
        setValue(stars);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is a radio group named by its label, with 5 radios named "n de 5 estrellas"', () => {
    renderUi(<StarRating value={0} label="Calificación" onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Calificación' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    radios.forEach((radio, i) => {
      expect(radio).toBe(within(group).getByRole('radio', { name: `${i + 1} de 5 estrellas` }));
      expect(radio).not.toBeChecked();
    });
    // The star glyph is for the eye only.
    expect(group.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its message under the stars as an alert', () => {
    renderUi(
      <StarRating
        value={0}
        label="Calificación"
        onChange={() => undefined}
        error="Seleccione una calificación"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Seleccione una calificación');
  });

  it('a tap picks a star: checked, and the stars up to it are on', async () => {
    const onPick = jest.fn();
    renderUi(<Rating onPick={onPick} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 de 5 estrellas' }));
    expect(onPick).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 de 5 estrellas' })).toBeChecked();
    const on = screen
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.classList.contains('star-rating-star--on'));
    expect(on).toEqual([true, true, true, true, false]);
  });

  it('is one tab stop; the arrow keys move between the stars and pick them', async () => {
    const onPick = jest.fn();
    renderUi(
      <>
        <button type="button">before</button>
        <Rating onPick={onPick} />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '2 de 5 estrellas' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 de 5 estrellas' })).toBeChecked();
    expect(onPick.mock.calls.map(([n]) => n)).toEqual([2, 3, 2, 1]);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 de 5 estrellas' })).toHaveFocus();
  });

  it.each([
    ['en', en, '1 of 5 stars', '5 of 5 stars'],
    ['zh-CN', zhCN, '1 星（共 5 星）', '5 星（共 5 星）'],
  ])('names the stars in %s', (locale, messages, first, last) => {
    render(
      <IntlProvider locale={locale} messages={messages} defaultLocale="es-MX">
        <StarRating value={5} label="Rating" onChange={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('radio', { name: first })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: last })).toBeChecked();
  });
});
