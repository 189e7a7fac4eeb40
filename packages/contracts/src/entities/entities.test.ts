import { describe, expect, it } from 'vitest';
import { editOrderFormSchema, manualOrderFormSchema } from './order-form.schema';
import { paymentStatus } from './payment.schema';
import { manualPaymentFormSchema } from './payment-form.schema';
import { orderSchema } from './subscription.schema';
import { widgetSchema } from './widget.schema';

const widgetType = { id: 't1', name: 'prorated', price: 9 };

describe('widget entity (spec 000 §3)', () => {
  it('fills the optional parts and keeps htmlData as the server sent it (it repairs it on read)', () => {
    const parsed = widgetSchema.parse({
      id: 'w1',
      title: 'Rent',
      widgetType,
      htmlData: { prorated: {} },
      userId: 'u1',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(parsed).toMatchObject({ text: '', expires: null, subStatus: null, siteCount: 0, hostedUrl: null });
    expect(parsed.widgetType).toEqual({
      ...widgetType,
      scripts: { main: '', lib: '' },
      iconImage: '',
      stripePriceId: '',
      displayName: '',
    });
    expect(parsed.htmlData).toEqual({ prorated: {} });
  });
});

describe('order entity (spec 003 §3)', () => {
  it('keeps _id and the owner object', () => {
    const parsed = orderSchema.parse({
      _id: 'w1',
      id: 'w1',
      title: 'Rent',
      widgetType,
      userId: { displayName: 'Ann', email: 'a@b.co' },
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(parsed).toMatchObject({ _id: 'w1', userId: { displayName: 'Ann' }, payments: [], payment: [], sites: [] });
  });
});

describe('payment status (spec 003 §4)', () => {
  it.each([
    [undefined, 'paid'],
    ['paid', 'paid'],
    ['failed', 'failed'],
  ] as const)('%s shows as %s', (status, shown) => {
    expect(paymentStatus({ status })).toBe(shown);
  });
});

describe('Add Payment form (spec 003 §5)', () => {
  const form = { userId: 'u1', amount: '12.50', widgetId: 'w1', paymentMethod: 'Visa 4242', created: '2025-01-31' };

  it('takes the inputs as typed', () => {
    expect(manualPaymentFormSchema.parse(form)).toEqual({ ...form, amount: 12.5 });
  });

  it.each([
    ['userId', '', 'Customer is required.'],
    ['amount', '0', 'Valid amount is required.'],
    ['amount', 'abc', 'Valid amount is required.'],
    ['amount', '0.009', 'Valid amount is required.'],
    ['widgetId', '', 'Widget is required.'],
    ['paymentMethod', '   ', 'Payment method is required.'],
    ['created', '', 'Created  Date is required.'],
    ['created', 'yesterday', 'Created  Date is required.'],
  ])('%s = %j → %s', (field, value, message) => {
    const issues = manualPaymentFormSchema.safeParse({ ...form, [field]: value }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('reports every missing field at once', () => {
    const issues = manualPaymentFormSchema.safeParse({}).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      'Customer is required.',
      'Valid amount is required.',
      'Widget is required.',
      'Payment method is required.',
      'Created  Date is required.',
    ]);
  });
});

describe('order forms', () => {
  it('manual order needs name, type, customer, renewal date and status', () => {
    const issues = manualOrderFormSchema.safeParse({}).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Name is required'],
      ['widgetType', 'Widget is required.'],
      ['userId', 'Customer is required.'],
      ['expires', 'Enter a valid date.'],
      ['subStatus', 'Status is required'],
    ]);
  });

  it('edit order takes an ISO timestamp renewal', () => {
    expect(
      editOrderFormSchema.parse({ title: 'x', subStatus: 'canceled', expires: '2030-01-31T10:00:00.000Z' }).expires,
    ).toBe('2030-01-31T10:00:00.000Z');
  });
});
