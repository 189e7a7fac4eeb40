import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { useEditorStore } from '../src/features/editor/editor.store';
import { resetRecaptchaForTests } from '../src/lib/recaptcha';
import { useSignOutStore } from '../src/lib/session/sign-out.store';
import { useVerificationCooldownStore } from '../src/lib/verification/verification-mail';
import { useOverlayStore } from '../src/ui/overlay/overlay.store';

// Lazy pages and widget runtimes are dynamic imports; on a busy CI machine (two cores, other work
// beside the suite) the first transform of such a chunk can take many seconds. findBy/waitFor
// return as soon as their condition holds, so this is only the ceiling for a real failure.
configure({ asyncUtilTimeout: 30_000 });

/** The client-state stores are module singletons; the server state lives in each render's own QueryClient. */
function resetStores(): void {
  useOverlayStore.setState(useOverlayStore.getInitialState(), true);
  useSignOutStore.setState(useSignOutStore.getInitialState(), true);
  useVerificationCooldownStore.setState(useVerificationCooldownStore.getInitialState(), true);
  useEditorStore.setState(useEditorStore.getInitialState(), true);
}

// The files of a worker share its modules and its jsdom document (`isolate: false`), and this file
// runs again before each of them: each file starts from an empty page with nothing stored, as it
// would in a fresh window.
beforeAll(() => {
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  resetRecaptchaForTests();
});

// Vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A test that fails before turning its fake clock off must not leave it to the next file.
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
});

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls this on navigation.
window.scrollTo = () => {};
