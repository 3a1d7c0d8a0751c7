import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import './FloatingButton.css';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Distance (px) kept between the button and the screen edges. */
export const FLOATING_EDGE_MARGIN = 8;
/** A pointer that moves less than this (px) between down and up is a tap, not a drag. */
export const FLOATING_DRAG_THRESHOLD = 6;

/**
 * Keeps the button's top-left corner so that the whole button stays inside the viewport with `margin` around it.
 * When the viewport is smaller than the button plus margins, the button sticks to the top/left margin.
 */
export function clampPosition(
  position: Point,
  button: Size,
  viewport: Size,
  margin = FLOATING_EDGE_MARGIN,
): Point {
  const clamp = (value: number, size: number, room: number) => {
    const max = Math.max(margin, room - size - margin);
    return Math.min(Math.max(value, margin), max);
  };
  return {
    x: clamp(position.x, button.width, viewport.width),
    y: clamp(position.y, button.height, viewport.height),
  };
}

function viewportSize(): Size {
  const doc = document.documentElement;
  return {
    width: doc.clientWidth || window.innerWidth,
    height: window.innerHeight || doc.clientHeight,
  };
}

export interface FloatingButtonProps {
  /** Accessible name (the button usually shows an icon only). */
  label: string;
  onClick: () => void;
  children?: ReactNode;
  className?: string;
}

interface Drag {
  pointerId: number;
  start: Point;
  origin: Point;
  size: Size;
  moved: boolean;
}

/**
 * A round button floating over the page that the user can drag anywhere on the screen (touch and mouse through
 * pointer events). It stays inside the viewport (also when the viewport shrinks), keeps its place across
 * re-renders, and a drag never counts as a click; a tap without movement does.
 */
export function FloatingButton({ label, onClick, children, className }: FloatingButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // null: the CSS default place (bottom right); set once the user drags it.
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const reclamp = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setPosition((current) => {
      if (!current) return current;
      const next = clampPosition(
        current,
        { width: el.offsetWidth, height: el.offsetHeight },
        viewportSize(),
      );
      return next.x === current.x && next.y === current.y ? current : next;
    });
  }, []);

  useEffect(() => {
    window.addEventListener('resize', reclamp);
    return () => window.removeEventListener('resize', reclamp);
  }, [reclamp]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const el = event.currentTarget;
    const rect = el.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: { x: rect.left, y: rect.top },
      size: { width: rect.width || el.offsetWidth, height: rect.height || el.offsetHeight },
      moved: false,
    };
    suppressClick.current = false;
    // Keep receiving the moves when the finger leaves the button.
    el.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!Number.isFinite(event.clientX) || !Number.isFinite(event.clientY)) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < FLOATING_DRAG_THRESHOLD) return;
    current.moved = true;
    event.preventDefault();
    setPosition(
      clampPosition(
        { x: current.origin.x + dx, y: current.origin.y + dy },
        current.size,
        viewportSize(),
      ),
    );
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    // The click that follows the pointer-up of a drag is swallowed.
    suppressClick.current = current.moved;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const handleClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onClick();
  };

  return (
    <button
      ref={ref}
      type="button"
      className={`floating-button${position ? ' is-placed' : ''} ${className ?? ''}`.trim()}
      style={position ? { left: position.x, top: position.y } : undefined}
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={handleClick}
      onKeyDown={() => {
        // Keyboard activation is never a drag.
        suppressClick.current = false;
      }}
      data-testid="floating-button"
    >
      {children}
    </button>
  );
}
