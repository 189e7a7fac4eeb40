import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillingProvider } from './billing.provider';
import { createStripeProvider } from './stripe/stripe.provider';
import { createTestProvider, type TestBillingProvider } from './test-provider/test-provider';

/** Posts one signed event to POST /webhook/stripe and answers its status. */
export type DeliverEvent = (payload: string, signature: string) => Promise<{ statusCode: number }>;

export type ConfiguredProvider =
  | { kind: 'stripe'; provider: BillingProvider }
  | { kind: 'test'; provider: TestBillingProvider };

/**
 * DESIGN "Hosts and configuration": Stripe when STRIPE_SECRET_KEY is set (config makes its webhook
 * secret come with it), else the built-in test provider, whose events go to the same route.
 */
export function createConfiguredProvider(config: Config, db: Db, deliver: DeliverEvent): ConfiguredProvider {
  const { secretKey, webhookSecret } = config.stripe;
  if (secretKey !== undefined && webhookSecret !== undefined) {
    return { kind: 'stripe', provider: createStripeProvider({ secretKey, webhookSecret }) };
  }
  return { kind: 'test', provider: createTestProvider({ db, apiUrl: config.apiUrl, deliver }) };
}
