import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27: a route takes what it uses from the instance (decorated once by a module's fp plugin)
// or from its options; it never builds its own repository on the database. Biome refuses a route
// importing a create…Repository; this catches any builder handed the database in a route file.

const modulesDir = path.join(import.meta.dirname, 'modules');
const BUILT_ON_THE_DATABASE = /\bcreate[A-Z]\w*\(\s*(?:app|fastify|instance)\.(?:db|database)\b/g;

/** Each `create…(app.db…)` call in the source, as `file:line call`. */
function databaseBuildsIn(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(BUILT_ON_THE_DATABASE)) {
    const line = source.slice(0, match.index).split('\n').length;
    found.push(`${file}:${line} ${match[0]}`);
  }
  return found;
}

function routeFiles(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => path.join(modulesDir, file));
}

describe('API wiring', () => {
  it('finds the route files (the scan below reads something)', () => {
    expect(routeFiles().length).toBeGreaterThan(10);
  });

  it('sees a repository built on the database where one is', () => {
    expect(databaseBuildsIn('x.routes.ts', 'const a = 1;\nconst repo = createWidgetsRepository(app.db);')).toEqual([
      'x.routes.ts:2 createWidgetsRepository(app.db',
    ]);
    expect(databaseBuildsIn('x.routes.ts', 'createEmbedRepository(fastify.database.writes)')).toHaveLength(1);
    expect(databaseBuildsIn('x.routes.ts', 'const repo = app.widgetsRepository;')).toEqual([]);
  });

  it('no route file builds anything on the database', () => {
    const found = routeFiles().flatMap((file) =>
      databaseBuildsIn(path.relative(modulesDir, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
