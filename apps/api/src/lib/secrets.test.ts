import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test-support/test-app';
import { loadOrCreateSecret, SECRETS_FILE } from './secrets';

describe('loadOrCreateSecret', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });

  it('creates 64 random bytes once in an owner-only file and returns the same value afterwards', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const first = await loadOrCreateSecret(data.dir, 'jwtSecret');
    expect(first).toMatch(/^[0-9a-f]{128}$/);
    const file = path.join(data.dir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSecret(data.dir, 'jwtSecret')).toBe(first);
  });

  it('creates DATA_DIR when it does not exist yet', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const nested = path.join(data.dir, 'a', 'b');
    const secret = await loadOrCreateSecret(nested, 'jwtSecret');
    expect(JSON.parse(readFileSync(path.join(nested, SECRETS_FILE), 'utf8'))).toEqual({ jwtSecret: secret });
  });

  it('keeps the other secrets in the file when adding one', async () => {
    const data = tempDataDir();
    dirs.push(data);
    writeFileSync(path.join(data.dir, SECRETS_FILE), JSON.stringify({ other: 'keep-me' }));
    const secret = await loadOrCreateSecret(data.dir, 'jwtSecret');
    expect(JSON.parse(readFileSync(path.join(data.dir, SECRETS_FILE), 'utf8'))).toEqual({
      other: 'keep-me',
      jwtSecret: secret,
    });
  });

  it('refuses a corrupt file instead of silently replacing the secret', async () => {
    const data = tempDataDir();
    dirs.push(data);
    writeFileSync(path.join(data.dir, SECRETS_FILE), '{ not json');
    await expect(loadOrCreateSecret(data.dir, 'jwtSecret')).rejects.toThrow('is not valid JSON');
  });
});
