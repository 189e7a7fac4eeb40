import { describe, expect, it } from 'vitest';
import {
  adminCreateUserBodySchema,
  adminCreateWidgetBodySchema,
  adminPaymentBodySchema,
  adminUpdateUserBodySchema,
  adminUpdateWidgetBodySchema,
  collectionBodySchema,
  productBodySchema,
} from './admin.api';
import { toFieldErrors } from './errors.api';

describe('admin widget (order) bodies (spec 003 §7)', () => {
  const order = { title: 'Order', widgetType: 'type-1', userId: 'u1', expires: '2030-01-31', subStatus: 'active' };

  it('a manual order takes owner, status and expiry, and an empty payment list', () => {
    const parsed = adminCreateWidgetBodySchema.parse({ widget: order });
    expect(parsed.widget).toEqual({ ...order, payment: [], htmlData: {} });
    expect(adminCreateWidgetBodySchema.safeParse({ widget: { ...order, payment: [{ amount: 1 }] } }).success).toBe(
      false,
    );
  });

  it('edit order uses the spec messages', () => {
    const result = adminUpdateWidgetBodySchema.safeParse({ widget: { title: '', subStatus: 'paused' } });
    expect(result.error && toFieldErrors(result.error)).toEqual({
      'widget.title': 'Name is required',
      'widget.subStatus': 'Status is required',
    });
  });

  it('edit order accepts every admin status', () => {
    for (const subStatus of ['incomplete_expired', 'unpaid', 'past_due']) {
      expect(adminUpdateWidgetBodySchema.safeParse({ widget: { title: 'x', subStatus } }).success).toBe(true);
    }
  });
});

describe('POST devadmin/payment/{userId}', () => {
  const payment = { userId: 'u1', amount: 0.01, widgetId: 'w1', method: 'Visa 4242', created: 1_700_000_000 };

  it('accepts the minimum amount and unix seconds', () => {
    expect(adminPaymentBodySchema.parse(payment)).toEqual(payment);
  });

  it.each([
    [{ ...payment, amount: 0 }, 'amount', 'Valid amount is required.'],
    [{ ...payment, method: '  ' }, 'method', 'Payment method is required.'],
    [{ ...payment, created: 1.5 }, 'created', undefined],
  ])('refuses %j at %s', (body, field, message) => {
    const issues = adminPaymentBodySchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    if (message) expect(issues[0]?.message).toBe(message);
  });
});

describe('admin user bodies', () => {
  it('creating needs a password that passes the rules; role defaults to customer', () => {
    const base = { displayName: 'Bo', email: 'bo@example.com' };
    expect(adminCreateUserBodySchema.parse({ ...base, password: 'Abcdef1!' }).userRole).toBe('customer');
    expect(adminCreateUserBodySchema.safeParse({ ...base, password: 'weak' }).success).toBe(false);
    expect(adminCreateUserBodySchema.safeParse({ ...base, password: 'Abcdef1!', userRole: 'root' }).success).toBe(
      false,
    );
  });

  it('updating may leave the password out', () => {
    expect(
      adminUpdateUserBodySchema.safeParse({ id: 'u1', displayName: 'Bo', email: 'bo@example.com', userRole: 'admin' })
        .success,
    ).toBe(true);
  });
});

describe('product body', () => {
  it('lowercases the product id and fills defaults', () => {
    expect(productBodySchema.parse({ name: ' Prorated ', displayName: 'Prorated' })).toEqual({
      name: 'prorated',
      displayName: 'Prorated',
      desc: '',
      category: 'feeds',
      price: 0,
      bannerImage: '',
      iconImage: '',
      scripts: { main: '', lib: '' },
      stripePriceId: '',
      stripeProductId: '',
    });
  });

  it.each([
    { name: 'unknown-widget' },
    { scripts: { main: '../../etc/passwd' } },
    { scripts: { lib: 'https://evil.example.com/x.js' } },
    { iconImage: 'javascript:alert(1)' },
    { price: -1 },
    { price: 4.999 },
    { price: 100_000.01 },
    { category: 'games' },
    { stripePriceId: 'price_1;drop' },
  ])('refuses %j', (override) => {
    expect(productBodySchema.safeParse({ name: 'yelp', displayName: 'Yelp', ...override }).success).toBe(false);
  });
});

describe('product price', () => {
  it.each([0, 0.1, 4.99, 19.99, 0.07, 1234.56, 100_000])('takes %d dollars, to the cent', (price) => {
    expect(productBodySchema.parse({ name: 'yelp', displayName: 'Yelp', price }).price).toBe(price);
  });

  it('says why a price with fractions of a cent is refused', () => {
    const parsed = productBodySchema.safeParse({ name: 'yelp', displayName: 'Yelp', price: 4.999 });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', 'A price is in dollars and cents: at most two decimals.'],
    ]);
  });
});

describe('POST /devadmin/collection', () => {
  it.each([
    ['payments', true],
    ['orders', true],
    ['users', false],
  ])('%s → %s', (collectionName, valid) => {
    expect(collectionBodySchema.safeParse({ collectionName }).success).toBe(valid);
  });
});
