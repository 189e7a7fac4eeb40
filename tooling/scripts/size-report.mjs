#!/usr/bin/env node
// Prints the gzip size of embed.js, of every built widget runtime (script + style) and of the
// dashboard's initial JS against the DESIGN budgets, and exits 1 when one is over or missing. Sizes are measured here, never in tests.
// Build first (`pnpm build`), then: node tooling/scripts/size-report.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KB = 1024;

/** DESIGN "Budgets", gzip bytes. */
const EMBED_BUDGET = 2 * KB;
const RUNTIME_BUDGET = 12 * KB;
const LISTING_BUDGET = 25 * KB;
const LISTING_TYPES = new Set(['appfolio', 'rentvine']);
const DASHBOARD_BUDGET = 170 * KB;

const rows = [];
let failed = false;

function measure(file) {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

function add(label, size, budget) {
  const over = budget !== undefined && size.gzip > budget;
  if (over) failed = true;
  rows.push([label, size.raw, size.gzip, budget ?? '', budget === undefined ? '' : over ? 'OVER' : 'OK']);
}

function missing(label, hint) {
  failed = true;
  rows.push([label, '', '', '', `MISSING (${hint})`]);
}

const embed = join(root, 'packages', 'embed', 'dist', 'embed.js');
if (existsSync(embed)) add(relative(root, embed), measure(embed), EMBED_BUDGET);
else missing(relative(root, embed), 'build @widgetry/embed');

const packagesDir = join(root, 'packages');
for (const name of readdirSync(packagesDir)
  .filter((item) => item.startsWith('widgets-') && item !== 'widgets-core')
  .sort()) {
  const browser = join(packagesDir, name, 'dist', 'browser');
  if (!existsSync(browser)) {
    missing(relative(root, browser), `build @widgetry/${name}`);
    continue;
  }
  const types = readdirSync(browser)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -3))
    .sort();
  for (const type of types) {
    const script = measure(join(browser, `${type}.js`));
    add(relative(root, join(browser, `${type}.js`)), script);
    const cssFile = join(browser, `${type}.css`);
    const style = existsSync(cssFile) ? measure(cssFile) : { raw: 0, gzip: 0 };
    if (existsSync(cssFile)) add(relative(root, cssFile), style);
    const budget = LISTING_TYPES.has(type) ? LISTING_BUDGET : RUNTIME_BUDGET;
    add(`  ${type} runtime (script + style)`, { raw: script.raw + style.raw, gzip: script.gzip + style.gzip }, budget);
  }
}

// The dashboard's initial JS: the module scripts and modulepreloads index.html names (lazy pages,
// the editor among them, are separate chunks and not counted).
const dashboardDist = join(root, 'apps', 'dashboard', 'dist');
const indexHtml = join(dashboardDist, 'index.html');
if (existsSync(indexHtml)) {
  const html = readFileSync(indexHtml, 'utf8');
  const initial = [
    ...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
  ]
    .map((match) => match[1])
    .filter((path) => path !== undefined);
  const total = { raw: 0, gzip: 0 };
  for (const path of initial) {
    const size = measure(join(dashboardDist, path));
    total.raw += size.raw;
    total.gzip += size.gzip;
  }
  if (initial.length === 0) missing('apps/dashboard initial JS', 'no module script in dist/index.html');
  else
    add(
      `apps/dashboard initial JS (${initial.length} file${initial.length === 1 ? '' : 's'})`,
      total,
      DASHBOARD_BUDGET,
    );
} else {
  missing(relative(root, indexHtml), 'build @widgetry/dashboard');
}

const header = ['file', 'raw bytes', 'gzip bytes', 'budget', 'status'];
const table = [header, ...rows].map((row) => row.map(String));
const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 || column === 4 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd(),
  );
}
console.log(
  failed ? '\nOver budget or not built.' : '\nAll within budget (gzip level 9; budgets from DESIGN "Budgets").',
);
process.exit(failed ? 1 : 0);
