import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test-support/test-app';
import { createPgliteDatabase } from './client';
import { acquireInstanceLock, lockFileFor } from './instance-lock';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { encoding: 'utf8' });
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

describe('the PGlite instance lock', () => {
  const dirs: { remove(): void }[] = [];
  /** A fresh DATA_DIR; the embedded database would live in its pglite/ folder. */
  const newDataDir = () => {
    const data = tempDataDir();
    dirs.push(data);
    return {
      dataDir: data.dir,
      databaseDir: path.join(data.dir, 'pglite'),
      lockFile: path.join(data.dir, 'pglite.lock'),
    };
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });

  it('holds DATA_DIR/pglite.lock for this process until released', () => {
    const { dataDir, databaseDir, lockFile } = newDataDir();
    expect(lockFileFor(databaseDir)).toBe(lockFile);
    const lock = acquireInstanceLock(databaseDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireInstanceLock(databaseDir)).toThrow(`Another Widgetry API is already using ${dataDir}`);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    acquireInstanceLock(databaseDir).release();
  });

  it('takes over a lock left by a process that no longer runs, or an unreadable one', () => {
    for (const content of [`${deadPid()}\n`, 'garbage']) {
      const { databaseDir, lockFile } = newDataDir();
      writeFileSync(lockFile, content);
      const lock = acquireInstanceLock(databaseDir);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    }
  });

  it('refuses a lock held by another running process', () => {
    const { dataDir, databaseDir, lockFile } = newDataDir();
    // pid 1 always runs; it may belong to someone else (EPERM), which must still count as running.
    writeFileSync(lockFile, '1\n');
    expect(() => acquireInstanceLock(databaseDir)).toThrow(`Another Widgetry API is already using ${dataDir}`);
    expect(readFileSync(lockFile, 'utf8')).toBe('1\n');
  });

  it('stops a second embedded database on the same directory, and frees it on close', async () => {
    const { dataDir, databaseDir } = newDataDir();
    const first = createPgliteDatabase(databaseDir);
    await first.migrate();
    expect(() => createPgliteDatabase(databaseDir)).toThrow(`Another Widgetry API is already using ${dataDir}`);
    await first.close();
    const second = createPgliteDatabase(databaseDir);
    await second.migrate();
    await second.close();
  });
});
