/** The console's section URLs (spec 003 §2); each section is its own page so reload and back work. */
export const ADMIN_PATHS = {
  dashboard: '/devadmin',
  products: '/devadmin/products',
  users: '/devadmin/users',
  subscriptions: '/devadmin/subscriptions',
  payments: '/devadmin/payments',
  tools: '/devadmin/tools',
  sources: '/devadmin/sources',
  outbox: '/devadmin/outbox',
} as const;

export function userDetailsPath(userId: string): string {
  return `${ADMIN_PATHS.users}/${encodeURIComponent(userId)}`;
}
