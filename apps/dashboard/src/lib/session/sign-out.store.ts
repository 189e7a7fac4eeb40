import { create } from 'zustand';

/**
 * The one piece of session state that is the client's own, not the server's: a deliberate sign
 * out on its way to its page. Who is signed in lives in the login-check query (session.query.ts).
 */
export interface SignOutState {
  signingOut: boolean;
  beginSignOut(): void;
  endSignOut(): void;
}

export const useSignOutStore = create<SignOutState>()((set) => ({
  signingOut: false,
  beginSignOut: () => set({ signingOut: true }),
  endSignOut: () => set({ signingOut: false }),
}));
