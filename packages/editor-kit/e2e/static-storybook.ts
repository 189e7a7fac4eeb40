import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { type RunningServer, serve } from '@widgetry/tooling/e2e';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A story of the built Storybook, as its index.json lists it. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
}

/** The built Storybook (`pnpm run build-storybook`), or a clear error saying how to make it. */
export function storybookDir(): string {
  const dir = new URL('../storybook-static/', import.meta.url).pathname;
  if (!existsSync(join(dir, 'index.json'))) {
    throw new Error(`No built Storybook at ${dir}: run \`pnpm run build-storybook\` in packages/editor-kit first.`);
  }
  return dir;
}

/** Every story (docs pages left out) of the built Storybook. */
export async function indexedStories(dir: string): Promise<IndexedStory[]> {
  const index: { entries: Record<string, IndexedStory & { type: string }> } = JSON.parse(
    await readFile(join(dir, 'index.json'), 'utf8'),
  );
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

/** Serves the built Storybook's files on a loopback port (the iframe loads its chunks over http). */
export function serveStorybook(dir: string): Promise<RunningServer> {
  return serve(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
}
