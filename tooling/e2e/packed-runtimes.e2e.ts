// The published runtimes as a customer gets them: each package is packed (`pnpm pack`), the
// tarballs alone are installed with plain npm into a fresh project outside the workspace, and
// there each package is linted (publint, attw), imported under Node without a DOM, type-checked
// with tsc against its own declarations, and mounted in Chromium with its own stylesheet, both
// from its ESM entry and from its script-tag IIFE. Needs the packages built (turbo's test:e2e
// task builds them first).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newTestContext } from './browser';
import {
  EMBED_WIDGET_TYPE,
  embedEsmPage,
  embedScriptPage,
  esmPage,
  RUNTIME_CASES,
  scriptPage,
  shortName,
  writeConsumerFiles,
} from './packed-runtimes.consumer';
import {
  installTarballs,
  type PublishedPackage,
  pack,
  publishedPackages,
  readJson,
  run,
  runOrThrow,
  toolingBin,
  typecheck,
} from './packed-runtimes.project';
import { type RunningServer, serve } from './servers';

declare global {
  interface Window {
    /** Set by the test pages: the mount finished, or why it failed. */
    __ready?: boolean;
    __error?: string;
    __widget?: { update(settings: unknown): void; destroy(): void };
    __settings?: unknown;
    /** What the runtimes' IIFEs register (widgets-core's namespace, not a dependency of tooling). */
    Widgetry?: { runtimes: Record<string, unknown> };
  }
}

const packages = await publishedPackages();
const runtimes = packages.filter((pkg) => pkg.type !== undefined);
const embed = packages.find((pkg) => pkg.name === '@widgetry/embed');

interface NodeCheck {
  touchedAtImport: string[];
  touchedAtRender: string[];
  exports: string[];
  markup: string | null;
  /** Subpath specifier → the file Node resolved it to through the package's exports. */
  resolved: Record<string, string>;
}

let work: string;
let project: string;
const tarballs = new Map<string, string>();
let types: { code: number; lines: string[] };
const nodeChecks = new Map<string, NodeCheck>();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
const pages = new Map<string, string>();

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
};

async function sendFile(response: ServerResponse, file: string, replace?: (text: string) => string): Promise<void> {
  const body = await readFile(file, 'utf8');
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  response.writeHead(200, { 'Content-Type': type }).end(replace ? replace(body) : body);
}

/** The file Node resolved `specifier` to (from the package's exports), as checked under Node. */
function resolvedFile(pkg: PublishedPackage, specifier: string): string {
  const file = nodeChecks.get(pkg.name)?.resolved[specifier];
  if (!file) throw new Error(`${specifier} was not resolved under Node`);
  return file;
}

/** The URL of an installed file on the test server (node_modules is served under /nm/). */
function installedUrl(file: string): string {
  return `/nm/${relative(join(project, 'node_modules'), file).split(sep).join('/')}`;
}

/** The subpath specifiers a package's exports must resolve under Node. */
function subpaths(pkg: PublishedPackage): string[] {
  if (pkg.type) return [pkg.name, `${pkg.name}/style.css`, `${pkg.name}/browser.js`, `${pkg.name}/package.json`];
  return [pkg.name, `${pkg.name}/embed.js`, `${pkg.name}/package.json`];
}

