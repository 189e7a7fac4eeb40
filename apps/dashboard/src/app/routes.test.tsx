import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preloadPageAt, routes } from './routes';

const LAZY = Symbol.for('react.lazy');

/** The path of every route whose page is code-split (a React.lazy element), from the table itself. */
function lazyRoutePaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => {
    const type = (route.element as ReactElement | undefined)?.type as { $$typeof?: symbol } | undefined;
    const own = type?.$$typeof === LAZY && route.path ? [`/${route.path.replace('/*', '/users')}`] : [];
    return [...own, ...lazyRoutePaths(route.children ?? [])];
  });
}

describe('preloadPageAt', () => {
  it("loads the chunk holding the page's component", async () => {
    await expect(preloadPageAt('/catalog')).resolves.toHaveProperty('CatalogPage');
    await expect(preloadPageAt('/editor')).resolves.toHaveProperty('EditorPage');
    // A nested admin path is the admin page's.
    await expect(preloadPageAt('/devadmin/users')).resolves.toHaveProperty('AdminPage');
  });

  it('has a chunk for every code-split page of the route table', () => {
    const paths = lazyRoutePaths(routes);
    expect(paths).toContain('/catalog');
    for (const path of paths) expect(preloadPageAt(path), path).toBeInstanceOf(Promise);
  });

  it('asks for nothing on pages of the first script, unknown paths or object keys', () => {
    for (const path of ['/', '/register', '/nowhere', '/constructor', '/__proto__', '/hasOwnProperty', ''])
      expect(preloadPageAt(path), path).toBeUndefined();
  });
});
