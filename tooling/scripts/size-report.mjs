#!/usr/bin/env node
// Prints the gzip size of embed.js, of every built widget runtime (script + style) and of the
// dashboard's initial JS against the DESIGN budgets, and exits 1 when one is over or missing. Sizes are measured here, never in tests.
// Build first (`pnpm build`), then: node tooling/scripts/size-report.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KB = 1024;

/** DESIGN "Budgets", gzip bytes. */
const EMBED_BUDGET = Math.floor(1.6 * KB);
const RUNTIME_BUDGET = 12 * KB;
/** Listing runtimes (the catalogue's 'listings' category) carry cards, filters and a map. */
const LISTING_BUDGET = 25 * KB;
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

// The widget types come from the registry's manifest (built with @widgetry/widget-registry).
const manifestFile = join(root, 'packages', 'widget-registry', 'dist', 'manifest.json');
const types = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : [];
if (types.length === 0) missing(relative(root, manifestFile), 'build @widgetry/widget-registry');
for (const { type, packageDir, hasRuntime, catalogue } of types) {
  if (!hasRuntime) {
    rows.push([`  ${type} runtime`, '', '', '', 'not built yet (no runtime)']);
    continue;
  }
  const browser = join(root, packageDir, 'dist', 'browser');
  const scriptFile = join(browser, `${type}.js`);
  if (!existsSync(scriptFile)) {
    missing(relative(root, scriptFile), `build @widgetry/widgets-${type}`);
    continue;
  }
  const script = measure(scriptFile);
  add(relative(root, scriptFile), script);
  const cssFile = join(browser, `${type}.css`);
  const style = existsSync(cssFile) ? measure(cssFile) : { raw: 0, gzip: 0 };
  if (existsSync(cssFile)) add(relative(root, cssFile), style);
  const budget = catalogue.category === 'listings' ? LISTING_BUDGET : RUNTIME_BUDGET;
  add(`  ${type} runtime (script + style)`, { raw: script.raw + style.raw, gzip: script.gzip + style.gzip }, budget);
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
