import { BILLING_MESSAGES, type PaymentMethod, type SuccessResponse } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { toPaymentMethod, toPaymentMethodUpsert } from './billing.mapper';
import type { BillingProvider } from './billing.provider';
import type { BillingRepository } from './billing.repository';
import type { SavedCards } from './saved-cards';

// The account page's Payment Methods (spec 000 §2, §7). The provider's list is the truth; the
// stored copy (which the admin console reads) is brought in line with it on every read. Each card
// names the widgets it pays for, which is also why such a card cannot be deleted.

export interface PaymentMethodsServiceDeps {
  repo: BillingRepository;
  provider: BillingProvider;
  cards: Pick<SavedCards, 'usesOf'>;
}

export function createPaymentMethodsService({ repo, provider, cards }: PaymentMethodsServiceDeps) {
  return {
    /** GET /paymentMethod */
    async list(user: UserRow): Promise<PaymentMethod[]> {
      if (!user.stripeCustomerId) return [];
      const methods = await provider.listPaymentMethods(user.stripeCustomerId);
      for (const method of methods) await repo.upsertPaymentMethod(toPaymentMethodUpsert(user.id, method));
      await repo.retainPaymentMethods(
        user.id,
        methods.map((method) => method.id),
      );
      const uses = await cards.usesOf(user);
      return (await repo.listPaymentMethods(user.id)).map((row) =>
        toPaymentMethod(row, uses.get(row.stripePaymentMethodId) ?? []),
      );
    },

    /** DELETE /paymentMethod/:id – not the card a live subscription is charged to. */
    async remove(user: UserRow, id: string): Promise<SuccessResponse> {
      const method = user.stripeCustomerId ? await provider.retrievePaymentMethod(id) : null;
      if (!method || method.customerId !== user.stripeCustomerId) throw notFound(BILLING_MESSAGES.cardNotYours);
      if ((await cards.usesOf(user)).has(method.id)) throw conflict(BILLING_MESSAGES.cardInUse);
      await provider.detachPaymentMethod(method.id);
      await repo.deletePaymentMethod(method.id);
      return { success: true };
    },
  };
}
