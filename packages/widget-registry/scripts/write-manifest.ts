// The registry as JSON for plain Node scripts that cannot import TypeScript (the host's widget
// collector, the size report, the image generator): dist/manifest.json, one entry per type.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allWidgetDefinitions } from '../src/index';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '..', '..');
const require = createRequire(join(packageDir, 'package.json'));

/** The directory of the package a definition comes from, found the way Node resolves it. */
function definitionPackageDir(type: string): string {
  // src/<type>.definition.ts sits one folder below the package root.
  return dirname(dirname(require.resolve(`@widgetry/widgets-${type}/definition`)));
}

const manifest = allWidgetDefinitions().map((definition) => ({
  type: definition.type,
  packageDir: relative(repoRoot, definitionPackageDir(definition.type)),
  hasRuntime: definition.load !== null,
  catalogue: definition.catalogue,
  images: definition.images,
}));

mkdirSync(join(packageDir, 'dist'), { recursive: true });
writeFileSync(join(packageDir, 'dist', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`widget-registry: ${manifest.length} types → dist/manifest.json`);
