import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');

describe('server start-up with a bad configuration', () => {
  it('prints the message naming the variable, without a stack trace, and exits 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', API_PORT: 'abc', DATA_DIR: path.join(apiDir, 'never-created') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: API_PORT must be a port number (1-65535), got "abc"');
    expect(result.stdout).toBe('');
  });
});
