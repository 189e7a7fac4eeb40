import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// apps/api/node-flags.json is what tooling/scripts/start.ts, the benchmarks and the proofs start
// the API with; a package.json script cannot read it, so `pnpm start` names the flags itself.
const read = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

describe('the API start flags', () => {
  it('are what the package start script runs the server with', () => {
    const flags: unknown = JSON.parse(read('node-flags.json'));
    expect(flags).toEqual(expect.arrayContaining([expect.stringMatching(/^--[a-z-]+/)]));
    const start: string = JSON.parse(read('package.json')).scripts.start;
    expect(start).toBe(`node ${(flags as string[]).join(' ')} dist/server.js`);
  });
});
