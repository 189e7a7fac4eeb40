import fp from 'fastify-plugin';
import { createEmailTokensRepository, type EmailTokensRepository } from './email-tokens.repository';

declare module 'fastify' {
  interface FastifyInstance {
    emailTokensRepository: EmailTokensRepository;
  }
}

/** The one EmailTokensRepository of the app, on app.emailTokensRepository; routes and services take it from there. */
export const emailTokensRepositoryPlugin = fp(
  async (app) => {
    app.decorate('emailTokensRepository', createEmailTokensRepository(app.db));
  },
  { name: 'email-tokens-repository', dependencies: ['db'] },
);
