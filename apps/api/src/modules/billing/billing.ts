import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail.types';
import type { UserCache } from '../users';
import type { WidgetChangeListener } from '../widgets';
import type { BillingProvider } from './billing.provider';
import { createBillingRepository } from './billing.repository';
import { createBillingSync } from './billing.sync';
import { createCheckoutService } from './checkout.service';
import { createPaymentMethodsService } from './payment-methods.service';
import { createSavedCards } from './saved-cards';
import { createSubscriptionsService } from './subscriptions.service';

export interface BillingDeps {
  db: Db;
  provider: BillingProvider;
  embedCache: WidgetChangeListener;
  /** Told of the accounts billing changes (their payment provider's customer id). */
  userCache: Pick<UserCache, 'forget'>;
  mailer: Pick<Mailer, 'sendInBackground'>;
  appUrl: string;
  /** WIDGETS_PER_USER_MAX: a new paid widget must fit its buyer's widget limit. */
  widgetsPerUserMax: number;
  log: { warn(object: object, message: string): void };
}

/** The billing module's services over one provider, built once and shared by its routes and hooks. */
export function createBilling(deps: BillingDeps) {
  const repo = createBillingRepository(deps.db, deps.userCache);
  const cards = createSavedCards({ repo, provider: deps.provider });
  const sync = createBillingSync({ ...deps, repo, cards });
  const checkout = createCheckoutService({
    repo,
    provider: deps.provider,
    sync,
    appUrl: deps.appUrl,
    widgetsPerUserMax: deps.widgetsPerUserMax,
  });
  const subscriptions = createSubscriptionsService({ repo, provider: deps.provider, sync, checkouts: checkout });
  const paymentMethods = createPaymentMethodsService({ repo, provider: deps.provider, cards });
  return { provider: deps.provider, repo, sync, checkout, subscriptions, paymentMethods };
}
export type Billing = ReturnType<typeof createBilling>;
