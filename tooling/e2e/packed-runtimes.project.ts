// What the packed-runtimes browser test sets up: every published package of the repo packed as npm
// would publish it, then installed from those tarballs alone into a fresh project outside the
// workspace, the way a customer's build would get them.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A package of the repo that is published (not private, with a publishConfig). */
export interface PublishedPackage {
  name: string;
  /** Absolute package directory. */
  dir: string;
  /** The widget type for a `@widgetry/widgets-<type>` runtime; undefined for the loader. */
  type: string | undefined;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; a non-zero exit is returned, not thrown, so a test can show it. */
export function run(command: string, args: readonly string[], cwd: string): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, maxBuffer: 32 * 1024 * 1024, env: process.env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr: error && code === 1 && !stderr ? String(error) : stderr });
    });
  });
}

export async function runOrThrow(command: string, args: readonly string[], cwd: string): Promise<string> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited ${result.code}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function readJson(file: string): Promise<Record<string, unknown>> {
  const value: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRecord(value)) throw new Error(`${file} is not a JSON object`);
  return value;
}

/** Every published package under packages/, found from the manifests so a new runtime is tested too. */
export async function publishedPackages(): Promise<PublishedPackage[]> {
  const packagesDir = join(REPO_ROOT, 'packages');
  const found: PublishedPackage[] = [];
  for (const entry of (await readdir(packagesDir)).sort()) {
    const file = join(packagesDir, entry, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = await readJson(file);
    if (manifest.private === true || !isRecord(manifest.publishConfig) || typeof manifest.name !== 'string') continue;
    const type = /^@widgetry\/widgets-([a-z]+)$/.exec(manifest.name)?.[1];
    found.push({ name: manifest.name, dir: join(packagesDir, entry), type });
  }
  return found;
}

/**
 * pnpm, which applies publishConfig (the dist exports) and rewrites workspace: ranges when it
 * packs; npm would pack the source exports. The pnpm running this test when there is one.
 */
function pnpmCommand(): { command: string; prefix: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(basename(execPath)) && /\.c?js$/.test(execPath)) {
    return { command: process.execPath, prefix: [execPath] };
  }
  return { command: 'pnpm', prefix: [] };
}

/** `pnpm pack` of one package into `destination`; returns the tarball's path. */
export async function pack(pkg: PublishedPackage, destination: string): Promise<string> {
  const pnpm = pnpmCommand();
  const stdout = await runOrThrow(pnpm.command, [...pnpm.prefix, 'pack', '--pack-destination', destination], pkg.dir);
  const tarball = stdout
    .split('\n')
    .map((line) => line.trim())
    .findLast((line) => line.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack printed no tarball for ${pkg.name}:\n${stdout}`);
  return tarball.startsWith('/') ? tarball : join(destination, tarball);
}

/** npm beside the running node (the bootstrap's own Node), else the one on PATH. */
function npmCommand(): string {
  const beside = join(dirname(process.execPath), 'npm');
  return existsSync(beside) ? beside : 'npm';
}

/**
 * A fresh npm project in `dir` with only the tarballs installed. Offline and with an empty cache,
 * so a package that needed anything from the registry fails here.
 */
export async function installTarballs(dir: string, tarballs: readonly string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'packed-runtimes-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  await runOrThrow(
    npmCommand(),
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--cache',
      join(dir, '.npm-cache'),
      ...tarballs,
    ],
    dir,
  );
}

/** The repo's TypeScript compiler (tooling depends on it), run by the node running the test. */
export function tscArgs(): string[] {
  return [createRequire(import.meta.url).resolve('typescript/bin/tsc')];
}

/** One `tsc --noEmit` over the consumer files; its diagnostics, one line each. */
export async function typecheck(dir: string, include: readonly string[]): Promise<{ code: number; lines: string[] }> {
  await writeFile(
    join(dir, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          // How a Node ESM project resolves packages: exports with the "types" and "import" conditions.
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          strict: true,
          noEmit: true,
          // The packages' declarations are what is under test, so they are checked too.
          skipLibCheck: false,
          types: [],
        },
        include,
      },
      null,
      2,
    )}\n`,
  );
  const result = await run(process.execPath, [...tscArgs(), '-p', dir, '--pretty', 'false'], dir);
  // One entry per diagnostic: an indented line continues the one before (its elaboration).
  const lines: string[] = [];
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    if (line.trim() === '') continue;
    const previous = lines.length - 1;
    if (/^\s/.test(line) && previous >= 0) lines[previous] = `${lines[previous]}\n${line.trimEnd()}`;
    else lines.push(line.trimEnd());
  }
  return { code: result.code, lines };
}

/** A binary of @widgetry/tooling's dependencies (publint, attw). */
export function toolingBin(name: string): string {
  return fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
}
