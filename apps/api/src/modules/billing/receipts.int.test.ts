import { devOutboxResponseSchema, subscriptionsResponseSchema } from '@widgetry/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, buyWidget, changeCard, pathOf, putOnSale, TEST_CARDS } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// Issue 29 #27 on the built-in test provider: every successful payment mails a receipt (amount,
// card, the month paid for, the widget) and the subscription list links each payment's invoice.

const INVOICE_PAGE = /^http:\/\/localhost:3080\/test-billing\/invoices\/in_\w+$/;

describe.each(databaseTargets())('receipts on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let customer: TestAccount;
  let email: string;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  let counter = 0;
  beforeEach(async () => {
    counter += 1;
    email = `buyer${counter}@example.com`;
    customer = await account(ctx.app, ctx.database.db, email);
  });

  const buy = (title: string) =>
    buyWidget(ctx.app, ctx.database.db, customer, { widgetType: types.prorated, title, htmlData: {} });
  const receiptsOf = async (title: string) => {
    await ctx.app.mailer.settle();
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return devOutboxResponseSchema
      .parse(response.json())
      .mails.filter((mail) => mail.to === email && mail.subject === `Receipt for “${title}”: $5.00`)
      .reverse();
  };
  const rowOf = async (widgetId: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/subscription', headers: customer.headers });
    return subscriptionsResponseSchema.parse(response.json()).data.find((row) => row.id === widgetId);
  };

  it('mails a receipt for the purchase and each renewal, and links every invoice from the subscription list', async () => {
    const widgetId = await buy('Rent calculator');
    const bought = await rowOf(widgetId);
    const firstPeriodEnd = new Date(bought?.expires ?? '');

    const [first, ...others] = await receiptsOf('Rent calculator');
    expect(others).toEqual([]);
    expect(first?.text).toContain('we received $5.00 for your widget “Rent calculator”.');
    expect(first?.text).toContain('Paid with Visa •••• 4242.');
    const periodLine = /This pays for (.+) to (.+)\./.exec(first?.text ?? '');
    expect(new Date(`${periodLine?.[2]} UTC`).toISOString().slice(0, 10)).toBe(
      firstPeriodEnd.toISOString().slice(0, 10),
    );
    const [firstInvoice = ''] = first?.links ?? [];
    expect(firstInvoice).toMatch(INVOICE_PAGE);
    expect(bought?.payments.map((payment) => payment.invoiceUrl)).toEqual([firstInvoice]);

    // The link is the provider's own invoice page, which says it is paid.
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(firstInvoice) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="status">Paid</span>');

    expect((await advanceClock(ctx.app, admin, 31)).statusCode).toBe(200);
    const receipts = await receiptsOf('Rent calculator');
    expect(receipts).toHaveLength(2);
    const renewal = receipts[1];
    // The renewal pays for the month that starts where the first one ended.
    expect(renewal?.text).toMatch(/This pays for .+ to .+\./);
    expect(renewal?.text).not.toBe(first?.text);
    const renewed = await rowOf(widgetId);
    expect(renewed?.payments.map((payment) => payment.invoiceUrl)).toEqual([renewal?.links[0], firstInvoice]);
    expect(new Set(renewed?.payments.map((payment) => payment.invoiceUrl)).size).toBe(2);
  });

  it('sends no receipt for a failed charge, and one once the invoice is paid with a new card', async () => {
    const widgetId = await buy('Retried');
    expect((await changeCard(ctx.app, customer, widgetId, TEST_CARDS.failsLater)).statusCode).toBe(200);
    await advanceClock(ctx.app, admin, 31);
    expect(await receiptsOf('Retried')).toHaveLength(1);
    const pastDue = await rowOf(widgetId);
    expect(pastDue?.payments.map((payment) => [payment.status, payment.methodDetail])).toEqual([
      ['failed', 'Visa •••• 0341'],
      ['paid', 'Visa •••• 4242'],
    ]);
    // The failed payment links the invoice still waiting to be paid.
    expect(pastDue?.payments[0]?.invoiceUrl).toBe(pastDue?.hostedUrl);

    expect((await changeCard(ctx.app, customer, widgetId, TEST_CARDS.mastercard)).statusCode).toBe(200);
    const receipts = await receiptsOf('Retried');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toContain('Paid with Mastercard •••• 4444.');
    expect(receipts[1]?.links).toEqual([pastDue?.hostedUrl]);
  });
});
