import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A method and path pattern the app answers (HEAD routes Fastify adds for GETs are left out). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in registration order. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Every route as Fastify registers it, so the authorization matrix test covers each one: registered first. */
export const registeredRoutesPlugin = fp(
  async (app: FastifyInstance) => {
    const registeredRoutes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
      }
    });
    app.decorate('registeredRoutes', registeredRoutes);
  },
  { name: 'registered-routes' },
);
