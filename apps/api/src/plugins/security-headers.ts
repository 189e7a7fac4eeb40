import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// DESIGN "Security rules" (headers): no answer of the API is ever sniffed into another type, and
// no answer to a request carrying credentials is kept by a browser or a shared cache (an account's
// widgets, profile or mail must not outlive the session in a cache). Public answers keep the
// Cache-Control their routes set (the embed endpoint's short public max-age).

export const NO_STORE = 'no-store';

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: every answer (each embed view too) runs it, and a promise
    // per answer would put the write behind a microtask turn for nothing.
    app.addHook('onSend', (request, reply, payload, done) => {
      void reply.header('x-content-type-options', 'nosniff');
      if (request.headers.authorization !== undefined) void reply.header('cache-control', NO_STORE);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
