#!/usr/bin/env node
// `npm test` after set-up: every check, in phases that fit a 2-core machine that may be busy with
// other work. Turbo would otherwise start builds, unit, integration and browser tasks all at once,
// and a browser test starved of CPU times out on a machine that is merely slower. Each phase runs
// to the end (--continue) so one failure does not hide the next; the exit code is the worst one.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { type FailedTask, failedTasks, failureDigest } from './turbo-failures.ts';

/** Heavy tasks at once: one per core, at least one, so load stays near the machine's size. */
const concurrency = String(Math.max(1, Math.min(availableParallelism(), 4)));

/** Part of a phase run by a turbo of its own, beside the phase's other lanes (no filter: every package). */
interface Lane {
  filter?: string;
  concurrency: string;
}

interface Phase {
  name: string;
  tasks: string[];
  concurrency: string;
  /** Run side by side instead of one turbo over every package (not when `npm test` is given flags). */
  lanes?: Lane[];
}

/**
 * The API's tests take about as long as every other package's unit tests together, and turbo,
 * which has no notion of a task's length, started them last: 243 s into a 690 s phase on a
 * 2-core CI machine with a core busy. In a lane of their own they start at once.
 */
const LONGEST_TESTS = '@widgetry/api';

const phases: Phase[] = [
  { name: 'builds, lint and types', tasks: ['build', 'lint', 'typecheck'], concurrency },
  {
    name: 'unit and integration tests, Storybook build',
    tasks: ['test', 'build-storybook'],
    concurrency,
    lanes: [
      { filter: LONGEST_TESTS, concurrency: '1' },
      { filter: `!${LONGEST_TESTS}`, concurrency: String(Math.max(1, Number(concurrency) - 1)) },
    ],
  },
  // Each browser-test file starts real servers and a Chromium: one task at a time.
  { name: 'browser tests', tasks: ['test:e2e'], concurrency: '1' },
  { name: 'size budgets', tasks: ['size'], concurrency: '1' },
  // Two API processes, a Postgres outage, and the benchmarks' figures (tooling/proofs/reports.ts).
  { name: 'proofs and benchmark reports', tasks: ['reports'], concurrency: '1' },
];

const extra = process.argv.slice(2);

/** One turbo run of `tasks` (over `filter`'s packages, else all), resolving to its exit code. */
function turbo(tasks: string[], concurrency: string, filter?: string): Promise<number> {
  const args = ['run', ...tasks, '--continue', '--summarize', '--output-logs=new-only', `--concurrency=${concurrency}`];
  if (filter) args.push(`--filter=${filter}`);
  return new Promise((resolve) => {
    const child = spawn('turbo', [...args, ...extra], { stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`[widgetry] turbo did not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const failed: string[] = [];
/** Failed turbo tasks of every phase, repeated at the very end: CI keeps only the tail of the output. */
const failedTaskList: FailedTask[] = [];
const started = Date.now();
for (const phase of phases) {
  const phaseStart = Date.now();
  // A caller's own flags (a --filter) would be joined to each lane's filter by turbo: one run then.
  const lanes: Lane[] = phase.lanes && extra.length === 0 ? phase.lanes : [{ concurrency: phase.concurrency }];
  const described = lanes
    .map((lane) => `${lane.filter ? `--filter=${lane.filter} ` : ''}(concurrency ${lane.concurrency})`)
    .join(' beside ');
  console.log(`\n[widgetry] ${phase.name}: turbo run ${phase.tasks.join(' ')} ${described}`);
  const codes = await Promise.all(lanes.map((lane) => turbo(phase.tasks, lane.concurrency, lane.filter)));
  const passed = codes.every((code) => code === 0);
  const seconds = ((Date.now() - phaseStart) / 1000).toFixed(0);
  if (!passed) {
    failed.push(phase.name);
    failedTaskList.push(...failedTasks(phaseStart));
  }
  console.log(`[widgetry] ${phase.name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n[widgetry] ${phases.length - failed.length} passed, ${failed.length} failed (phases, ${total} s)`);
if (failedTaskList.length > 0) console.log(failureDigest(failedTaskList));
if (failed.length > 0) console.log(`[widgetry] failed: ${failed.join('; ')}`);
process.exit(failed.length > 0 ? 1 : 0);
