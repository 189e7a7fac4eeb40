// The users module as other modules and the composition see it.

export { type AccountReadsCache, replyWithAccountRead } from './account-reads.cache';
export { accountReadsPlugin } from './account-reads.plugin';
export { accountDependencies } from './account-services';
export { type PasswordHasher, passwordHasher } from './password-hasher';
export type { UserCache } from './user-cache';
export { toUser } from './users.mapper';
export { usersPlugin } from './users.plugin';
export type { UsersRepository } from './users.repository';
export { usersRoutes } from './users.routes';
export {
  type AccountDeletedHook,
  assertOwnAccount,
  emailTakenError,
  type SignToken,
  toAuthResponse,
} from './users.service';
