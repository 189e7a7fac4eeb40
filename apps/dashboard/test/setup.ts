import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSignOutStore } from '../src/lib/session/sign-out.store';
import { useVerificationCooldownStore } from '../src/lib/verification/verification-mail';
import { useOverlayStore } from '../src/ui/overlay/overlay.store';

// Lazy pages and widget runtimes are dynamic imports; on a busy CI machine (two cores, other work
// beside the suite) the first transform of such a chunk can take many seconds. findBy/waitFor
// return as soon as their condition holds, so this is only the ceiling for a real failure.
configure({ asyncUtilTimeout: 30_000 });

// Vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The client-state stores are module singletons; the server state lives in each render's own QueryClient.
  useOverlayStore.setState(useOverlayStore.getInitialState(), true);
  useSignOutStore.setState(useSignOutStore.getInitialState(), true);
  useVerificationCooldownStore.setState(useVerificationCooldownStore.getInitialState(), true);
});

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls this on navigation.
window.scrollTo = () => {};
