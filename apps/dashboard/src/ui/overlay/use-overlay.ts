import { useEffect } from 'react';
import { useSessionStore } from '../../lib/session/session.store';

/** Holds the page overlay on while `open` is true; a popup calls this with its own open state. */
export function useOverlay(open: boolean): void {
  const openOverlay = useSessionStore((state) => state.openOverlay);
  const closeOverlay = useSessionStore((state) => state.closeOverlay);
  useEffect(() => {
    if (!open) return;
    openOverlay();
    return closeOverlay;
  }, [open, openOverlay, closeOverlay]);
}
