#!/usr/bin/env node
// The proofs and benchmarks that are quick enough for every CI run, printed as a report (issue 15).
// The proofs are claims about correctness (two processes, a database outage): one that fails
// fails the run. The benchmarks print their figures with --no-fail: a CI machine shared with other
// work says nothing reliable about a speed budget, so budgets are checked by running them on a
// quiet machine (each script's header says how).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo root: each script is named from there, as it is printed. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const runs: { script: string; args: string[]; env?: Record<string, string> }[] = [
  { script: 'tooling/proofs/proof-two-processes.ts', args: ['--quick'] },
  { script: 'tooling/proofs/proof-postgres-outage.ts', args: ['--quick'] },
  { script: 'tooling/bench/bench-embed.ts', args: ['--no-fail'] },
  { script: 'tooling/bench/bench-embed-soak.ts', args: ['--duration', '20', '--no-fail'] },
  { script: 'tooling/bench/bench-customer-page.ts', args: ['--no-fail'] },
  // Short runs: their figures mean little here, but a benchmark that no longer runs fails CI.
  { script: 'tooling/bench/bench-editor-preview.ts', args: ['--edits=20', '--no-fail'] },
  { script: 'tooling/bench/bench-signed-in.ts', args: ['--no-fail', '--only=postgres'], env: { BENCH_DURATION: '2' } },
];

const failed: string[] = [];
for (const { script, args, env } of runs) {
  const started = Date.now();
  console.log(`\n[reports] node ${script} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  // A benchmark that crashed (not one over budget: --no-fail) fails too: its figures are missing.
  const ok = result.status === 0;
  console.log(`[reports] ${script}: ${ok ? 'done' : `exit ${result.status ?? result.signal}`} in ${seconds} s`);
  if (!ok) failed.push(script);
}
if (failed.length > 0) console.log(`\n[reports] failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
