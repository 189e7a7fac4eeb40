import { defineConfig } from 'tsup';

/** embed.js: one minified IIFE (DESIGN budget ≤ 1.6 KB gzip; `pnpm size` prints it). */
export default defineConfig({
  entry: { embed: 'src/embed.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2020',
  outDir: 'dist',
  outExtension: () => ({ js: '.js' }),
  clean: true,
  minify: true,
  noExternal: [/^@widgetry\//],
});
