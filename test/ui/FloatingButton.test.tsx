import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clampPosition,
  FLOATING_DRAG_THRESHOLD,
  FLOATING_EDGE_MARGIN,
  FloatingButton,
} from '../../src/ui/FloatingButton';
import { installPointerEvents } from '../features/repayment/pointerEvents';

installPointerEvents();

const SIZE = 56;
const VIEWPORT = { width: 375, height: 812 };

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

/** jsdom does no layout: give the button a place (its default bottom-right corner) and a size. */
function place(button: HTMLElement, left = 303, top = 660) {
  button.getBoundingClientRect = () =>
    ({ left, top, width: SIZE, height: SIZE, right: left + SIZE, bottom: top + SIZE }) as DOMRect;
  Object.defineProperty(button, 'offsetWidth', { configurable: true, value: SIZE });
  Object.defineProperty(button, 'offsetHeight', { configurable: true, value: SIZE });
}

function setup() {
  const onClick = jest.fn();
  const utils = render(
    <FloatingButton label="Servicio al cliente" onClick={onClick}>
      <span aria-hidden="true">?</span>
    </FloatingButton>,
  );
  const button = screen.getByRole('button', { name: 'Servicio al cliente' });
  place(button);
  return { ...utils, onClick, button };
}

function drag(button: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(button, { pointerId: 7, clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.pointerMove(button, { pointerId: 7, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(button, { pointerId: 7, clientX: to[0], clientY: to[1] });
  // The browser sends a click after pointer-up on the same element.
  fireEvent.click(button);
}

const position = (button: HTMLElement) => ({ left: button.style.left, top: button.style.top });

beforeEach(() => setViewport(VIEWPORT.width, VIEWPORT.height));

describe('clampPosition', () => {
  const button = { width: SIZE, height: SIZE };
  const m = FLOATING_EDGE_MARGIN;
  it.each([
    ['inside stays', { x: 100, y: 200 }, { x: 100, y: 200 }],
    ['left and top edges', { x: -50, y: -10 }, { x: m, y: m }],
    ['right and bottom edges', { x: 400, y: 900 }, { x: 375 - SIZE - m, y: 812 - SIZE - m }],
    ['exactly at the right limit', { x: 375 - SIZE - m, y: m }, { x: 375 - SIZE - m, y: m }],
  ])('%s', (_name, point, expected) => {
    expect(clampPosition(point, button, VIEWPORT)).toEqual(expected);
  });

  it('a viewport smaller than the button keeps it at the top-left margin', () => {
    expect(clampPosition({ x: 30, y: 30 }, button, { width: 40, height: 40 })).toEqual({
      x: m,
      y: m,
    });
  });

  it('takes a custom margin', () => {
    expect(clampPosition({ x: 0, y: 1000 }, button, VIEWPORT, 0)).toEqual({
      x: 0,
      y: 812 - SIZE,
    });
  });
});

describe('FloatingButton', () => {
  it('a tap without movement clicks, and the button starts at its CSS place', () => {
    const { button, onClick } = setup();
    expect(button).toHaveClass('floating-button');
    expect(button).not.toHaveClass('is-placed');
    drag(button, [320, 680], [320, 680]);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(position(button)).toEqual({ left: '', top: '' });
  });

  it('a jitter below the threshold is still a tap', () => {
    const { button, onClick } = setup();
    const d = FLOATING_DRAG_THRESHOLD - 2;
    drag(button, [320, 680], [320 + d, 680]);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(position(button)).toEqual({ left: '', top: '' });
  });

  it('a drag moves the button with the finger and does not click', () => {
    const { button, onClick } = setup();
    drag(button, [320, 680], [220, 480]);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveClass('is-placed');
    expect(position(button)).toEqual({ left: '203px', top: '460px' });
  });

  it('a drag past the screen edges stays inside the viewport', () => {
    const { button } = setup();
    drag(button, [320, 680], [900, 2000]);
    expect(position(button)).toEqual({
      left: `${375 - SIZE - FLOATING_EDGE_MARGIN}px`,
      top: `${812 - SIZE - FLOATING_EDGE_MARGIN}px`,
    });
    place(button, 375 - SIZE - FLOATING_EDGE_MARGIN, 812 - SIZE - FLOATING_EDGE_MARGIN);
    drag(button, [340, 780], [-500, -500]);
    expect(position(button)).toEqual({
      left: `${FLOATING_EDGE_MARGIN}px`,
      top: `${FLOATING_EDGE_MARGIN}px`,
    });
  });

  it('keeps its place across re-renders, and a later tap clicks again', () => {
    const { button, onClick, rerender } = setup();
    drag(button, [320, 680], [120, 300]);
    const after = position(button);
    rerender(
      <FloatingButton label="Servicio al cliente" onClick={onClick}>
        <span aria-hidden="true">!</span>
      </FloatingButton>,
    );
    expect(position(screen.getByRole('button', { name: 'Servicio al cliente' }))).toEqual(after);
    place(button, 103, 280);
    drag(button, [130, 300], [130, 300]);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(position(button)).toEqual(after);
  });

  it('moves back inside when the viewport shrinks', () => {
    const { button } = setup();
    drag(button, [320, 680], [330, 700]);
    expect(position(button)).toEqual({ left: '311px', top: '680px' });
    setViewport(320, 500);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(position(button)).toEqual({
      left: `${320 - SIZE - FLOATING_EDGE_MARGIN}px`,
      top: `${500 - SIZE - FLOATING_EDGE_MARGIN}px`,
    });
  });

  it('ignores moves of another pointer', () => {
    const { button, onClick } = setup();
    fireEvent.pointerDown(button, { pointerId: 1, clientX: 320, clientY: 680 });
    fireEvent.pointerMove(button, { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 320, clientY: 680 });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(position(button)).toEqual({ left: '', top: '' });
  });

  it('works from the keyboard', async () => {
    const { button, onClick } = setup();
    drag(button, [320, 680], [100, 100]);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
