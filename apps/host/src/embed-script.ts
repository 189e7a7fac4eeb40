import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmbedConfig } from '@widgetry/embed/config';

/** The placeholder in the built embed.js (packages/embed/src/embed.ts) that the host fills in. */
export const EMBED_PLACEHOLDER = '__WIDGETRY_EMBED_CONFIG__';

const TYPE_FILE = /^([a-z][a-z0-9]*)\.js$/;

async function readOptional(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/**
 * The first 8 hex digits of a SHA-256 over each type's `scripts/widget/TYPE.js`,
 * `styles/widget/TYPE.css` and `scripts/i18n/TYPE/*.json`, by type: a new build of any of them
 * gives a new URL.
 */
export async function widgetVersions(widgetsDir: string): Promise<Record<string, string>> {
  let names: string[];
  try {
    names = await readdir(join(widgetsDir, 'scripts', 'widget'));
  } catch {
    return {};
  }
  const versions: Record<string, string> = {};
  for (const name of names.sort()) {
    const type = TYPE_FILE.exec(name)?.[1];
    if (!type) continue;
    const script = await readOptional(join(widgetsDir, 'scripts', 'widget', name));
    if (!script) continue;
    const hash = createHash('sha256').update(script).update('\0');
    const style = await readOptional(join(widgetsDir, 'styles', 'widget', `${type}.css`));
    if (style) hash.update(style);
    const catalogues = join(widgetsDir, 'scripts', 'i18n', type);
    const languages = await readdir(catalogues).catch(() => []);
    for (const language of languages.filter((file) => file.endsWith('.json')).sort()) {
      hash
        .update('\0')
        .update(language)
        .update((await readOptional(join(catalogues, language))) ?? '');
    }
    versions[type] = hash.digest('hex').slice(0, 8);
  }
  return versions;
}

/**
 * The served embed.js: the built file with its configuration written in, or null when there is
 * no built file (the route then answers 404).
 * @throws when the file has no placeholder, which means a build that cannot be configured
 */
export async function buildEmbedScript(widgetsDir: string, api: string, app: string): Promise<string | null> {
  const built = await readOptional(join(widgetsDir, 'embed.js'));
  if (!built) return null;
  const source = built.toString('utf8');
  if (!source.includes(EMBED_PLACEHOLDER)) {
    throw new Error(`${join(widgetsDir, 'embed.js')} has no ${EMBED_PLACEHOLDER} placeholder: rebuild @widgetry/host`);
  }
  const config: EmbedConfig = { api, app, v: await widgetVersions(widgetsDir) };
  // JSON is a JavaScript expression; escaping '<' keeps it inert should the file ever be inlined in HTML.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return source.replaceAll(EMBED_PLACEHOLDER, () => json);
}
