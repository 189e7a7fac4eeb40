import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BILLING_MESSAGES, type PaymentMethod, paymentMethodSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, loginCheckHandler, profileHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = useMockApi();

const visa: PaymentMethod = paymentMethodSchema.parse({
  _id: 'pm-1',
  detail: 'Visa •••• 4242',
  card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2027 },
});
const mastercard: PaymentMethod = paymentMethodSchema.parse({
  _id: 'pm-2',
  detail: '',
  card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 },
});

async function openPaymentMethods(methods: PaymentMethod[]) {
  server.use(
    loginCheckHandler('customer'),
    profileHandler('customer'),
    http.get(`${API_URL}/paymentMethod`, () => HttpResponse.json({ paymentMethods: methods })),
  );
  storeTokenFor('customer');
  renderApp('/account');
  return within(await screen.findByRole('region', { name: 'Payment Methods' }));
}

const cardRows = (section: ReturnType<typeof within>) =>
  section.getAllByRole('listitem').map((item: HTMLElement) => item.querySelector('div')?.textContent);

describe('account page: payment methods', () => {
  it('lists the saved cards with their expiry as MM/YYYY', async () => {
    const section = await openPaymentMethods([visa, mastercard]);
    await section.findByRole('list', { name: 'Saved cards' });
    expect(cardRows(section)).toEqual(['Visa •••• 4242Expires 04/2027', 'Mastercard •••• 4444Expires 12/2030']);
    expect(section.getByRole('button', { name: 'Delete Visa •••• 4242' })).toBeTruthy();
  });

  it('says when there are no saved cards', async () => {
    const section = await openPaymentMethods([]);
    expect(await section.findByText(/No saved cards yet/)).toBeTruthy();
    expect(section.queryByRole('list')).toBeNull();
  });

  it('deletes a card after confirming, by its _id', async () => {
    const deleted = vi.fn();
    server.use(
      http.delete(`${API_URL}/paymentMethod/:id`, ({ params }) => {
        deleted(params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    const section = await openPaymentMethods([visa, mastercard]);
    fireEvent.click(await section.findByRole('button', { name: 'Delete Visa •••• 4242' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Card' }));
    expect(dialog.getByText('Visa •••• 4242, expires 04/2027')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toHaveBeenCalledWith('pm-1');
    expect(cardRows(section)).toEqual(['Mastercard •••• 4444Expires 12/2030']);
  });

  it(`shows the 409 answer ('${BILLING_MESSAGES.cardInUse}') and keeps the card`, async () => {
    server.use(
      http.delete(`${API_URL}/paymentMethod/:id`, () =>
        HttpResponse.json({ message: BILLING_MESSAGES.cardInUse }, { status: 409 }),
      ),
    );
    const section = await openPaymentMethods([visa]);
    fireEvent.click(await section.findByRole('button', { name: 'Delete Visa •••• 4242' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Card' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.cardInUse);
    expect(cardRows(section)).toEqual(['Visa •••• 4242Expires 04/2027']);
  });
});

describe('account page: cards in use (issue 29 #6)', () => {
  const inUse: PaymentMethod = paymentMethodSchema.parse({
    ...visa,
    usedBy: [
      { widgetId: 'w-1', title: 'Rent A' },
      { widgetId: 'w-2', title: 'Rent C' },
    ],
  });
  const free: PaymentMethod = paymentMethodSchema.parse({ ...mastercard, usedBy: [] });

  it('marks a card in use with the widgets it pays for, and offers no delete for it', async () => {
    const section = await openPaymentMethods([inUse, free]);
    await section.findByRole('list', { name: 'Saved cards' });
    expect(cardRows(section)).toEqual([
      'Visa •••• 4242In useExpires 04/2027Pays for Rent A, Rent C',
      'Mastercard •••• 4444Expires 12/2030',
    ]);
    expect(section.queryByRole('button', { name: 'Delete Visa •••• 4242' })).toBeNull();
    expect(section.getByText('Change the card on these subscriptions to delete it.')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Delete Mastercard •••• 4444' })).toBeTruthy();
  });
});
