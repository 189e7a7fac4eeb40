#!/usr/bin/env node
// Part of the host's build: copies the built loader and widget runtimes into widgets/ in the
// layout the host serves (src/host.ts WIDGETS_LAYOUT):
//   @widgetry/embed            dist/embed.js          → widgets/embed.js
//   @widgetry/widgets-<type>   dist/browser/<t>.js    → widgets/scripts/widget/<t>.js
//                              dist/browser/<t>.css   → widgets/styles/widget/<t>.css
//                              dist/browser/i18n/<l>.json → widgets/scripts/i18n/<t>/<l>.json
// Which types have a runtime comes from the widget registry's manifest (its build writes it after
// building every runtime, and this app depends on the registry, so turbo builds them first).
// widgets/ is rebuilt from scratch each time, so a removed type disappears.
// Each runtime and style also gets brotli (.br) and gzip (.gz) copies beside it, which the host
// sends to a client that accepts them (src/host.ts, preCompressed). embed.js is configured when
// the host starts, so the host compresses it then.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(hostDir, 'widgets');
const repoRoot = join(hostDir, '..', '..');

function packageDir(name) {
  return realpathSync(join(hostDir, 'node_modules', name));
}

function fail(message) {
  console.error(`collect-widgets: ${message}`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'scripts', 'widget'), { recursive: true });
mkdirSync(join(out, 'styles', 'widget'), { recursive: true });

const embed = join(packageDir('@widgetry/embed'), 'dist', 'embed.js');
if (!existsSync(embed)) fail(`${embed} is missing: build @widgetry/embed first`);
copyFileSync(embed, join(out, 'embed.js'));

const registryManifest = join(packageDir('@widgetry/widget-registry'), 'dist', 'manifest.json');
if (!existsSync(registryManifest)) fail(`${registryManifest} is missing: build @widgetry/widget-registry first`);
const types = JSON.parse(readFileSync(registryManifest, 'utf8')).filter((entry) => entry.hasRuntime);

/**
 * Copies `from` to `to` and writes `to`.br and `to`.gz beside it, at each format's best: the gzip
 * copy from zopfli, which any gzip client reads and which is a few percent smaller than zlib's 9.
 */
async function copyCompressed(from, to) {
  copyFileSync(from, to);
  const raw = readFileSync(from);
  writeFileSync(`${to}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${to}.gz`, await gzipAsync(raw, { numiterations: 5 }));
}

const copied = [];
for (const { type, packageDir: dir } of types) {
  const browser = join(repoRoot, dir, 'dist', 'browser');
  const script = join(browser, `${type}.js`);
  if (!existsSync(script)) fail(`${script} is missing: build the ${type} runtime first`);
  await copyCompressed(script, join(out, 'scripts', 'widget', `${type}.js`));
  copied.push(`${type}.js`);
  const style = join(browser, `${type}.css`);
  if (existsSync(style)) {
    await copyCompressed(style, join(out, 'styles', 'widget', `${type}.css`));
    copied.push(`${type}.css`);
  }
  // Every runtime speaks English; the other languages' catalogues (issue 32) must all be there.
  const catalogues = join(browser, 'i18n');
  const languages = existsSync(catalogues) ? readdirSync(catalogues).filter((name) => name.endsWith('.json')) : [];
  if (languages.length === 0) fail(`${catalogues} has no catalogues: build the ${type} runtime first`);
  mkdirSync(join(out, 'scripts', 'i18n', type), { recursive: true });
  for (const name of languages) await copyCompressed(join(catalogues, name), join(out, 'scripts', 'i18n', type, name));
  copied.push(`${type} i18n (${languages.map((name) => name.replace('.json', '')).join(' ')})`);
}
console.log(`collect-widgets: embed.js, ${copied.join(', ') || 'no widget runtimes'} → ${out}`);
