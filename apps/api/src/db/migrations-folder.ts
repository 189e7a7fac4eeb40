import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// From source this module is apps/api/src/db/, so the migrations are two levels up; in the tsup
// bundle it is inlined into apps/api/dist/server.js and the build copies them to dist/drizzle.
const CANDIDATES = ['./drizzle/', '../../drizzle/'];

export function migrationsFolder(): string {
  for (const candidate of CANDIDATES) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${folder}meta/_journal.json`)) return folder;
  }
  throw new Error(`Database migrations not found next to ${fileURLToPath(import.meta.url)}`);
}
