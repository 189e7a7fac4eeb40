import { testCardSetupResponseSchema } from '@widgetry/contracts';
import { type Ref, useImperativeHandle, useState } from 'react';
import { TextField } from '../../ui/form-field/form-field';
import { useApiClient } from '../api-context';
import type { CardConfirmer } from './card-confirmer';

/** The built-in test provider's stand-in for Stripe.js confirmCardSetup (DESIGN "Hosts and configuration"). */
const CONFIRM_PATH = '/test-billing/setup-intents/confirm';

/**
 * Card number, expiry and CVC for the built-in test provider, used when no Stripe key is
 * configured. Stripe's test cards keep their meaning there (4242 4242 4242 4242 pays, 4000 0000
 * 0000 0002 is declined); a refusal (402) comes back as the provider's message.
 */
export function TestCardFields({ ref }: { ref: Ref<CardConfirmer | null> }) {
  const api = useApiClient();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret) {
        // The provider stands in for Stripe's servers, which never see our session: an empty
        // token sends no Authorization header (and a refusal there cannot end the session).
        const answer = await api.post(
          CONFIRM_PATH,
          { clientSecret, cardNumber, expiry, cvc },
          testCardSetupResponseSchema,
          {
            token: '',
          },
        );
        return answer.paymentMethodId;
      },
    }),
    [api, cardNumber, expiry, cvc],
  );

  return (
    <div className="card-fields">
      <TextField
        label="Card number"
        value={cardNumber}
        onValueChange={setCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={40}
      />
      <div className="card-fields__row">
        <TextField
          label="Expiry"
          value={expiry}
          onValueChange={setExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={16}
        />
        <TextField
          label="CVC"
          value={cvc}
          onValueChange={setCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={8}
        />
      </div>
      <p className="card-fields__hint">Test mode: no real card is charged.</p>
    </div>
  );
}
