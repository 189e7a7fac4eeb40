import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import type { Billing } from './billing';
import { verifyWebhook } from './webhook-signature';

// The provider's events (Stripe, or the built-in test provider, which signs the same way). The
// signature covers the exact bytes sent, so in this plugin's scope JSON bodies are kept raw.

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const webhookRoutes: FastifyPluginAsync<{ billing: Billing }> = async (app, { billing }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  // POST /webhook/stripe – a signed provider event; processed once per event id
  app.post('/webhook/stripe', async (request) => {
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
    const outcome = await billing.sync.handleEvent(event);
    return { received: true, outcome };
  });
};
