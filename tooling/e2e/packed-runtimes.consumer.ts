// The consumer side of the packed-runtimes test: what a customer's project writes against an
// installed runtime (a Node ESM import, a TypeScript file, a page mounting it), plus the settings
// and data the widgets get. Settings are each type's contract defaults, data the widgets' own test
// fixtures, read from the repo's sources at test time.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PublishedPackage, REPO_ROOT } from './packed-runtimes.project';

/** What each runtime shows with its fixture, so a mount that rendered nothing fails. */
export const RUNTIME_CASES: Partial<Record<string, { text: string; data?: 'reviews' | 'listings' }>> = {
  accessibility: { text: 'Accessibility Menu' },
  affordability: { text: 'Affordability Calculator' },
  appfolio: { text: 'Maple Court 2B', data: 'listings' },
  monthlypayment: { text: 'Mortgage Calculator' },
  prorated: { text: 'Prorated Rent Calculator' },
  rentvine: { text: 'Maple Court 2B', data: 'listings' },
  tripadvisor: { text: 'Reviewer 1', data: 'reviews' },
  trustpilot: { text: 'Reviewer 1', data: 'reviews' },
  yelp: { text: 'Reviewer 1', data: 'reviews' },
};

/** The runtime the embed test loads through the loader. */
export const EMBED_WIDGET_TYPE = 'prorated';

