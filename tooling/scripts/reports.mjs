#!/usr/bin/env node
// The proofs and benchmarks that are quick enough for every CI run, printed as a report (issue 15).
// The proofs are claims about correctness (two processes, a database outage): one that fails
// fails the run. The benchmarks print their figures with --no-fail: a CI machine shared with other
// work says nothing reliable about a speed budget, so budgets are checked by running them on a
// quiet machine (each script's header says how).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const runs = [
  { script: 'proof-two-processes.mjs', args: ['--quick'] },
  { script: 'proof-postgres-outage.mjs', args: ['--quick'] },
  { script: 'bench-embed.mjs', args: ['--no-fail'] },
  { script: 'bench-embed-soak.mjs', args: ['--duration', '20', '--no-fail'] },
  { script: 'bench-customer-page.mjs', args: ['--no-fail'] },
  // Short runs: their figures mean little here, but a benchmark that no longer runs fails CI.
  { script: 'bench-editor-preview.mjs', args: ['--edits=20', '--no-fail'] },
  { script: 'bench-signed-in.mjs', args: ['--no-fail', '--only=postgres'], env: { BENCH_DURATION: '2' } },
];

const failed = [];
for (const { script, args, env } of runs) {
  const started = Date.now();
  console.log(`\n[reports] node ${script} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [join(here, script), ...args], {
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
