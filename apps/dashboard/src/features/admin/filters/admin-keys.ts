/** Query keys of the Products, Our Orders and Payment History sections; all under 'admin' so a change reloads them together. */
export const adminKeys = {
  all: ['admin'] as const,
  products: ['admin', 'products'] as const,
  payments: ['admin', 'payments'] as const,
  orders: ['admin', 'orders'] as const,
  customers: ['admin', 'customers'] as const,
  customer: (userId: string) => ['admin', 'customer', userId] as const,
};
