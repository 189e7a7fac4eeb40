import { rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

// Private workspace packages (widgets-core's namespace, the contracts' constants) are bundled, so
// neither build needs them at run time and the npm package has no dependencies.
const noExternal = [/^@widgetry\//];
// The two builds run in parallel and share dist/, so it is emptied once here rather than by
// either build (whose `clean` could delete the other's output).
rmSync('dist', { recursive: true, force: true });

/** embed.js: one minified IIFE (DESIGN budget ≤ 1.6 KB gzip; `pnpm size` prints it). */
const script: Options = {
  entry: { embed: 'src/embed.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2020',
  outDir: 'dist',
  outExtension: () => ({ js: '.js' }),
  minify: true,
  noExternal,
};

/** dist/index.js (+ .d.ts): the loader as ESM for npm, started with the configuration in code. */
const npm: Options = {
  entry: { index: 'src/embed-loader.ts' },
  format: ['esm'],
  platform: 'neutral',
  target: 'es2022',
  outDir: 'dist',
  dts: {
    compilerOptions: {
      paths: {
        '@widgetry/widgets-core/namespace': ['../widgets-core/src/namespace.ts'],
        '@widgetry/contracts/constants': ['../contracts/src/constants/index.ts'],
      },
    },
  },
  noExternal,
  sourcemap: true,
};

export default defineConfig([script, npm]);
