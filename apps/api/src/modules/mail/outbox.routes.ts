import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOutboxRepository } from './outbox.repository';

// A developer tool, registered only outside production (app.ts), so it is no part of the product's
// wire format in @widgetry/contracts; the dashboard's browser tests read it to follow mailed links.

const OUTBOX_LIMIT = 50;

export const outboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      links: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db);

  // GET /dev/outbox – the latest mails captured instead of sent, newest first
  app.get('/dev/outbox', { schema: { response: { 200: outboxResponseSchema } } }, async () => {
    const rows = await outbox.listRecent(OUTBOX_LIMIT);
    return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  });
};
