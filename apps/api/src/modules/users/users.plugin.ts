import fp from 'fastify-plugin';
import { createUserCache, type UserCache } from './user-cache';
import { createUsersRepository, type UsersRepository } from './users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one users repository: every change it makes to an account makes userCache forget it. */
    usersRepository: UsersRepository;
    /** The users this process has read; repositories that change an account tell it (forget). */
    userCache: UserCache;
  }
}

/**
 * The users repository and the cache it keeps fresh, built together since each needs the other
 * (the cache reads through the repository, the repository's writes make the cache forget).
 */
export const usersPlugin = fp(
  async (app) => {
    const usersRepository = createUsersRepository(app.db, { forget: (id) => userCache.forget(id) });
    const userCache = createUserCache({ load: usersRepository.findById, listener: app.changes });
    app.decorate('usersRepository', usersRepository);
    app.decorate('userCache', userCache);
  },
  { name: 'users', dependencies: ['db', 'changes'] },
);
