import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { proratedCss } from './src/prorated.styles';

/** Collapses whitespace: the stylesheet is written by hand, readable, and served as one line. */
function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

// Private workspace packages (widgets-core, calculators, contracts' constants) are bundled, so
// neither build needs them at run time; contracts is only ever imported for types.
const noExternal = [/^@widgetry\//];

// The two builds run in parallel and share dist/, so dist is emptied once here rather than by
// either build (whose `clean` could delete the other's output).
rmSync('dist', { recursive: true, force: true });

export default defineConfig([
  {
    // npm: ESM with types, for the dashboard preview and the API's server-side render.
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    // Inline the private packages' types (they are not published); scripts/self-contained-types.mjs
    // then expands the settings type so the declarations need no zod either.
    dts: {
      compilerOptions: {
        paths: {
          '@widgetry/widgets-core': ['../widgets-core/src/index.ts'],
          '@widgetry/calculators': ['../calculators/src/index.ts'],
          '@widgetry/contracts/constants': ['../contracts/src/constants/index.ts'],
          '@widgetry/contracts': ['../contracts/src/index.ts'],
        },
      },
    },
    noExternal,
    sourcemap: true,
  },
  {
    // The script tag: /scripts/widget/prorated.js, plus its stylesheet /styles/widget/prorated.css.
    entry: { prorated: 'src/browser.ts' },
    format: ['iife'],
    platform: 'browser',
    target: 'es2020',
    outDir: 'dist/browser',
    outExtension: () => ({ js: '.js' }),
    minify: true,
    noExternal,
    async onSuccess() {
      mkdirSync('dist/browser', { recursive: true });
      writeFileSync('dist/browser/prorated.css', `${minifyCss(proratedCss)}\n`);
    },
  },
]);
