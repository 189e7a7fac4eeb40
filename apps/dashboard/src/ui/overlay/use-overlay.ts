import { useEffect } from 'react';
import { useOverlayStore } from './overlay.store';

/** Holds the page overlay on while `open` is true; a popup calls this with its own open state. */
export function useOverlay(open: boolean): void {
  const openOverlay = useOverlayStore((state) => state.openOverlay);
  const closeOverlay = useOverlayStore((state) => state.closeOverlay);
  useEffect(() => {
    if (!open) return;
    openOverlay();
    return closeOverlay;
  }, [open, openOverlay, closeOverlay]);
}
