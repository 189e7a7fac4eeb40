#!/usr/bin/env node
// How far a data source reaches outside its own folder (issue 26 §1): the files that name the
// source outside the folder holding its definition (apps/api/src/modules/sources/**/<source>.source.ts,
// or before definitions its <source>.adapter.ts). Each source shares its name with the widget type
// that reads it; that TYPE is a different thing, so its own places (packages/widgets-<source> and
// packages/contracts/src/widget-types/<source>) are left out here (tooling/scripts/type-footprint.mjs
// counts those), as are migrations (history) and the lockfile. Files that name the type elsewhere
// (the widget registry, dashboard stories) still count: a name is a name.
// Usage: node tooling/scripts/source-footprint.mjs [<source> ...] [--at <git revision>]
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const revision = atIndex === -1 ? null : args[atIndex + 1];
if (atIndex !== -1 && !revision) {
  console.error('usage: node tooling/scripts/source-footprint.mjs [<source> ...] [--at <git revision>]');
  process.exit(2);
}
const named = atIndex === -1 ? args : args.filter((_, index) => index !== atIndex && index !== atIndex + 1);
const SOURCES_DIR = 'apps/api/src/modules/sources';

function git(gitArgs) {
  const result = spawnSync('git', gitArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0 && result.status !== 1) {
    console.error(result.stderr);
    process.exit(2);
  }
  return result.stdout.split('\n').filter(Boolean);
}

const tree = revision ? git(['ls-tree', '-r', '--name-only', revision, SOURCES_DIR]) : git(['ls-files', SOURCES_DIR]);

/** The folder holding the source's definition (or, before definitions, its adapter). */
function folderOf(source) {
  const file =
    tree.find((path) => path.endsWith(`/${source}.source.ts`)) ??
    tree.find((path) => path.endsWith(`/${source}.adapter.ts`));
  return file ? file.slice(0, file.lastIndexOf('/')) : null;
}

/** The sources: those named, else every folder with a definition or an adapter. */
const sources = named.length
  ? named
  : [...new Set(tree.flatMap((path) => /\/([a-z0-9]+)\.(?:source|adapter)\.ts$/.exec(path)?.[1] ?? []))].sort();

const isTest = (file) =>
  /\.(test|int\.test|e2e|fixtures|stories)\.tsx?$|\/(e2e|test|test-support|fixtures)\//.test(file);
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
  const groups = [
    ['code', files.filter((file) => !isTest(file) && !file.endsWith('.md'))],
    ['tests, fixtures and stories', files.filter(isTest)],
    ['docs', files.filter((file) => file.endsWith('.md'))],
  ];
  console.log(`${source} (its folder: ${folder})`);
  for (const [name, list] of groups) {
    console.log(`  ${name}: ${list.length}`);
    for (const file of list) console.log(`    ${file}`);
  }
  const code = groups[0][1].length;
  total += code;
  console.log(`  ${code} code files outside ${folder} and the ${source} widget type's places name ${source}`);
}
if (sources.length > 1) console.log(`${total} code files in all`);
