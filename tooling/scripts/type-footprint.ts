#!/usr/bin/env node
// How far a widget type reaches outside its own places: the files that name the type outside its
// package (packages/widgets-<type>) and its contract folder (packages/contracts/src/widget-types/<type>).
// Migrations (history) and the lockfile are left out. Usage: node tooling/scripts/type-footprint.ts <type>
import { spawnSync } from 'node:child_process';

const type = process.argv[2];
if (!type || !/^[a-z][a-z0-9]*$/.test(type)) {
  console.error('usage: node tooling/scripts/type-footprint.ts <type>   (a widget type name)');
  process.exit(2);
}
const result = spawnSync(
  'git',
  [
    'grep',
    '-l',
    '-w',
    type,
    '--',
    '.',
    `:!packages/widgets-${type}`,
    `:!packages/contracts/src/widget-types/${type}`,
    ':!apps/api/drizzle',
    ':!pnpm-lock.yaml',
  ],
  { encoding: 'utf8' },
);
const files = result.stdout.split('\n').filter(Boolean);
const isTest = (file: string): boolean =>
  /\.(test|int\.test|e2e|fixtures|stories)\.tsx?$|\/(e2e|test|test-support)\//.test(file);
const groups: [string, string[]][] = [
  ['code', files.filter((file) => !isTest(file) && !file.endsWith('.md'))],
  ['tests, fixtures and stories', files.filter(isTest)],
  ['docs', files.filter((file) => file.endsWith('.md'))],
];
for (const [name, list] of groups) {
  console.log(`${name}: ${list.length}`);
  for (const file of list) console.log(`  ${file}`);
}
console.log(`${files.length} files outside the ${type} package and contract folder name the type`);
