import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { SESSION_TOKEN_HEADER } from '@widgetry/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The dashboard is the only browser origin that may call the API. A list (not a plain string)
// makes @fastify/cors leave the allow-origin header off for every other origin.
// The public embed route widens this for its GET only, through its route config (`config.cors`).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS options, merged over these by @fastify/cors; false turns CORS off. */
    cors?: FastifyCorsOptions | false;
  }
}

export const corsPlugin = fp(
  async (app: FastifyInstance, { appUrl }: { appUrl: string }) => {
    await app.register(cors, {
      origin: [new URL(appUrl).origin],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // A renewed session token (plugins/auth.ts) must be readable by the dashboard's API client.
      exposedHeaders: [SESSION_TOKEN_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
