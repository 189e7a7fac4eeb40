import { defineVitestConfig } from '@widgetry/tooling/vitest';

export default defineVitestConfig({
  test: {
    // Every test file builds the whole app, and importing it (every route, the zod schemas,
    // PGlite's WebAssembly) cost as much as the tests themselves: the files of a worker share its
    // module cache instead of importing everything again. Each file still builds its own app and
    // database. A file that replaced a module (vi.mock) would need `isolate: true` back: its mock
    // would meet a module already imported by an earlier file.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
