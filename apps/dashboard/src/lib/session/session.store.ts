import type { User, WidgetType } from '@widgetry/contracts';
import { create } from 'zustand';

/**
 * 'checking' until the first login check has answered, 'signing-out' while a sign out is on its way
 * to /. Guards wait in both instead of redirecting: a redirect of their own (/account sends a
 * visitor to /register) would otherwise race the sign out's own navigation.
 */
export type SessionStatus = 'checking' | 'ready' | 'signing-out';

export interface SessionState {
  status: SessionStatus;
  currentUser: User | null;
  isUserLoggedIn: boolean;
  widgetTypes: WidgetType[];
  /** How many popups are open; the page overlay is on while any is (spec 000 §2). */
  openOverlays: number;

  /** Applies a login-check answer. */
  setSession(session: { user: User | null; widgetTypes: WidgetType[]; isUserLoggedIn: boolean }): void;
  setCurrentUser(user: User): void;
  /** After a refused token or a failed check: signed out, but the widget types already known stay. */
  markLoggedOut(): void;
  /** A deliberate sign out: signed out at once, guards on hold until `markLoggedOut` ends it. */
  beginSignOut(): void;
  openOverlay(): void;
  closeOverlay(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'checking',
  currentUser: null,
  isUserLoggedIn: false,
  widgetTypes: [],
  openOverlays: 0,

  setSession: ({ user, widgetTypes, isUserLoggedIn }) =>
    set({
      status: 'ready',
      currentUser: isUserLoggedIn ? user : null,
      // A "logged in" answer without a user cannot drive the profile menu or the guards.
      isUserLoggedIn: isUserLoggedIn && user !== null,
      widgetTypes,
    }),
  setCurrentUser: (user) => set({ currentUser: user, isUserLoggedIn: true }),
  markLoggedOut: () => set({ status: 'ready', currentUser: null, isUserLoggedIn: false }),
  beginSignOut: () => set({ status: 'signing-out', currentUser: null, isUserLoggedIn: false }),
  openOverlay: () => set((state) => ({ openOverlays: state.openOverlays + 1 })),
  // Never below zero: a popup closed twice must not leave the next one without its overlay.
  closeOverlay: () => set((state) => ({ openOverlays: Math.max(0, state.openOverlays - 1) })),
}));

export const selectIsOverlayOn = (state: SessionState): boolean => state.openOverlays > 0;
export const selectIsAdmin = (state: SessionState): boolean =>
  state.isUserLoggedIn && state.currentUser?.userRole === 'admin';
