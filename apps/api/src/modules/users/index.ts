// The users module as other modules and the composition see it.
export { replyWithAccountRead } from './account-reads.cache';
