import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: a second API opening the same directory crashes both with
// SIGSEGV. A lock file with the owner's pid turns that into a clear message; a lock left behind
// by a process that no longer runs (a crash, kill -9) is taken over. The lock sits next to the
// database directory (DATA_DIR/pglite.lock), never inside it: PGlite refuses a foreign file there.

/** `DATA_DIR/pglite` → `DATA_DIR/pglite.lock` */
export function lockFileFor(databaseDir: string): string {
  return `${path.resolve(databaseDir)}.lock`;
}

export interface InstanceLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock of an embedded database directory for this process, or throws
 * `Another Widgetry API is already using <DATA_DIR>` (the directory holding the database).
 */
export function acquireInstanceLock(databaseDir: string): InstanceLock {
  const file = lockFileFor(databaseDir);
  // Two rounds: the second after removing a stale lock, so two starters racing for a stale lock
  // cannot both win (only one `wx` create succeeds).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(file)) {
      return {
        release() {
          if (readOwner(file) === process.pid) unlinkSync(file);
        },
      };
    }
    const owner = readOwner(file);
    if (owner !== undefined && isRunning(owner)) break;
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed it first; the next round decides.
    }
  }
  throw new Error(`Another Widgetry API is already using ${path.dirname(path.resolve(databaseDir))}`);
}
