import {
  ADMIN_SOURCE_MESSAGES,
  type AdminSource,
  adminSourceReadResponseSchema,
  adminSourcesQuerySchema,
  adminSourcesResponseSchema,
  idParamsSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SourceCacheRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { sourceStateOf } from '../sources';
import type { SourceWidgetRow } from './admin-sources.repository';

// The admin console's Sources section (issue 26 §5): every cached source with its state, last good
// read, consecutive failures and the widgets reading it, paged on the server; counts per site and
// state; "Read now" for one source. The sources and the repository are the app's (sourcesPlugin,
// adminSourcesRepositoryPlugin).

export const adminSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sources, adminSourcesRepository: repo } = app;
  app.addHook('onRequest', app.authenticateAdmin);

  /**
   * The rows as the console shows them, each with the widgets whose settings point at it. A widget
   * names its source only inside its settings, so the widgets of the page's sites are matched here.
   */
  async function withWidgets(rows: readonly SourceCacheRow[]): Promise<AdminSource[]> {
    const byKey = new Map<string, SourceWidgetRow[]>();
    const sites = [...new Set(rows.map((row) => row.source))];
    for (const widget of await repo.widgetsOfTypes(sites)) {
      const ref = sources.sourceOf(widget.type, widget.htmlData[widget.type]);
      if (!ref) continue;
      const key = `${ref.source}\u0000${ref.key}`;
      byKey.set(key, [...(byKey.get(key) ?? []), widget]);
    }
    return rows.map((row) => ({
      ...sourceStateOf(row, row.source),
      id: row.id,
      key: row.sourceKey,
      error: row.error,
      widgets: (byKey.get(`${row.source}\u0000${row.sourceKey}`) ?? []).map(({ id, title, ownerEmail }) => ({
        id,
        title,
        ownerEmail,
      })),
    }));
  }

  // GET /devadmin/sources – a page of sources, the longest failing first, with the counts per site and state
  app.get(
    '/devadmin/sources',
    { schema: { querystring: adminSourcesQuerySchema, response: { 200: adminSourcesResponseSchema } } },
    async (request) => {
      const query = request.query;
      const [{ rows, total }, counts] = await Promise.all([repo.page(query), repo.counts()]);
      return {
        sources: await withWidgets(rows),
        counts: counts.map(({ source, outcome, count }) => ({
          source,
          kind: sourceStateOf(undefined, source).kind,
          outcome,
          count,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  );

  // POST /devadmin/sources/:id/read – read one source now, whatever its schedule
  app.post(
    '/devadmin/sources/:id/read',
    { schema: { params: idParamsSchema, response: { 200: adminSourceReadResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await repo.findById(id))) throw notFound(ADMIN_SOURCE_MESSAGES.notFound);
      if (!(await sources.readOne(id))) throw conflict(ADMIN_SOURCE_MESSAGES.busy);
      const row = await repo.findById(id);
      if (!row) throw notFound(ADMIN_SOURCE_MESSAGES.notFound);
      const [source] = await withWidgets([row]);
      if (!source) throw notFound(ADMIN_SOURCE_MESSAGES.notFound);
      return { source };
    },
  );
};
