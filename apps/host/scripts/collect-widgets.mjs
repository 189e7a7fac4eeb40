#!/usr/bin/env node
// Part of the host's build: copies the built loader and widget runtimes into widgets/ in the
// layout the host serves (src/host.ts WIDGETS_LAYOUT):
//   @widgetry/embed            dist/embed.js          → widgets/embed.js
//   @widgetry/widgets-<type>   dist/browser/<t>.js    → widgets/scripts/widget/<t>.js
//                              dist/browser/<t>.css   → widgets/styles/widget/<t>.css
// The packages come from this app's devDependencies, which is also what makes turbo build them
// first (^build). widgets/ is rebuilt from scratch each time, so a removed type disappears.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(hostDir, 'widgets');
const manifest = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8'));
const packages = Object.keys(manifest.devDependencies ?? {});

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

const copied = [];
for (const name of packages.filter((item) => item.startsWith('@widgetry/widgets-'))) {
  const browser = join(packageDir(name), 'dist', 'browser');
  if (!existsSync(browser)) fail(`${browser} is missing: build ${name} first`);
  for (const file of readdirSync(browser)) {
    if (file.endsWith('.js')) copyFileSync(join(browser, file), join(out, 'scripts', 'widget', file));
    else if (file.endsWith('.css')) copyFileSync(join(browser, file), join(out, 'styles', 'widget', file));
    else continue;
    copied.push(file);
  }
}
console.log(`collect-widgets: embed.js, ${copied.join(', ') || 'no widget runtimes'} → ${out}`);
