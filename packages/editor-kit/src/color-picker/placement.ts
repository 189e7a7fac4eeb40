/** Where a popover opens relative to its anchor. */
export type Placement = 'below' | 'above';

export interface PlacementInput {
  /** Anchor's top edge, in viewport pixels (getBoundingClientRect().top). */
  anchorTop: number;
  /** Anchor's bottom edge, in viewport pixels. */
  anchorBottom: number;
  /** Height the popover needs. */
  popoverHeight: number;
  /** Height of the viewport (window.innerHeight). */
  viewportHeight: number;
  /** Space kept between anchor and popover. */
  gap?: number;
}

/**
 * Below the anchor when the popover fits there, else above when it fits there; when it fits on
 * neither side, the side with more room, so as little as possible is cut off.
 */
export function computePlacement({
  anchorTop,
  anchorBottom,
  popoverHeight,
  viewportHeight,
  gap = 0,
}: PlacementInput): Placement {
  const roomBelow = viewportHeight - anchorBottom - gap;
  const roomAbove = anchorTop - gap;
  if (roomBelow >= popoverHeight) return 'below';
  if (roomAbove >= popoverHeight) return 'above';
  return roomAbove > roomBelow ? 'above' : 'below';
}

export interface PopoverRectInput {
  /** The anchor's box in viewport pixels (getBoundingClientRect()). */
  anchor: { top: number; bottom: number; left: number; right: number };
  popoverWidth: number;
  popoverHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  gap: number;
  /** Space kept from the viewport's edges. */
  margin?: number;
}

export interface PopoverPosition {
  placement: Placement;
  /** Viewport coordinates for position: fixed. */
  top: number;
  left: number;
}

/**
 * Where a fixed-position popover goes: below or above the anchor (computePlacement), its right
 * edge lined up with the anchor's, then moved inside the viewport on both axes. Being fixed to the
 * viewport, it is never cut by a scrolling editor sidebar the way an absolute popover was.
 */
export function computePopoverPosition({
  anchor,
  popoverWidth,
  popoverHeight,
  viewportWidth,
  viewportHeight,
  gap,
  margin = 8,
}: PopoverRectInput): PopoverPosition {
  const placement = computePlacement({
    anchorTop: anchor.top,
    anchorBottom: anchor.bottom,
    popoverHeight,
    viewportHeight,
    gap,
  });
  const within = (value: number, size: number, room: number) => Math.max(margin, Math.min(value, room - size - margin));
  const top = placement === 'below' ? anchor.bottom + gap : anchor.top - gap - popoverHeight;
  return {
    placement,
    top: within(top, popoverHeight, viewportHeight),
    left: within(anchor.right - popoverWidth, popoverWidth, viewportWidth),
  };
}
