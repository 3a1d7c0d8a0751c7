/**
 * jsdom has no PointerEvent, so fireEvent.pointer* would create plain events without coordinates.
 * This shim (a MouseEvent with pointerId and pointerType) lets tests drive pointer handlers.
 */
class PointerEventShim extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}

export function installPointerEvents(): void {
  if (typeof window.PointerEvent === 'undefined') {
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
}
