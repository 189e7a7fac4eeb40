import { webhookResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { WEBHOOK_EVENT_JOB } from '../jobs';
import { verifyWebhook } from './webhook-signature';

// The provider's events (Stripe, or the built-in test provider, which signs the same way). The
// signature covers the exact bytes sent, so in this plugin's scope JSON bodies are kept raw.

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { billing, jobs } = app;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  // POST /webhook/stripe – a signed provider event; answered at once, processed once per event id by a job
  app.post('/webhook/stripe', { schema: { response: { 200: webhookResponseSchema } } }, async (request) => {
    const raw = request.body;
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<typeof verifyWebhook>;
    try {
      if (!Buffer.isBuffer(raw)) throw new Error('The body is not JSON.');
      event = verifyWebhook(raw, typeof signature === 'string' ? signature : undefined, billing.provider.webhookSecret);
    } catch (error) {
      request.log.warn({ err: error }, 'webhook refused: bad signature');
      throw badRequest('The webhook signature is missing or does not match.');
    }
    // An event already processed is answered as such, without a job; a repeat still in the queue
    // is queued again and found processed when its turn comes.
    if (await billing.repo.isEventProcessed(event.id))
      return { received: true as const, outcome: 'duplicate' as const };
    // Not answered 200 unless the job is stored: a failure here is a 5xx, and Stripe sends again.
    await jobs.send(WEBHOOK_EVENT_JOB, event);
    return { received: true as const, outcome: 'queued' as const };
  });
};