function capitalised(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A module of the repo's sources, loaded by path (tooling does not depend on the packages). */
async function repoModule(...path: string[]): Promise<Record<string, unknown>> {
  const loaded: unknown = await import(pathToFileURL(join(REPO_ROOT, ...path)).href);
  if (!isRecord(loaded)) throw new Error(`${path.join('/')} did not load`);
  return loaded;
}

/** `{ settings, data }` for a type: its contract defaults, and fixture data for a data widget. */
export async function fixtureFor(type: string): Promise<{ settings: unknown; data?: unknown }> {
  const defaults = await repoModule('packages/contracts/src/widget-types', type, `${type}.defaults.ts`);
  const settings = defaults[`${type}Defaults`];
  if (!isRecord(settings)) throw new Error(`the contracts have no ${type}Defaults`);
  const kind = RUNTIME_CASES[type]?.data;
  if (!kind) return { settings };
  const support =
    kind === 'reviews'
      ? await repoModule('packages/widgets-core/src/testing/reviews.test-support.ts')
      : await repoModule('packages/widgets-core/src/listings/listings.test-support.ts');
  const make = kind === 'reviews' ? support.reviewsFixture : support.listingsFixture;
  if (typeof make !== 'function') throw new Error(`no ${kind} fixture in widgets-core`);
  return { settings, data: make(type) };
}

/**
 * The Node check: imports a package with `window`, `document` and the like watched, renders the
 * runtime to a string, and resolves the given subpaths through the package's exports. Prints JSON.
 * Usage: node node-check.mjs <specifier> <type|-> <fixture.json|-> [subpath specifiers…]
 */
const NODE_CHECK = `import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [specifier, type, fixtureFile, ...subpaths] = process.argv.slice(2);
const touched = new Set();
for (const name of ['window', 'document', 'HTMLElement', 'customElements', 'localStorage', 'location']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.add(name);
      return undefined;
    },
  });
}
const mod = await import(specifier);
const touchedAtImport = [...touched];
touched.clear();
let markup = null;
if (type !== '-') {
  const { settings, data } = JSON.parse(readFileSync(fixtureFile, 'utf8'));
  markup = mod.renderToString(mod[type + 'Runtime'], settings, { idPrefix: 'node-', data });
}
const resolved = Object.fromEntries(subpaths.map((path) => [path, fileURLToPath(import.meta.resolve(path))]));
console.log(JSON.stringify({ touchedAtImport, touchedAtRender: [...touched], exports: Object.keys(mod).sort(), markup, resolved }));
`;

function runtimeConsumer(pkg: PublishedPackage, type: string): string {
  const settingsType = `${capitalised(type)}Settings`;
  const runtime = `${type}Runtime`;
  return `// What a TypeScript project writes against ${pkg.name}.
import { type MountedWidget, mount, renderToString, type ${settingsType}, ${runtime} } from '${pkg.name}';

export function show(el: HTMLElement, settings: ${settingsType}, data?: unknown): MountedWidget<${settingsType}> {
  const widget = mount(el, { runtime: ${runtime}, settings, data, stylesheetUrl: '/styles/widget/${type}.css' });
  widget.update(settings);
  return widget;
}

export function serverRender(settings: ${settingsType}): string {
  return renderToString(${runtime}, settings, { idPrefix: 'ssr-' });
}

export function hide(widget: MountedWidget<${settingsType}>): void {
  widget.destroy();
}

// The settings type is the real one, not any.
// @ts-expect-error not ${settingsType}
export const wrong: ${settingsType} = { notASetting: true };
`;
}

function embedConsumer(pkg: PublishedPackage): string {
  return `// What a TypeScript project writes against ${pkg.name}.
import { type EmbedConfig, MISSING, startEmbed } from '${pkg.name}';

export function start(api: string, app: string): () => void {
  const config: EmbedConfig = { api, app, v: { prorated: 'abc12345' } };
  return startEmbed(config, app);
}

export const mainMissing: 'Main file does not exist' = MISSING.main;

// @ts-expect-error the configuration needs the API origin
export const wrong: EmbedConfig = { v: {} };
`;
}

/** The file name (without extension) the consumer files of a package use. */
export function shortName(pkg: PublishedPackage): string {
  return pkg.type ?? pkg.name.replace(/^@widgetry\//, '');
}

/** Writes node-check.mjs, one TypeScript consumer per package and one fixture per runtime. */
export async function writeConsumerFiles(dir: string, packages: readonly PublishedPackage[]): Promise<void> {
  await mkdir(join(dir, 'types'), { recursive: true });
  await mkdir(join(dir, 'fixtures'), { recursive: true });
  await writeFile(join(dir, 'node-check.mjs'), NODE_CHECK);
  for (const pkg of packages) {
    const file = join(dir, 'types', `${shortName(pkg)}.ts`);
    await writeFile(file, pkg.type ? runtimeConsumer(pkg, pkg.type) : embedConsumer(pkg));
    if (pkg.type) {
      await writeFile(join(dir, 'fixtures', `${pkg.type}.json`), JSON.stringify(await fixtureFor(pkg.type)));
    }
  }
}

/** The page that mounts a runtime through its ESM entry, as a bundled app would. */
export function esmPage(pkg: PublishedPackage, type: string, moduleUrl: string): string {
  const imports = JSON.stringify({ imports: { [pkg.name]: moduleUrl } });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${pkg.name} (ESM)</title>
<script type="importmap">${imports}</script></head>
<body><main><h1>Customer page</h1><div id="widget"></div></main>
<script type="module">
try {
  const pkg = await import('${pkg.name}');
  const { settings, data } = await (await fetch('/fixtures/${type}.json')).json();
  window.__widget = pkg.mount(document.getElementById('widget'), {
    runtime: pkg['${type}Runtime'], settings, data, stylesheetUrl: '/styles/widget/${type}.css',
  });
  window.__settings = settings;
  window.__ready = true;
} catch (error) {
  window.__error = String(error && error.stack || error);
}
</script></body></html>`;
}

/** The page that loads the runtime's IIFE as the host's /scripts/widget/<type>.js and mounts it. */
export function scriptPage(pkg: PublishedPackage, type: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${pkg.name} (script)</title></head>
<body><main><h1>Customer page</h1><div id="widget"></div></main>
<script src="/scripts/widget/${type}.js"></script>
<script>
fetch('/fixtures/${type}.json')
  .then((response) => response.json())
  .then(({ settings, data }) => {
    window.__widget = window.Widgetry.runtimes['${type}'].mount(document.getElementById('widget'), {
      settings, data, stylesheetUrl: '/styles/widget/${type}.css',
    });
    window.__settings = settings;
    window.__ready = true;
  })
  .catch((error) => { window.__error = String(error && error.stack || error); });
</script></body></html>`;
}

/** A page with one widget snippet, the loader started from its ESM entry. */
export function embedEsmPage(pkg: PublishedPackage, moduleUrl: string, apiUrl: string, origin: string): string {
  const imports = JSON.stringify({ imports: { [pkg.name]: moduleUrl } });
  const config = JSON.stringify({ api: apiUrl, app: origin, v: { [EMBED_WIDGET_TYPE]: 'packed01' } });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${pkg.name} (ESM)</title>
<script type="importmap">${imports}</script></head>
<body><main><h1>Customer page</h1><div id="widget" data-widgetry-id="w1" data-type="${EMBED_WIDGET_TYPE}"></div></main>
<script type="module">
try {
  const { startEmbed } = await import('${pkg.name}');
  startEmbed(${config}, ${JSON.stringify(origin)});
  window.__ready = true;
} catch (error) {
  window.__error = String(error && error.stack || error);
}
</script></body></html>`;
}

/** The same snippet with the packed embed.js, configured as the front-end host serves it. */
export function embedScriptPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>embed.js</title></head>
<body><main><h1>Customer page</h1><div id="widget" data-widgetry-id="w1" data-type="${EMBED_WIDGET_TYPE}"></div></main>
<script async src="/embed.js"></script>
<script>window.__ready = true;</script></body></html>`;
}
