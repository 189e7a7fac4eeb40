import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * The build of one widgets-<type> package, shared so every runtime ships the same way:
 * - dist/index.js (+ .d.ts): ESM for npm, the dashboard preview and the API's server render;
 * - dist/browser/<type>.js: the minified IIFE the loader adds as /scripts/widget/<type>.js;
 * - dist/browser/<type>.css: the stylesheet served as /styles/widget/<type>.css;
 * - dist/browser/i18n/<lang>.json: the catalogue of each language but English (which the runtime
 *   carries), served as /scripts/i18n/<type>/<lang>.json and loaded only by a page that needs it.
 * Private workspace packages are bundled, so neither build needs them at run time.
 */
export function widgetRuntimeConfig({
  type,
  css,
  translations,
}: {
  type: string;
  css: string;
  translations: Readonly<Record<string, unknown>>;
}) {
  const noExternal = [/^@widgetry\//];
  // The two builds run in parallel and share dist/, so it is emptied once here rather than by
  // either build (whose `clean` could delete the other's output).
  rmSync('dist', { recursive: true, force: true });

  const npm: Options = {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    // Inline the private packages' types (they are not published); tooling/tsup/
    // self-contained-types.ts then expands the settings type so the declarations need no zod.
    dts: {
      compilerOptions: {
        paths: {
          '@widgetry/widgets-core': ['../widgets-core/src/index.ts'],
          '@widgetry/widgets-core/reviews': ['../widgets-core/src/reviews/index.ts'],
          '@widgetry/widgets-core/reviews/styles': ['../widgets-core/src/reviews/reviews.styles.ts'],
          '@widgetry/calculators': ['../calculators/src/index.ts'],
          '@widgetry/contracts/constants': ['../contracts/src/constants/index.ts'],
          '@widgetry/contracts': ['../contracts/src/index.ts'],
        },
      },
    },
    noExternal,
    sourcemap: true,
  };

  const browser: Options = {
    entry: { [type]: 'src/browser.ts' },
    format: ['iife'],
    platform: 'browser',
    target: 'es2020',
    outDir: 'dist/browser',
    outExtension: () => ({ js: '.js' }),
    minify: true,
    noExternal,
    async onSuccess() {
      mkdirSync('dist/browser', { recursive: true });
      const { code } = transformSync(css, { loader: 'css', minify: true });
      writeFileSync(`dist/browser/${type}.css`, code);
      mkdirSync('dist/browser/i18n', { recursive: true });
      for (const [language, catalogue] of Object.entries(translations)) {
        writeFileSync(`dist/browser/i18n/${language}.json`, JSON.stringify(catalogue));
      }
    },
  };

  return defineConfig([npm, browser]);
}