beforeAll(async () => {
  const unbuilt = packages.filter((pkg) => !existsSync(join(pkg.dir, 'dist', 'index.js')));
  if (unbuilt.length > 0) {
    throw new Error(`build first (pnpm turbo run build): ${unbuilt.map((pkg) => pkg.name).join(', ')}`);
  }
  work = await mkdtemp(join(tmpdir(), 'widgetry-packed-'));
  project = join(work, 'consumer');
  const tarballDir = join(work, 'tarballs');
  await mkdir(tarballDir, { recursive: true });
  // Packing only reads each package, so all at once; npm then installs every tarball in one go.
  const packed = await Promise.all(packages.map((pkg) => pack(pkg, tarballDir)));
  packages.forEach((pkg, index) => {
    const tarball = packed[index];
    if (tarball) tarballs.set(pkg.name, tarball);
  });
  await installTarballs(project, packed);
  await writeConsumerFiles(project, packages);
  types = await typecheck(
    project,
    packages.map((pkg) => `types/${shortName(pkg)}.ts`),
  );
  await Promise.all(
    packages.map(async (pkg) => {
      const fixture = pkg.type ? `fixtures/${pkg.type}.json` : '-';
      const stdout = await runOrThrow(
        process.execPath,
        ['node-check.mjs', pkg.name, pkg.type ?? '-', fixture, ...subpaths(pkg)],
        project,
      );
      const parsed: NodeCheck = JSON.parse(stdout);
      nodeChecks.set(pkg.name, parsed);
    }),
  );

  server = await serve((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const fail = (status: number) => response.writeHead(status).end();
    const page = pages.get(path);
    if (page) {
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'] }).end(page);
      return;
    }
    const widget = /^\/(scripts|styles)\/widget\/([a-z]+)\.(js|css)$/.exec(path);
    const runtime = widget && runtimes.find((pkg) => pkg.type === widget[2]);
    let file: string | undefined;
    if (widget && runtime) {
      file = resolvedFile(runtime, `${runtime.name}/${widget[1] === 'scripts' ? 'browser.js' : 'style.css'}`);
    } else if (path.startsWith('/nm/') || path.startsWith('/fixtures/')) {
      const base = path.startsWith('/nm/') ? join(project, 'node_modules') : join(project, 'fixtures');
      const candidate = resolve(base, `.${path.replace(/^\/(nm|fixtures)/, '')}`);
      if (candidate.startsWith(base + sep)) file = candidate;
    } else if (path === '/api/embed/w1' && embed) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      readFile(join(project, 'fixtures', `${EMBED_WIDGET_TYPE}.json`), 'utf8').then(
        (text) => {
          const { settings } = JSON.parse(text);
          response.end(JSON.stringify({ type: EMBED_WIDGET_TYPE, htmlData: { [EMBED_WIDGET_TYPE]: settings } }));
        },
        () => response.end('{}'),
      );
      return;
    } else if (path === '/embed.js' && embed) {
      // As the front-end host serves it: the configuration written over the placeholder.
      const config = JSON.stringify({
        api: `${server.url}/api`,
        app: server.url,
        v: { [EMBED_WIDGET_TYPE]: 'packed01' },
      });
      sendFile(response, resolvedFile(embed, `${embed.name}/embed.js`), (text) =>
        text.replace('__WIDGETRY_EMBED_CONFIG__', config),
      ).catch(() => fail(404));
      return;
    }
    if (!file) return fail(404);
    sendFile(response, file).catch(() => fail(404));
  });
  browser = await launchBrowser();
  context = await newTestContext(browser);
  // Nothing leaves the machine: fonts and fixture photos on other hosts are refused at once.
  await context.route(
    (url) => !url.href.startsWith(server.url),
    (route) => route.abort(),
  );
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

interface OpenedPage {
  page: Page;
  /** Script errors, warnings and failed requests to the test server, in order. */
  errors: string[];
  /** Settles at the first of them, so a test stops waiting for a widget that cannot come. */
  failed: Promise<void>;
}

/** Opens a page of the test server and collects its errors. */
async function openPage(path: string, html: string): Promise<OpenedPage> {
  pages.set(path, html);
  const page = await context.newPage();
  const errors: string[] = [];
  let signal = () => {};
  const failed = new Promise<void>((resolve) => {
    signal = resolve;
  });
  const report = (error: string) => {
    errors.push(error);
    signal();
  };
  const own = (url: string) => url.startsWith(server.url);
  page.on('pageerror', (error) => report(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The fonts and fixture photos refused above log this; a file of ours failing is caught below.
    if (message.text().startsWith('Failed to load resource') && !own(message.location().url)) return;
    report(message.text());
  });
  page.on('requestfailed', (request) => {
    if (own(request.url())) report(`${request.url()} failed`);
  });
  page.on('response', (response) => {
    if (own(response.url()) && response.status() >= 400) report(`${response.url()}: ${response.status()}`);
  });
  await page.goto(`${server.url}${path}`);
  return { page, errors, failed };
}

/**
 * Waits until the widget in #widget is mounted and shown with its stylesheet applied (the shadow
 * root's <link> loaded and parsed: a failed load also unhides the content, but leaves no rules),
 * or until the page reports an error; then returns the shadow root's text and the stylesheet's path.
 */
async function shownWidget({ page, errors, failed }: OpenedPage): Promise<{ text: string; stylesheet: string }> {
  const shown = page.waitForFunction(() => {
    if (window.__error) return true;
    const shadow = document.getElementById('widget')?.shadowRoot;
    const root = shadow?.querySelector('.wg-root');
    const link = shadow?.querySelector('link[rel="stylesheet"]');
    return (
      root instanceof HTMLElement &&
      !root.hidden &&
      link instanceof HTMLLinkElement &&
      link.sheet !== null &&
      link.sheet.cssRules.length > 0
    );
  });
  // Left waiting when the page failed first; the page's close ends it.
  shown.catch(() => {});
  await Promise.race([shown, failed]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.__error)).toBeUndefined();
  return page.evaluate(() => {
    const shadow = document.getElementById('widget')?.shadowRoot;
    const link = shadow?.querySelector('link[rel="stylesheet"]');
    return {
      text: shadow?.querySelector('.wg-root')?.textContent ?? '',
      stylesheet: link instanceof HTMLLinkElement ? new URL(link.href).pathname : '',
    };
  });
}

