import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BILLING_MESSAGES, DASHBOARD_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { makeWidget } from '../../lib/widgets/widget.fixtures';
import { cardFor, isOverlayOn, openDashboard, popupNamed } from './home.test-helpers';

const server = useMockApi();

const first = makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 });
const second = makeWidget({ id: 'w-2', title: 'Second widget' });

function openDelete(title: string) {
  fireEvent.click(cardFor(title).getByRole('button', { name: 'Delete' }));
  return popupNamed(DASHBOARD_MESSAGES.deleteTitle);
}

describe('delete popup', () => {
  it('asks, deletes, removes the card without reloading the list and closes', async () => {
    const deleted = vi.fn();
    const listRequests = { count: 0 };
    server.use(
      http.delete(`${API_URL}/widget/:id`, ({ params }) => {
        deleted(params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    await openDashboard(server, [first, second], listRequests);
    const popup = openDelete('First widget');
    expect(popup.getByText(DASHBOARD_MESSAGES.deleteConfirm)).toBeTruthy();
    // Names the widget, so the user can tell which one goes.
    expect(popup.getByText('First widget')).toBeTruthy();
    expect(popup.queryByText('Second widget')).toBeNull();

    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'First widget' })).toBeNull());
    expect(deleted).toHaveBeenCalledWith('w-1');
    expect(screen.getByRole('article', { name: 'Second widget' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isOverlayOn()).toBe(false);
    expect(listRequests.count).toBe(1);
  });

  it('shows the response body text when the delete fails, and keeps the card', async () => {
    server.use(
      http.delete(
        `${API_URL}/widget/:id`,
        () => new HttpResponse('Widget is locked by a running payment', { status: 500 }),
      ),
    );
    await openDashboard(server, [first]);
    const popup = openDelete('First widget');
    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    expect((await popup.findByRole('alert')).textContent).toBe('Widget is locked by a running payment');
    expect(screen.getByRole('article', { name: 'First widget' })).toBeTruthy();
    expect(isOverlayOn()).toBe(true);

    // Closing forgets the error: the popup opens clean next time.
    fireEvent.click(popup.getByRole('button', { name: 'Cancel' }));
    expect(openDelete('First widget').queryByRole('alert')).toBeNull();
  });

  it("shows the answer's error field when the API sends one", async () => {
    server.use(
      http.delete(`${API_URL}/widget/:id`, () => HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 })),
    );
    await openDashboard(server, [first]);
    const popup = openDelete('First widget');
    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    expect((await popup.findByRole('alert')).textContent).toBe('Widget Not Found!');
  });

  it('sends nothing on Cancel', async () => {
    // Any DELETE would be an unhandled request and fail the test.
    await openDashboard(server, [first]);
    fireEvent.click(openDelete('First widget').getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'First widget' })).toBeTruthy();
  });
});

describe('delete popup of a paid widget', () => {
  it.each(['active', 'past_due', 'incomplete'] as const)(
    `says the %s subscription ends ('${BILLING_MESSAGES.deleteEndsSubscription}')`,
    async (subStatus) => {
      await openDashboard(server, [makeWidget({ id: 'w-paid', title: 'Paid widget', subStatus })]);
      expect(openDelete('Paid widget').getByText(BILLING_MESSAGES.deleteEndsSubscription)).toBeTruthy();
    },
  );

  it('says nothing about a subscription for a free widget or an ended one', async () => {
    const free = makeWidget({
      id: 'w-free',
      title: 'Free widget',
      subStatus: 'active',
      widgetType: { ...makeWidget().widgetType, price: 0 },
    });
    const ended = makeWidget({ id: 'w-ended', title: 'Ended widget', subStatus: 'canceled' });
    await openDashboard(server, [free, ended]);
    expect(openDelete('Free widget').queryByText(BILLING_MESSAGES.deleteEndsSubscription)).toBeNull();
    fireEvent.click(popupNamed(DASHBOARD_MESSAGES.deleteTitle).getByRole('button', { name: 'Cancel' }));
    expect(openDelete('Ended widget').queryByText(BILLING_MESSAGES.deleteEndsSubscription)).toBeNull();
  });
});
