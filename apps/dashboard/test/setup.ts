import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSessionStore } from '../src/app/session.store';

// Lazy pages and widget runtimes are dynamic imports; on a busy CI machine (two cores, several
// test processes) the first transform of such a chunk can take well over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls this on navigation.
window.scrollTo = () => {};
