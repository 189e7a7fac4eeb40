import { create } from 'zustand';

export interface OverlayState {
  /** How many popups are open; the page overlay is on while any is (spec 000 §2). */
  openOverlays: number;
  openOverlay(): void;
  closeOverlay(): void;
}

export const useOverlayStore = create<OverlayState>()((set) => ({
  openOverlays: 0,
  openOverlay: () => set((state) => ({ openOverlays: state.openOverlays + 1 })),
  // Never below zero: a popup closed twice must not leave the next one without its overlay.
  closeOverlay: () => set((state) => ({ openOverlays: Math.max(0, state.openOverlays - 1) })),
}));

export const selectIsOverlayOn = (state: OverlayState): boolean => state.openOverlays > 0;
