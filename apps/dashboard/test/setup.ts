import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSessionStore } from '../src/app/session.store';

// Vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls this on navigation.
window.scrollTo = () => {};
