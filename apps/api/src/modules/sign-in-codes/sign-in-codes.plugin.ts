import fp from 'fastify-plugin';
import { createSignInCodesRepository, type SignInCodesRepository } from './sign-in-codes.repository';

declare module 'fastify' {
  interface FastifyInstance {
    signInCodesRepository: SignInCodesRepository;
  }
}

/** The one SignInCodesRepository of the app, on app.signInCodesRepository; routes and services take it from there. */
export const signInCodesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('signInCodesRepository', createSignInCodesRepository(app.db));
  },
  { name: 'sign-in-codes-repository', dependencies: ['db'] },
);
