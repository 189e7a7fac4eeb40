import Stripe from 'stripe';
import { ProviderRequestError, ProviderUnavailableError } from '../billing.provider';

// Stripe's errors → the two errors billing understands: the provider refused (a 4xx billing can
// show or act on) and the provider is unreachable (a 503, try again later).

/** A retrieve of an id Stripe does not know: the provider methods answer null for it. */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404 && error.code === 'resource_missing';
}

/**
 * Returns the error to throw instead of a Stripe one. Authentication and permission errors are
 * returned unchanged: a wrong or restricted key is the operator's mistake, which a retry will not
 * fix, so it should surface as a logged 500 rather than pass for an outage or the user's fault.
 */
export function toProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode !== undefined && error.statusCode >= 500)
  ) {
    const unavailable = new ProviderUnavailableError();
    unavailable.cause = error;
    return unavailable;
  }
  if (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  ) {
    const refused = new ProviderRequestError(error.message, error.code ?? null);
    refused.cause = error;
    return refused;
  }
  return error;
}
