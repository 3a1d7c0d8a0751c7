import { fireEvent, render, screen } from '@testing-library/react';
import { PULL_MAX_PX, PULL_THRESHOLD_PX, usePullToRefresh } from '../../src/ui/usePullToRefresh';

function Area({ onRefresh }: { onRefresh: () => void }) {
  const pull = usePullToRefresh(onRefresh);
  return (
    <div data-testid="area" {...pull.handlers}>
      <output data-testid="pull">{pull.pull}</output>
      {pull.armed ? <p>armed</p> : null}
    </div>
  );
}

function setup() {
  const onRefresh = jest.fn();
  render(<Area onRefresh={onRefresh} />);
  const area = screen.getByTestId('area');
  const pullBy = (dy: number, end: 'touchEnd' | 'touchCancel' = 'touchEnd') => {
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 10 + dy }] });
    const armed = screen.queryByText('armed') !== null;
    fireEvent[end](area);
    return armed;
  };
  return { onRefresh, area, pullBy };
}

describe('usePullToRefresh', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it(`arms past ${PULL_THRESHOLD_PX} px (not at it) and refreshes on release`, () => {
    const { onRefresh, pullBy } = setup();
    expect(pullBy(PULL_THRESHOLD_PX)).toBe(false);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(pullBy(PULL_THRESHOLD_PX + 1)).toBe(true);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('pull')).toHaveTextContent('0');
  });

  it(`the pull grows with the finger up to ${PULL_MAX_PX} px`, () => {
    const { area } = setup();
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 40 }] });
    expect(screen.getByTestId('pull')).toHaveTextContent('30');
    fireEvent.touchMove(area, { touches: [{ clientY: 500 }] });
    expect(screen.getByTestId('pull')).toHaveTextContent(String(PULL_MAX_PX));
  });

  it('a cancelled touch, a scrolled page or two fingers do nothing', () => {
    const { onRefresh, area, pullBy } = setup();
    expect(pullBy(PULL_MAX_PX, 'touchCancel')).toBe(true);
    window.scrollY = 200;
    expect(pullBy(PULL_MAX_PX)).toBe(false);
    window.scrollY = 0;
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }, { clientY: 20 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
