#!/usr/bin/env node
// How far a data source reaches outside its own folder (issue 26 §1): the files that name the
// source outside the folder holding its definition (apps/api/src/modules/sources/**/<source>.source.ts,
// or before definitions its <source>.adapter.ts). Each source shares its name with the widget type
// that reads it; that TYPE is a different thing, so its own places (packages/widgets-<source> and
// packages/contracts/src/widget-types/<source>) are left out here (tooling/scripts/type-footprint.ts
// counts those), as are migrations (history) and the lockfile. The code files that remain are shown in
// three groups, so the count is honest about what is whose: the source's two registry lines (the goal:
// nothing else), the widget type's wiring outside its places (the widget registry, the shared review
// runtime, contracts' widget-type lists, dashboard stories, the build graph: they name the TYPE, and
// type-footprint.ts counts them too), and any other code, which is the source's own reach to remove.
// Usage: node tooling/scripts/source-footprint.ts [<source> ...] [--at <git revision>]
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const revision = atIndex === -1 ? undefined : args[atIndex + 1];
if (atIndex !== -1 && !revision) {
  console.error('usage: node tooling/scripts/source-footprint.ts [<source> ...] [--at <git revision>]');
  process.exit(2);
}
const named = atIndex === -1 ? args : args.filter((_, index) => index !== atIndex && index !== atIndex + 1);
const SOURCES_DIR = 'apps/api/src/modules/sources';
/** A source's two registry lines: contracts' (id, kind, display name, message) and the API's (its definition). */
const REGISTRY_FILES = ['packages/contracts/src/sources/source-registry.ts', `${SOURCES_DIR}/definition/registry.ts`];
/** Where a widget type is wired beyond its own places; a file here names the type, not the source. */
const TYPE_WIRING = [
  'packages/widgets-core/',
  'packages/widget-registry/',
  'packages/contracts/src/widget-types/',
  'apps/dashboard/src/stories/',
  'turbo.json',
];

function git(gitArgs: string[]): string[] {
  const result = spawnSync('git', gitArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0 && result.status !== 1) {
    console.error(result.stderr);
    process.exit(2);
  }
  return result.stdout.split('\n').filter(Boolean);
}

const tree = revision ? git(['ls-tree', '-r', '--name-only', revision, SOURCES_DIR]) : git(['ls-files', SOURCES_DIR]);

/** The folder holding the source's definition (or, before definitions, its adapter). */
function folderOf(source: string): string | null {
  const file =
    tree.find((path) => path.endsWith(`/${source}.source.ts`)) ??
    tree.find((path) => path.endsWith(`/${source}.adapter.ts`));
  return file ? file.slice(0, file.lastIndexOf('/')) : null;
}

/** The sources: those named, else every folder with a definition or an adapter. */
const sources = named.length
  ? named
  : [...new Set(tree.flatMap((path) => /\/([a-z0-9]+)\.(?:source|adapter)\.ts$/.exec(path)?.[1] ?? []))].sort();

// Benches measure the product rather than being it, so they go with the tests.
const isTest = (file: string): boolean =>
  /\.(test|int\.test|e2e|fixtures|stories|test-helpers|test-support)\.tsx?$|\/(e2e|test|test-support|fixtures)\/|^tooling\/bench\//.test(
    file,
  );
const isCode = (file: string): boolean => !isTest(file) && !file.endsWith('.md');
const isTypeWiring = (file: string): boolean => TYPE_WIRING.some((place) => file === place || file.startsWith(place));
let total = 0;
for (const source of sources) {
  if (!/^[a-z][a-z0-9]*$/.test(source)) {
    console.error(`not a source name: ${source}`);
    process.exit(2);
  }
  const folder = folderOf(source);
  if (!folder) {
    console.error(`${source}: no ${source}.source.ts or ${source}.adapter.ts under ${SOURCES_DIR}`);
    process.exit(2);
  }
  const files = git([
    'grep',
    '-l',
    '-i',
    '-w',
    source,
    ...(revision ? [revision] : []),
    '--',
    '.',
    `:!${folder}`,
    `:!packages/widgets-${source}`,
    `:!packages/contracts/src/widget-types/${source}`,
    ':!apps/api/drizzle',
    ':!pnpm-lock.yaml',
  ]).map((line) => (revision ? line.slice(revision.length + 1) : line));
  const code = files.filter(isCode);
  const registry = code.filter((file) => REGISTRY_FILES.includes(file));
  const wiring = code.filter((file) => !registry.includes(file) && isTypeWiring(file));
  const other = code.filter((file) => !registry.includes(file) && !wiring.includes(file));
  const groups: [string, string[]][] = [
    ['code: its registry lines', registry],
    [`code: the ${source} widget type's wiring`, wiring],
    ['code: anything else (the source named outside its folder and registries)', other],
    ['tests, fixtures, stories and benches', files.filter(isTest)],
    ['docs', files.filter((file) => file.endsWith('.md'))],
  ];
  console.log(`${source} (its folder: ${folder})`);
  for (const [name, list] of groups) {
    console.log(`  ${name}: ${list.length}`);
    for (const file of list) console.log(`    ${file}`);
  }
  total += other.length;
  console.log(
    `  ${code.length} code files outside ${folder} and the ${source} widget type's places name ${source}: ` +
      `${registry.length} registry lines, ${wiring.length} the widget type's wiring, ${other.length} else`,
  );
}
if (sources.length > 1)
  console.log(`${total} code files in all name a source outside its folder, registries and type wiring`);
