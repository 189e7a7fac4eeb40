#!/usr/bin/env node
// `npm test` after set-up: every check, in phases that fit a 2-core machine that may be busy with
// other work. Turbo would otherwise start builds, unit, integration and browser tasks all at once,
// and a browser test starved of CPU times out on a machine that is merely slower. Each phase runs
// to the end (--continue) so one failure does not hide the next; the exit code is the worst one.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { type FailedTask, failedTasks, failureDigest } from './turbo-failures.ts';

/** Heavy tasks at once: one per core, at least one, so load stays near the machine's size. */
const concurrency = String(Math.max(1, Math.min(availableParallelism(), 4)));

const phases = [
  { name: 'builds, lint and types', tasks: ['build', 'lint', 'typecheck'], concurrency },
  { name: 'unit and integration tests, Storybook build', tasks: ['test', 'build-storybook'], concurrency },
  // Each browser-test file starts real servers and a Chromium: one task at a time.
  { name: 'browser tests', tasks: ['test:e2e'], concurrency: '1' },
  { name: 'size budgets', tasks: ['size'], concurrency: '1' },
  // Two API processes, a Postgres outage, and the benchmarks' figures (tooling/proofs/reports.ts).
  { name: 'proofs and benchmark reports', tasks: ['reports'], concurrency: '1' },
];

const extra = process.argv.slice(2);
const failed: string[] = [];
/** Failed turbo tasks of every phase, repeated at the very end: CI keeps only the tail of the output. */
const failedTaskList: FailedTask[] = [];
const started = Date.now();
for (const phase of phases) {
  const phaseStart = Date.now();
  console.log(`\n[widgetry] ${phase.name}: turbo run ${phase.tasks.join(' ')} (concurrency ${phase.concurrency})`);
  const result = spawnSync(
    'turbo',
    [
      'run',
      ...phase.tasks,
      '--continue',
      '--summarize',
      '--output-logs=new-only',
      `--concurrency=${phase.concurrency}`,
      ...extra,
    ],
    { stdio: 'inherit' },
  );
  const seconds = ((Date.now() - phaseStart) / 1000).toFixed(0);
  if (result.status !== 0) {
    failed.push(phase.name);
    failedTaskList.push(...failedTasks(phaseStart));
  }
  console.log(`[widgetry] ${phase.name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n[widgetry] ${phases.length - failed.length} passed, ${failed.length} failed (phases, ${total} s)`);
if (failedTaskList.length > 0) console.log(failureDigest(failedTaskList));
if (failed.length > 0) console.log(`[widgetry] failed: ${failed.join('; ')}`);
process.exit(failed.length > 0 ? 1 : 0);
