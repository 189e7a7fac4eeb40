import { ComingSoon } from '../../ui/coming-soon/coming-soon';

/** /subscription: the customer's subscription list (spec 003 §2). */
export function SubscriptionPage() {
  return <ComingSoon title="Subscriptions">Your subscriptions, cards and cancellations are coming soon.</ComingSoon>;
}
