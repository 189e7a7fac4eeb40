#!/usr/bin/env node
// @ts-check
// Entry point of `npm start` and `npm test`. It must run on any Node >= 20 with only npm around,
// so it is plain ESM with no dependencies. It gets the pinned Node and pnpm into .cache/, installs
// with the frozen lockfile when the lockfile changed, then hands over to the task runner.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const NODE_VERSION = rootPkg.config.nodeVersion;
const PNPM_VERSION = rootPkg.packageManager.replace(/^pnpm@/, '').split('+')[0];
const MIN_NODE_MAJOR = 22;
const cacheDir = join(root, '.cache');

/** @param {string} message */
function log(message) {
  console.log(`[widgetry] ${message}`);
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 * @returns {number} the exit code (1 when killed by a signal)
 */
function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
function mustRun(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`[widgetry] ${[cmd, ...args].join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

/** Fetches a registry package tarball with the machine's npm (so its registry settings apply) and unpacks it. */
/**
 * @param {string} spec an npm package spec, name@version
 * @param {string} destination
 */
function fetchPackage(spec, destination) {
  const staging = `${destination}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const pack = spawnSync(npm, ['pack', spec, '--silent', '--pack-destination', staging], {
    cwd: staging,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (pack.status !== 0) {
    console.error(`[widgetry] could not download ${spec} from the npm registry`);
    process.exit(1);
  }
  const tarball = readdirSync(staging).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${spec} produced no tarball`);
  mustRun('tar', ['xzf', tarball, '--strip-components=1'], { cwd: staging });
  rmSync(join(staging, tarball));
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(dirname(destination), { recursive: true });
  // rename is atomic: an interrupted download never leaves a half-unpacked toolchain behind.
  spawnSync('mv', [staging, destination]);
}

function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  // The scripts it hands over to are TypeScript that Node runs by stripping the types (on by default
  // since Node 22.18 and 23.6); a Node without it, however new its major, gets the pinned one.
  if (major >= MIN_NODE_MAJOR && process.features.typescript) return null;
  const dir = join(cacheDir, 'node', `v${NODE_VERSION}`);
  const bin = join(dir, 'bin', 'node');
  if (!existsSync(bin)) {
    log(
      `Node ${process.versions.node} is older than ${MIN_NODE_MAJOR} or cannot run TypeScript: fetching Node ${NODE_VERSION}`,
    );
    fetchPackage(`node-${process.platform}-${process.arch}@${NODE_VERSION}`, dir);
  }
  return { bin, dir };
}

function ensurePnpm() {
  const dir = join(cacheDir, 'pnpm', PNPM_VERSION);
  const entry = join(dir, 'bin', 'pnpm.cjs');
  if (!existsSync(entry)) {
    log(`fetching pnpm ${PNPM_VERSION}`);
    fetchPackage(`pnpm@${PNPM_VERSION}`, dir);
  }
  return entry;
}

function installStamp() {
  const hash = createHash('sha256');
  hash.update(`${process.version}\n`);
  hash.update(readFileSync(join(root, 'pnpm-lock.yaml')));
  hash.update(readFileSync(join(root, 'pnpm-workspace.yaml')));
  return hash.digest('hex');
}

/** @param {string} pnpm the pinned pnpm's entry file */
function ensureInstall(pnpm) {
  const stampFile = join(root, 'node_modules', '.widgetry-install');
  const stamp = installStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  log('installing dependencies (frozen lockfile)');
  mustRun(process.execPath, [pnpm, 'install', '--frozen-lockfile']);
  writeFileSync(stampFile, stamp);
}

/**
 * The browser tests drive Debian's Chromium (no tool may download a browser of its own here). On a
 * fresh machine it is missing: as root with apt, install it; otherwise stop now with the command.
 */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  const apt = ['/usr/bin/apt-get', '/bin/apt-get'].find((candidate) => existsSync(candidate));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && apt && isRoot) {
    log("the browser tests need Chromium and none is installed: installing Debian's chromium package");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    mustRun(apt, ['update', '-qq'], { env });
    mustRun(apt, ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
    if (existsSync(path)) return;
  }
  console.error(
    `[widgetry] the browser tests need Chromium at ${path}, and it is not there.\n` +
      '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const [command = 'start', ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  console.log('usage: node tooling/scripts/bootstrap.mjs [start|test|setup] [args for the task runner]');
  process.exit(0);
}
/** @type {Record<string, string | null>} the root package.json script each command hands over to */
const COMMANDS = { start: 'start:run', test: 'test:run', setup: null };
if (!Object.hasOwn(COMMANDS, command)) {
  console.error(`[widgetry] unknown command "${command}" (expected start, test or setup)`);
  process.exit(2);
}

const node = ensureNode();
if (node) {
  // Re-run this same script under the pinned Node; native add-ons must build against its headers.
  const env = {
    ...process.env,
    PATH: `${join(node.dir, 'bin')}:${process.env.PATH}`,
    npm_config_nodedir: node.dir,
  };
  const result = spawnSync(node.bin, [fileURLToPath(import.meta.url), command, ...rest], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}

const pnpm = ensurePnpm();
// turbo and package scripts call `pnpm` by name, so put a shim for the pinned one first on PATH.
const shimDir = join(cacheDir, 'bin');
mkdirSync(shimDir, { recursive: true });
writeFileSync(join(shimDir, 'pnpm'), `#!/bin/sh\nexec "${process.execPath}" "${pnpm}" "$@"\n`, { mode: 0o755 });
process.env.PATH = `${shimDir}:${dirname(process.execPath)}:${process.env.PATH}`;
ensureInstall(pnpm);
if (command === 'test') ensureChromium();
const script = COMMANDS[command];
// `setup` stops here: Node, pnpm and the dependencies are in place for everyday pnpm commands.
if (!script) process.exit(0);
process.exit(run(process.execPath, [pnpm, 'run', script, ...rest]));
