// What failed in a `turbo run --summarize`, told again at the end of `npm test`: CI shows only the
// tail of a long run, where each task's own failure report has long scrolled away.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const RUNS_DIR = '.turbo/runs';
/** Lines of a failed task's log that say what failed (vitest, tsc, biome and turbo wordings). */
const FAILURE_LINE = /\bFAIL\b|×|✗|AssertionError|Error:|error TS\d+|Timed? ?out|Unhandled|ELIFECYCLE/i;
const LINES_PER_TASK = 30;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing terminal colour codes
const ANSI = /\u001b\[[0-9;]*m/g;

export interface FailedTask {
  id: string;
  logFile: string;
}

/** The fields of a `--summarize` run file read here. */
interface RunSummary {
  tasks?: { taskId: string; logFile: string; execution?: { exitCode?: number } }[];
}

/** The failed tasks of the summaries turbo wrote since `since` (ms): their id and log file. */
export function failedTasks(since: number): FailedTask[] {
  let files: string[];
  try {
    files = readdirSync(RUNS_DIR).map((name) => join(RUNS_DIR, name));
  } catch {
    return [];
  }
  const tasks: FailedTask[] = [];
  for (const file of files.filter((f) => statSync(f).mtimeMs >= since)) {
    const summary: RunSummary = JSON.parse(readFileSync(file, 'utf8'));
    for (const task of summary.tasks ?? []) {
      if ((task.execution?.exitCode ?? 0) !== 0) tasks.push({ id: task.taskId, logFile: task.logFile });
    }
  }
  return tasks;
}

/** Each failed task with the lines of its log that name the failure. */
export function failureDigest(tasks: FailedTask[]): string {
  const parts = ['\n[widgetry] what failed (from each task log):'];
  for (const task of tasks) {
    parts.push(`[widgetry] ${task.id}`);
    let lines: string[] = [];
    try {
      lines = readFileSync(task.logFile, 'utf8').replace(ANSI, '').split('\n');
    } catch {
      parts.push(`  (no log at ${task.logFile})`);
      continue;
    }
    const hits = lines.filter((line) => FAILURE_LINE.test(line)).map((line) => `  ${line.trim().slice(0, 240)}`);
    parts.push(...(hits.length > 0 ? hits.slice(0, LINES_PER_TASK) : lines.slice(-LINES_PER_TASK)));
    if (hits.length > LINES_PER_TASK) parts.push(`  … ${hits.length - LINES_PER_TASK} more in ${task.logFile}`);
  }
  return parts.join('\n');
}
