import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// Secrets generated for a local install (DESIGN: JWT_SECRET "generated once, kept in DATA_DIR").
// They live in one owner-only file so restarts keep signed-in users signed in.

const secretsFileSchema = z.record(z.string(), z.string());

export const SECRETS_FILE = 'secrets.json';

async function readSecrets(file: string): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON; fix it or delete it to generate new secrets`);
  }
  const result = secretsFileSchema.safeParse(parsed);
  if (!result.success) throw new Error(`${file} must be a JSON object of strings; fix it or delete it`);
  return result.data;
}

/** Returns the named secret from DATA_DIR/secrets.json, creating it (random, hex) the first time. */
export async function loadOrCreateSecret(dataDir: string, name: string, bytes = 64): Promise<string> {
  const file = path.join(dataDir, SECRETS_FILE);
  const secrets = await readSecrets(file);
  const existing = secrets[name];
  if (existing !== undefined && existing !== '') return existing;

  const secret = randomBytes(bytes).toString('hex');
  await mkdir(dataDir, { recursive: true });
  // Write then rename, so a crash never leaves a half-written file that would lock everyone out.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ ...secrets, [name]: secret }, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return secret;
}
