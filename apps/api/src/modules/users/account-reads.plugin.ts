import fp from 'fastify-plugin';
import { type AccountReadsCache, createAccountReadsCache } from './account-reads.cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each signed-in user's widget and subscription lists, as this process last answered them. */
    accountReads: AccountReadsCache;
  }
}

export const accountReadsPlugin = fp(
  async (app) => {
    const accountReads = createAccountReadsCache({ listener: app.changes });
    app.decorate('accountReads', accountReads);
    // This process's own writes are read back at once, without waiting for their announcement: a
    // request that may have written (not GET, HEAD or OPTIONS) forgets, once handled, the lists its
    // caller can change: a signed-in user's own (as themselves or impersonated), everyone's for an
    // admin (products, other users' widgets and payments) and for the test provider's hosted pages
    // (they pay any account's checkout, its webhook processed before they answer). Anything else
    // (sign-ins, previews, a job's or another process's writes) reaches the lists through the
    // triggers' announcements.
    // A callback hook (as security-headers'): a read, the most common answer, passes straight through.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
        const caller = request.currentUser;
        const asAdmin = caller?.userRole === 'admin' && request.impersonatedBy === null;
        if (asAdmin || request.routeOptions.url?.startsWith('/test-billing/')) accountReads.clear();
        else if (caller) accountReads.forget(caller.id);
      }
      done(null, payload);
    });
  },
  { name: 'account-reads', dependencies: ['changes'] },
);
