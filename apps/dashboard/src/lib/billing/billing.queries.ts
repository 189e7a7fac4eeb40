/**
 * Query keys of the billing lists. The subscription page and the account page both touch them (a
 * card update adds a saved card), so they live here rather than in either feature.
 */
export const billingKeys = {
  subscriptions: ['subscriptions'] as const,
  paymentMethods: ['payment-methods'] as const,
};
