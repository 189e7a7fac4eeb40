#!/usr/bin/env node
// Prints what the front-end host actually sends for embed.js, every widget runtime (script + style)
// and the dashboard's initial JS: the brotli and gzip copies the builds write beside each file
// (embed.js: compressed by the host at start, the same way), against the DESIGN budgets. A budget
// is checked on the gzip size (what a client without brotli gets); a file with no compressed copy
// is not sent compressed and fails. Exits 1 when one is over or missing. Never measured in tests.
// Build first (`pnpm build`), then: node tooling/scripts/size-report.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KB = 1024;

/** DESIGN "Budgets", gzip bytes. */
const EMBED_BUDGET = Math.floor(1.6 * KB);
const RUNTIME_BUDGET = 12 * KB;
/** Listing runtimes (the catalogue's 'listings' category) carry cards, filters and a map. */
const LISTING_BUDGET = 25 * KB;
/** Ours, not DESIGN's (issue 32): one language's catalogue of one type, fetched only by pages in that language. */
const CATALOGUE_BUDGET = 3 * KB;
/** Issue 28: the first script carries no zod and no schema; lazy pages and the schemas are their own chunks. */
const DASHBOARD_BUDGET = 130 * KB;

interface Size {
  raw: number;
  br: number;
  gzip: number;
}

/** label, raw, brotli, gzip, budget, status */
const rows: (string | number)[][] = [];
let failed = false;

/** The bytes sent for `file`: its built .br and .gz copies, or null when it has none. */
function measure(file: string): Size | null {
  const raw = readFileSync(file).length;
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) return null;
  return { raw, br: readFileSync(`${file}.br`).length, gzip: readFileSync(`${file}.gz`).length };
}

/** As the host compresses embed.js when it starts (apps/host/src/encoded-body.ts). */
function measureInMemory(file: string): Size {
  const raw = readFileSync(file);
  return {
    raw: raw.length,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gzip: gzipSync(raw, { level: 9 }).length,
  };
}

function sum(sizes: Size[]): Size {
  return sizes.reduce((total, size) => ({
    raw: total.raw + size.raw,
    br: total.br + size.br,
    gzip: total.gzip + size.gzip,
  }));
}

function add(label: string, size: Size, budget?: number): void {
  const over = budget !== undefined && size.gzip > budget;
  if (over) failed = true;
  rows.push([label, size.raw, size.br, size.gzip, budget ?? '', budget === undefined ? '' : over ? 'OVER' : 'OK']);
}

function missing(label: string, hint: string): void {
  failed = true;
  rows.push([label, '', '', '', '', `MISSING (${hint})`]);
}

const embed = join(root, 'packages', 'embed', 'dist', 'embed.js');
if (existsSync(embed)) add(relative(root, embed), measureInMemory(embed), EMBED_BUDGET);
else missing(relative(root, embed), 'build @widgetry/embed');

// The widget types come from the registry's manifest (built with @widgetry/widget-registry).
const manifestFile = join(root, 'packages', 'widget-registry', 'dist', 'manifest.json');
/** The fields of a manifest entry read here (packages/widget-registry writes it). */
interface ManifestEntry {
  type: string;
  hasRuntime: boolean;
  catalogue: { category: string };
}
const types: ManifestEntry[] = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : [];
if (types.length === 0) missing(relative(root, manifestFile), 'build @widgetry/widget-registry');
// The runtimes as the host serves them (apps/host/widgets, with the copies collect-widgets writes).
const widgetsDir = join(root, 'apps', 'host', 'widgets');
/** One served file's row, or a MISSING row; returns its size or null. */
function served(file: string, hint: string): Size | null {
  if (!existsSync(file)) {
    missing(relative(root, file), hint);
    return null;
  }
  const size = measure(file);
  if (!size) missing(relative(root, file), 'no .br/.gz copy: not sent compressed');
  else add(relative(root, file), size);
  return size;
}
for (const { type, hasRuntime, catalogue } of types) {
  if (!hasRuntime) {
    rows.push([`  ${type} runtime`, '', '', '', '', 'not built yet (no runtime)']);
    continue;
  }
  const script = served(join(widgetsDir, 'scripts', 'widget', `${type}.js`), 'build @widgetry/host');
  if (!script) continue;
  const cssFile = join(widgetsDir, 'styles', 'widget', `${type}.css`);
  const style = existsSync(cssFile) ? served(cssFile, '') : { raw: 0, br: 0, gzip: 0 };
  if (!style) continue;
  const budget = catalogue.category === 'listings' ? LISTING_BUDGET : RUNTIME_BUDGET;
  add(`  ${type} runtime (script + style)`, sum([script, style]), budget);
  // The other languages (issue 32): one file each, fetched only by a page in that language.
  // Which languages there are is the build's business (contracts' WIDGET_LANGUAGES, checked by
  // collect-widgets and each runtime's catalogue test); this reports what is served.
  const i18nDir = join(widgetsDir, 'scripts', 'i18n', type);
  const catalogues = existsSync(i18nDir) ? readdirSync(i18nDir).filter((name) => name.endsWith('.json')) : [];
  if (catalogues.length === 0) missing(relative(root, i18nDir), 'build @widgetry/host');
  for (const name of catalogues.sort()) {
    const size = measure(join(i18nDir, name));
    if (!size) missing(relative(root, join(i18nDir, name)), 'no .br/.gz copy: not sent compressed');
    else add(`  ${type} ${name.replace('.json', '')} catalogue`, size, CATALOGUE_BUDGET);
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
  const sizes = initial.map((path) => measure(join(dashboardDist, path)));
  const unsent = initial.filter((_, index) => sizes[index] === null);
  for (const path of unsent) missing(`apps/dashboard/dist/${path}`, 'no .br/.gz copy: not sent compressed');
  const sent = sizes.filter((size) => size !== null);
  const total = sent.length === sizes.length && sizes.length > 0 ? sum(sent) : null;
  if (initial.length === 0) missing('apps/dashboard initial JS', 'no module script in dist/index.html');
  else if (total)
    add(
      `apps/dashboard initial JS (${initial.length} file${initial.length === 1 ? '' : 's'})`,
      total,
      DASHBOARD_BUDGET,
    );
} else {
  missing(relative(root, indexHtml), 'build @widgetry/dashboard');
}

const header = ['file', 'raw bytes', 'brotli bytes', 'gzip bytes', 'budget (gzip)', 'status'];
const table = [header, ...rows].map((row) => row.map(String));
const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
for (const row of table) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}
console.log(
  failed ? '\nOver budget or not built.' : '\nAll within budget (the sent .gz copies; budgets from DESIGN "Budgets").',
);
process.exit(failed ? 1 : 0);
