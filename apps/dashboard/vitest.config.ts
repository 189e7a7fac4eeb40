import react from '@vitejs/plugin-react';
import { defineVitestConfig } from '@widgetry/tooling/vitest';

export default defineVitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Every test file renders the whole app, and importing it again for each file (every route,
    // react-dom, msw, the widget registry) cost as much as the tests themselves: the files of a
    // worker share its module cache and its jsdom document instead. test/setup.ts gives each file
    // a clean page and clean stores. A file that replaced a module (vi.mock) would need
    // `isolate: true` back: its mock would meet a module already imported by an earlier file.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
