import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../constants/lists';
import { canEditCard, cardEditTooltip } from './subscription.rule';

describe('card edit on the subscription list (spec 003 §4)', () => {
  it.each([
    ['active', true, null],
    ['past_due', true, null],
    ['incomplete', false, 'Please complete your payment'],
    ['canceled', false, 'Your subscription has been canceled'],
    ['expired', false, 'Your subscription has expired'],
    ['incomplete_expired', false, 'Your subscription has expired'],
    ['unpaid', false, 'Please complete your payment.'],
    [null, false, 'Inactive subscription'],
  ] satisfies [SubscriptionStatus | null, boolean, string | null][])(
    '%s: editable %s, tooltip %j',
    (status, editable, tooltip) => {
      expect(canEditCard(status)).toBe(editable);
      expect(cardEditTooltip(status)).toBe(tooltip);
    },
  );
});
