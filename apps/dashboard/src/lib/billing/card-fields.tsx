import { lazy, type Ref, Suspense } from 'react';
import { useRuntimeConfig } from '../config-context';
import type { CardConfirmer } from './card-confirmer';
import { TestCardFields } from './test-card-fields';
import './billing.css';

// Stripe.js and Elements are only fetched once a card form is shown with a Stripe key: they stay
// out of the initial bundle and out of the subscription page's own chunk (DESIGN "Budgets").
const StripeCardFields = lazy(() =>
  import('./stripe-card-fields').then((module) => ({ default: module.StripeCardFields })),
);

/**
 * The card input of the configured provider: Stripe Elements when the runtime config has a
 * publishable key, the built-in test provider's fields otherwise. `ref` receives the confirmer
 * for what is typed; it is null while the provider's fields are still loading.
 */
export function CardFields({ ref }: { ref: Ref<CardConfirmer | null> }) {
  const { stripePublishableKey } = useRuntimeConfig();
  if (!stripePublishableKey) return <TestCardFields ref={ref} />;
  return (
    <Suspense
      fallback={
        <p className="card-fields__loading" role="status">
          Loading the card form…
        </p>
      }
    >
      <StripeCardFields ref={ref} publishableKey={stripePublishableKey} />
    </Suspense>
  );
}