/** update() with the same settings keeps the widget; destroy() empties the shadow root. */
async function updateThenDestroy(page: Page): Promise<{ afterUpdate: number; afterDestroy: number }> {
  return page.evaluate(() => {
    const shadow = document.getElementById('widget')?.shadowRoot;
    window.__widget?.update(window.__settings);
    const afterUpdate = shadow?.querySelector('.wg-root')?.childElementCount ?? 0;
    window.__widget?.destroy();
    return { afterUpdate, afterDestroy: shadow?.childNodes.length ?? -1 };
  });
}

function tscProblems(pkg: PublishedPackage): string[] {
  const own = [`types/${shortName(pkg)}.ts`, `node_modules/${pkg.name}/`];
  return types.lines.filter((line) => own.some((part) => line.includes(part)));
}

describe.each(packages)('$name, packed', (pkg) => {
  it('has no dependencies left to install and passes publint and attw', async () => {
    const tarball = tarballs.get(pkg.name) ?? '';
    const installed = join(project, 'node_modules', ...pkg.name.split('/'));
    const manifest = await readJson(join(installed, 'package.json'));
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    expect(manifest.optionalDependencies ?? {}).toEqual({});
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(manifest.license).toBe('MIT');
    expect(existsSync(join(installed, 'LICENSE'))).toBe(true);
    expect(existsSync(join(installed, 'README.md'))).toBe(true);
    // Nothing came along with the tarballs: the project holds only the packages themselves.
    expect((await readdir(join(project, 'node_modules'))).filter((name) => !name.startsWith('.'))).toEqual([
      '@widgetry',
    ]);

    const publint = await run(toolingBin('publint'), ['run', tarball, '--strict'], project);
    expect(publint.code, `${publint.stdout}\n${publint.stderr}`).toBe(0);
    // ESM only by design (no require build): the esm-only profile leaves out CommonJS resolution.
    // The stylesheet, the IIFE and package.json are files, not modules with types.
    const attw = await run(
      toolingBin('attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        '--no-color',
        '--exclude-entrypoints',
        './style.css',
        './browser.js',
        './embed.js',
        './package.json',
      ],
      project,
    );
    expect(attw.code, `${attw.stdout}\n${attw.stderr}`).toBe(0);
  });

  it('imports under Node without touching the DOM, and resolves every export', () => {
    const check = nodeChecks.get(pkg.name);
    expect(check?.touchedAtImport).toEqual([]);
    for (const specifier of subpaths(pkg)) {
      expect(check?.resolved[specifier]).toContain(join('node_modules', ...pkg.name.split('/'), ''));
    }
    if (pkg.type) {
      expect(check?.exports).toEqual(expect.arrayContaining(['mount', 'renderToString', `${pkg.type}Runtime`]));
      // Server rendering needs no DOM either.
      expect(check?.touchedAtRender).toEqual([]);
      expect(check?.markup).toContain(RUNTIME_CASES[pkg.type]?.text ?? 'a RUNTIME_CASES entry for this type');
    } else {
      expect(check?.exports).toEqual(expect.arrayContaining(['startEmbed', 'MISSING']));
    }
  });

  it('type-checks a consumer file against its own declarations (tsc --noEmit)', () => {
    expect(tscProblems(pkg)).toEqual([]);
    // A failure nobody's file explains (a config error) fails every package.
    const unexplained = types.lines.filter((line) => !packages.some((other) => tscProblems(other).includes(line)));
    expect(unexplained).toEqual([]);
    if (types.lines.length === 0) expect(types.code).toBe(0);
  });
});

