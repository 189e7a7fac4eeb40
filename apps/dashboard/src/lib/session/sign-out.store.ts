import { create } from 'zustand';

/**
 * The one piece of session state that is the client's own, not the server's: a deliberate sign
 * out on its way to its page. Who is signed in lives in the login-check query (session.query.ts).
 */
export interface SignOutState {
  signingOut: boolean;
  /**
   * The server refused this browser's token (Sign out everywhere from another device, an expired
   * session): the sign-in page says "You were signed out" instead of offering a new account.
   */
  refusedElsewhere: boolean;
  beginSignOut(): void;
  endSignOut(): void;
  markRefused(): void;
  /** Whether the token was refused since the last call; the answer is given once. */
  takeRefused(): boolean;
}

export const useSignOutStore = create<SignOutState>()((set, get) => ({
  signingOut: false,
  refusedElsewhere: false,
  beginSignOut: () => set({ signingOut: true }),
  endSignOut: () => set({ signingOut: false }),
  markRefused: () => set({ refusedElsewhere: true }),
  takeRefused: () => {
    const refused = get().refusedElsewhere;
    if (refused) set({ refusedElsewhere: false });
    return refused;
  },
}));
