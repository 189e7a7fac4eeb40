import { devOutboxResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// A developer tool that shows live reset and verification links, so it answers only to an admin
// (the admin console's Outbox section) and app.ts registers it only outside production and only
// while mail is not really sent (no SMTP_URL).

const OUTBOX_LIMIT = 50;

/** The wire format of the outbox; kept under this name for the tests that read it. */
export const outboxResponseSchema = devOutboxResponseSchema;

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.outboxRepository;

  // GET /dev/outbox – the latest mails captured instead of sent, newest first (admins only)
  app.get(
    '/dev/outbox',
    { preHandler: app.authenticateAdmin, schema: { response: { 200: devOutboxResponseSchema } } },
    async () => {
      const rows = await outbox.listRecent(OUTBOX_LIMIT);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
