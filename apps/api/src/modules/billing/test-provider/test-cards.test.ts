import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, type CardInput, cardBrand, checkCard, parseExpiry, passesLuhn } from './test-cards';

const NOW = new Date('2026-11-15T12:00:00Z');
const card = (overrides: Partial<CardInput>): CardInput => ({
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  ...overrides,
});
const refusal = (input: Partial<CardInput>, now = NOW) => {
  const result = checkCard(card(input), now);
  return result.ok ? null : result.error;
};

describe('test cards', () => {
  it('accepts Stripe’s paying test cards, with their brand, last four digits and behaviour', () => {
    expect(checkCard(card({}), NOW)).toEqual({
      ok: true,
      card: expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        country: 'US',
        expMonth: 12,
        expYear: 2030,
        behaviour: 'pays',
      }),
    });
    expect(checkCard(card({ cardNumber: '5555555555554444' }), NOW)).toEqual({
      ok: true,
      card: expect.objectContaining({ brand: 'mastercard', last4: '4444', behaviour: 'pays' }),
    });
  });

  it('accepts 4000 0000 0000 0341 for attaching, marked to fail every charge', () => {
    expect(checkCard(card({ cardNumber: '4000 0000 0000 0341' }), NOW)).toEqual({
      ok: true,
      card: expect.objectContaining({ last4: '0341', behaviour: 'charge_fails' }),
    });
  });

  it('declines 4000 0000 0000 0002 at once', () => {
    expect(refusal({ cardNumber: '4000 0000 0000 0002' })).toEqual({
      message: 'Your card was declined.',
      code: 'card_declined',
    });
  });

  it('declines other valid numbers as real cards used in test mode', () => {
    expect(refusal({ cardNumber: '4111 1111 1111 1111' })).toEqual({
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      code: 'card_declined',
    });
  });

  it('refuses numbers that fail the Luhn check or are not card numbers', () => {
    for (const cardNumber of ['4242 4242 4242 4241', '', '4242', 'abcd efgh ijkl mnop', '4242-4242-4242-4242x']) {
      expect(refusal({ cardNumber })?.message).toBe('Your card number is invalid.');
    }
  });

  it('reads the expiry as MM / YY, MM/YY or MMYY and checks it against the provider’s clock', () => {
    for (const expiry of ['12 / 30', '12/30', '1230', '12 / 2030'])
      expect(checkCard(card({ expiry }), NOW).ok).toBe(true);
    expect(refusal({ expiry: '13 / 30' })?.message).toBe("Your card's expiration month is invalid.");
    expect(refusal({ expiry: '00/30' })?.message).toBe("Your card's expiration month is invalid.");
    expect(refusal({ expiry: '10 / 26' })?.message).toBe("Your card's expiration year is in the past.");
    expect(refusal({ expiry: '12 / 25' })?.message).toBe("Your card's expiration year is in the past.");
    // This month is still valid; advancing the clock past it makes it past.
    expect(checkCard(card({ expiry: '11 / 26' }), NOW).ok).toBe(true);
    expect(refusal({ expiry: '11 / 26' }, new Date('2026-12-01T00:00:00Z'))?.message).toBe(CARD_MESSAGES.expiryInPast);
    expect(refusal({ expiry: '12' })?.message).toBe("Your card's expiration date is incomplete.");
  });

  it('wants a three-digit security code, four for American Express', () => {
    for (const cvc of ['12', '1234', 'abc', ''])
      expect(refusal({ cvc })?.message).toBe("Your card's security code is invalid.");
    expect(refusal({ cardNumber: '3782 822463 10005', cvc: '123' })?.message).toBe(CARD_MESSAGES.invalidCvc);
    // A valid four-digit code gets as far as the issuer, which does not know this card.
    expect(refusal({ cardNumber: '3782 822463 10005', cvc: '1234' })?.message).toBe(CARD_MESSAGES.nonTestCard);
  });

  it('checks the number first, then the expiry, then the security code', () => {
    expect(refusal({ cardNumber: '1234', expiry: '13/30', cvc: 'x' })?.message).toBe(CARD_MESSAGES.invalidNumber);
    expect(refusal({ expiry: '13/30', cvc: 'x' })?.message).toBe(CARD_MESSAGES.invalidExpiryMonth);
    expect(refusal({ cardNumber: '4000 0000 0000 0002', cvc: 'x' })?.message).toBe(CARD_MESSAGES.invalidCvc);
  });

  it('has the helpers it is built from', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(parseExpiry(' 3 / 31 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('3-31')).toBeNull();
  });
});
