import { cp, rm } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One ESM file, dist/server.js. Internal packages are TypeScript source, so they are bundled;
// registry dependencies stay external (argon2 and PGlite ship native/wasm files of their own).
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@widgetry\//],
  async onSuccess() {
    // The bundle looks for its migrations next to itself (src/db/migrations-folder.ts).
    await rm('dist/drizzle', { recursive: true, force: true });
    await cp('drizzle', 'dist/drizzle', { recursive: true });
  },
});