describe.each(runtimes)('$name, packed, in Chromium', (pkg) => {
  const type = pkg.type ?? '';
  const expected = RUNTIME_CASES[type]?.text;

  it('mounts from its ESM entry with its own stylesheet, updates and is destroyed', async () => {
    expect(expected, `add ${type} to RUNTIME_CASES`).toBeDefined();
    const opened = await openPage(`/esm/${type}.html`, esmPage(pkg, type, installedUrl(resolvedFile(pkg, pkg.name))));
    const shown = await shownWidget(opened);
    const { page, errors } = opened;
    expect(shown.text).toContain(expected);
    expect(shown.stylesheet).toBe(`/styles/widget/${type}.css`);
    const lifecycle = await updateThenDestroy(page);
    expect(lifecycle.afterUpdate).toBeGreaterThan(0);
    expect(lifecycle.afterDestroy).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(`mounts from its IIFE served as /scripts/widget/${type}.js`, async () => {
    const opened = await openPage(`/script/${type}.html`, scriptPage(pkg, type));
    const shown = await shownWidget(opened);
    const { page, errors } = opened;
    expect(shown.text).toContain(expected);
    expect(shown.stylesheet).toBe(`/styles/widget/${type}.css`);
    expect(await page.evaluate(() => Object.keys(window.Widgetry?.runtimes ?? {}))).toEqual([type]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('@widgetry/embed, packed, in Chromium', () => {
  const widgetText = RUNTIME_CASES[EMBED_WIDGET_TYPE]?.text;

  it('startEmbed (ESM) mounts a snippet with the packed runtime', async () => {
    if (!embed) throw new Error('@widgetry/embed is not published any more');
    const moduleUrl = installedUrl(resolvedFile(embed, embed.name));
    const opened = await openPage('/embed/esm.html', embedEsmPage(embed, moduleUrl, `${server.url}/api`, server.url));
    const shown = await shownWidget(opened);
    const { page, errors } = opened;
    expect(shown.text).toContain(widgetText);
    expect(shown.stylesheet).toBe(`/styles/widget/${EMBED_WIDGET_TYPE}.css`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('embed.js, configured as the host serves it, mounts the same snippet', async () => {
    const opened = await openPage('/embed/script.html', embedScriptPage());
    const shown = await shownWidget(opened);
    const { page, errors } = opened;
    expect(shown.text).toContain(widgetText);
    expect(errors).toEqual([]);
    await page.close();
  });
});
