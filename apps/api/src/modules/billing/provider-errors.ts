import { BILLING_MESSAGES } from '@widgetry/contracts';
import { HttpError } from '../../lib/http-errors';
import { ProviderRequestError, ProviderUnavailableError } from './billing.provider';

/**
 * Runs a piece of billing work and answers the provider's failures in the product's error shape:
 * a refused request (a declined card) is a 402 with the provider's own message, an unreachable
 * provider a 503 that says to try again. Anything else is a bug and stays a 500.
 */
export async function throughProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new HttpError(503, BILLING_MESSAGES.providerUnavailable, { cause: error });
    }
    if (error instanceof ProviderRequestError) {
      throw new HttpError(402, error.message, { code: error.code ?? undefined, cause: error });
    }
    throw error;
  }
}
