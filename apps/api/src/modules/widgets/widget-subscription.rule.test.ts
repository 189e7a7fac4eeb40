import { describe, expect, it } from 'vitest';
import type { WidgetRow } from '../../db/schema';
import { isPaidRow, isServable, subscriptionAllowsSave } from './widget-subscription.rule';

const NOW = new Date('2030-06-15T12:00:00Z');
const FUTURE = new Date('2030-07-15T12:00:00Z');
const PAST = new Date('2030-05-15T12:00:00Z');
const FREE = { priceCents: 0 };
const PAID = { priceCents: 999 };

const sub = (subStatus: WidgetRow['subStatus'], expires: Date | null, subscriptionId: string | null = null) => ({
  subStatus,
  expires,
  subscriptionId,
});

describe('widget subscription rules', () => {
  it('calls a type paid when its price is above zero', () => {
    expect(isPaidRow(FREE)).toBe(false);
    expect(isPaidRow(PAID)).toBe(true);
  });

  it.each([
    ['no status', sub(null, null), false],
    ['active without expiry', sub('active', null), false],
    ['active, expired', sub('active', PAST), false],
    ['incomplete', sub('incomplete', FUTURE), false],
    ['past_due', sub('past_due', FUTURE), false],
    ['active with a future expiry', sub('active', FUTURE), true],
  ])('saves a paid widget per the spec 000 §4 table: %s', (_case, widget, expected) => {
    expect(subscriptionAllowsSave(widget, NOW)).toBe(expected);
  });

  it.each([
    ['a free type, whatever its status', FREE, sub('canceled', PAST), true],
    ['active with a future expiry', PAID, sub('active', FUTURE), true],
    ['active without expiry', PAID, sub('active', null), true],
    ['past_due before expiry', PAID, sub('past_due', FUTURE), true],
    ['active past its expiry', PAID, sub('active', PAST), false],
    ['never paid', PAID, sub(null, null), false],
    ['canceled', PAID, sub('canceled', FUTURE), false],
    ['expired', PAID, sub('expired', null), false],
    ['unpaid', PAID, sub('unpaid', FUTURE), false],
    ['incomplete', PAID, sub('incomplete', FUTURE), false],
    ["a provider's active subscription whose renewal is being invoiced", PAID, sub('active', PAST, 'sub_1'), true],
    ["a provider's past_due subscription while it retries", PAID, sub('past_due', PAST, 'sub_1'), true],
    ["a provider's canceled subscription", PAID, sub('canceled', FUTURE, 'sub_1'), false],
    ["a provider's unpaid subscription", PAID, sub('unpaid', FUTURE, 'sub_1'), false],
  ])('serves a widget on customer pages: %s', (_case, type, widget, expected) => {
    expect(isServable(type, widget, NOW)).toBe(expected);
  });
});
