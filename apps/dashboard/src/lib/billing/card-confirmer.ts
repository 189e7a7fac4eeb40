/**
 * Confirms the card the user typed against a setup intent the API created (spec 003 §4 card update
 * flow) and answers the new payment method's id. Stripe Elements and the built-in test provider
 * both fit behind it, so the popup asking for a card does not care which one is configured.
 * A failure is thrown as an Error whose message is what the popup shows (spec 003 §8).
 */
export interface CardConfirmer {
  confirm(clientSecret: string): Promise<string>;
}
