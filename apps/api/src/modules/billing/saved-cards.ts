import type { CardUse } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { type BillingProvider, type ProviderPaymentMethod, ProviderRequestError } from './billing.provider';
import type { BillingRepository } from './billing.repository';

// A customer's saved cards as one list per card. Stripe makes a new payment method every time a
// card is typed (each checkout, each card update), so one Visa bought with five times shows up five
// times; its fingerprint is the same on every copy. Copies are merged into one, and each card says
// which widgets' subscriptions it pays for.

export interface SavedCardsDeps {
  repo: Pick<BillingRepository, 'listLiveSubscriptions' | 'deletePaymentMethod'>;
  provider: Pick<
    BillingProvider,
    'listPaymentMethods' | 'listSubscriptions' | 'setDefaultPaymentMethod' | 'detachPaymentMethod'
  >;
}

/**
 * The copy of a card to keep: the newest. It is the one a checkout or card update in progress has
 * just been given (so no id a caller holds is taken away), and it carries the card's latest expiry.
 */
function newestFirst(a: ProviderPaymentMethod, b: ProviderPaymentMethod): number {
  return b.created.getTime() - a.created.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Each older copy of a card (same fingerprint), mapped to the copy that replaces it. */
export function duplicateCards(methods: readonly ProviderPaymentMethod[]): Map<string, string> {
  const byFingerprint = new Map<string, ProviderPaymentMethod[]>();
  for (const method of methods) {
    const { fingerprint } = method.card;
    if (fingerprint === null) continue;
    byFingerprint.set(fingerprint, [...(byFingerprint.get(fingerprint) ?? []), method]);
  }
  const replacedBy = new Map<string, string>();
  for (const copies of byFingerprint.values()) {
    const [keep, ...older] = [...copies].sort(newestFirst);
    if (keep === undefined) continue;
    for (const copy of older) replacedBy.set(copy.id, keep.id);
  }
  return replacedBy;
}

export function createSavedCards({ repo, provider }: SavedCardsDeps) {
  return {
    /**
     * Merges the customer's copies of one card: every subscription charged to an older copy is
     * moved to the newest, then the older copies are detached. Idempotent: run on every card
     * attached, whichever order the events come in.
     */
    async mergeDuplicates(customerId: string): Promise<void> {
      const replacedBy = duplicateCards(await provider.listPaymentMethods(customerId));
      if (replacedBy.size === 0) return;
      for (const subscription of await provider.listSubscriptions(customerId)) {
        const keep = subscription.defaultPaymentMethodId && replacedBy.get(subscription.defaultPaymentMethodId);
        if (keep) await provider.setDefaultPaymentMethod(subscription.id, keep);
      }
      for (const copy of replacedBy.keys()) {
        try {
          await provider.detachPaymentMethod(copy);
        } catch (error) {
          // Another delivery merging at the same time detached it first.
          if (!(error instanceof ProviderRequestError)) throw error;
        }
        await repo.deletePaymentMethod(copy);
      }
    },

    /** Payment method id → the widgets whose running subscriptions it pays for, by title. */
    async usesOf(user: UserRow): Promise<Map<string, CardUse[]>> {
      const uses = new Map<string, CardUse[]>();
      const live = await repo.listLiveSubscriptions(user.id);
      if (!user.stripeCustomerId || live.length === 0) return uses;
      const cardOf = new Map(
        (await provider.listSubscriptions(user.stripeCustomerId)).map((subscription) => [
          subscription.id,
          subscription.defaultPaymentMethodId,
        ]),
      );
      for (const widget of live) {
        const card = widget.subscriptionId === null ? null : cardOf.get(widget.subscriptionId);
        if (!card) continue;
        uses.set(card, [...(uses.get(card) ?? []), { widgetId: widget.id, title: widget.title }]);
      }
      for (const list of uses.values()) list.sort((a, b) => a.title.localeCompare(b.title));
      return uses;
    },
  };
}
export type SavedCards = ReturnType<typeof createSavedCards>;
