// Its own chunk (loaded by card-fields.tsx only with a Stripe key): Stripe.js, Elements and the card input.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementOptions } from '@stripe/stripe-js';
import { API_MESSAGES, SUBSCRIPTION_MESSAGES } from '@widgetry/contracts';
import { type Ref, useImperativeHandle } from 'react';
import type { CardConfirmer } from './card-confirmer';
import '../../ui/form-field/form-field.css';

// loadStripe injects Stripe.js once; every card form of the session shares that one instance.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  const known = stripeByKey.get(publishableKey);
  if (known) return known;
  const loading = loadStripe(publishableKey);
  // A failed load (offline, blocked script) is tried again by the next form rather than remembered.
  loading.catch(() => stripeByKey.delete(publishableKey));
  stripeByKey.set(publishableKey, loading);
  return loading;
}

const CARD_OPTIONS: StripeCardElementOptions = {
  style: { base: { fontSize: '16px', color: '#101828', '::placeholder': { color: '#667085' } } },
};

function StripeCardConfirmer({ ref }: { ref: Ref<CardConfirmer | null> }) {
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret) {
        const card = elements?.getElement(CardElement);
        // Stripe.js not loaded (yet, or blocked) counts as a missing card element too (spec 003 §8).
        if (!stripe || !card) throw new Error(SUBSCRIPTION_MESSAGES.cardElementNotFound);
        const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
        if (result.error) throw new Error(result.error.message ?? API_MESSAGES.serverError);
        const method = result.setupIntent.payment_method;
        const id = typeof method === 'string' ? method : method?.id;
        if (!id) throw new Error(API_MESSAGES.serverError);
        return id;
      },
    }),
    [stripe, elements],
  );

  return (
    <div className="card-fields__stripe" data-testid="stripe-card">
      <CardElement options={CARD_OPTIONS} />
    </div>
  );
}

/** Stripe Elements' card input; `ref` gets a confirmer that runs stripe.confirmCardSetup on it. */
export function StripeCardFields({ publishableKey, ref }: { publishableKey: string; ref: Ref<CardConfirmer | null> }) {
  return (
    <div className="card-fields">
      <span className="field__label">Card</span>
      <Elements stripe={stripeFor(publishableKey)}>
        <StripeCardConfirmer ref={ref} />
      </Elements>
    </div>
  );
}
