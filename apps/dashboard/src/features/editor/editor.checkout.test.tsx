import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BILLING_MESSAGES, defaultHtmlData, WIDGET_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL, customer, profileHandler, storeTokenFor } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { browserLocation } from '../../lib/browser-location';
import { EDITOR_DRAFT_KEY } from '../../lib/editor-draft/editor-draft';
import { editorLoginHandler, openEditor, paidProratedType, savedProrated } from './editor.fixtures';
import { DRAFT_KEPT_MESSAGE } from './use-arriving-draft';

const server = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const CHECKOUT_URL = 'https://checkout.example.com/c/cs_test_1';

/** Whether the browser would ask "Leave site?" if the page unloaded now. */
function reloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A saved widget of the paid type, as GET /widget/{id} sends it. */
const paidWidget = (overrides: Parameters<typeof savedProrated>[0] = {}) =>
  savedProrated({
    widgetType: {
      ...savedProrated().widgetType,
      id: paidProratedType.id,
      price: paidProratedType.price,
      stripePriceId: paidProratedType.stripePriceId,
    },
    ...overrides,
  });

/** POST /create-checkout-session answering `answer`; the bodies it was sent are collected. */
function checkoutHandler(
  bodies: unknown[],
  answer: () => Response = () => HttpResponse.json({ id: 'cs_test_1', url: CHECKOUT_URL }),
) {
  return http.post(`${API_URL}/create-checkout-session`, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
}

const headingText = async () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Heading' }));
  return screen.getByRole('textbox', { name: 'Heading Text' });
};

/** Names a new paid widget, edits its heading, presses Save and answers the purchase popup. */
async function buyNewWidget() {
  const view = await openEditor(server, `widgetType=${paidProratedType.id}`);
  type(view.widgetName, 'Paid calculator');
  type(await headingText(), 'First month');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Purchase Widget' }));
  return { ...view, dialog };
}

/** Opens the editor at `search` the way the payment provider sends the browser back. */
function returnFromCheckout(search: string, options: { strict?: boolean } = {}) {
  server.use(editorLoginHandler('customer'), profileHandler('customer'));
  storeTokenFor('customer');
  return renderApp(`/editor?${search}`, options);
}

describe('purchase popup: Buy', () => {
  it('shows the price per month, posts the checkout session and sends the browser to its url', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const bodies: unknown[] = [];
    server.use(checkoutHandler(bodies));
    const { dialog } = await buyNewWidget();
    expect(dialog.getByText('$5.00/month')).toBeTruthy();
    expect(dialog.queryByText(/not available yet/)).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const htmlData = defaultHtmlData('prorated');
    expect(bodies).toEqual([
      {
        priceId: paidProratedType.stripePriceId,
        customerEmail: customer.email,
        widgetData: {
          title: 'Paid calculator',
          widgetType: paidProratedType.id,
          htmlData: {
            prorated: {
              ...htmlData.prorated,
              heading: { ...htmlData.prorated.heading, proratedHeading: 'First month' },
            },
          },
        },
      },
    ]);
    // While the page leaves, a second click cannot start a second checkout.
    expect(dialog.getByRole('button', { name: 'Going to checkout…' })).toHaveProperty('disabled', true);
  });

  it('lets the page go to the checkout without the "Leave site?" question (issue 29 #2)', async () => {
    // The draft is kept for the way back, so going to the checkout is not leaving.
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(checkoutHandler([]));
    const { dialog } = await buyNewWidget();
    expect(reloadAsks()).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(reloadAsks()).toBe(false);
  });

  it('still asks before unloading when the checkout could not start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      checkoutHandler([], () => HttpResponse.json({ error: BILLING_MESSAGES.providerUnavailable }, { status: 503 })),
    );
    const { dialog } = await buyNewWidget();
    fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    await dialog.findByRole('alert');
    expect(reloadAsks()).toBe(true);
  });

  it('buys an existing widget again with its id', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const bodies: unknown[] = [];
    const widget = paidWidget({ subStatus: 'canceled', expires: '2026-01-01T00:00:00.000Z' });
    server.use(
      checkoutHandler(bodies),
      http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget })),
      http.get(`${API_URL}/widget/status/w-1`, () =>
        HttpResponse.json({ subStatus: 'canceled', expires: widget.expires, hostedUrl: null }),
      ),
    );
    await openEditor(server, 'widgetId=w-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Purchase Widget' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toEqual([
      expect.objectContaining({
        widgetData: { id: 'w-1', title: widget.title, widgetType: paidProratedType.id, htmlData: widget.htmlData },
      }),
    ]);
  });

  it.each([
    [
      'a 400 field error',
      400,
      { fieldErrors: { customerEmail: BILLING_MESSAGES.emailMismatch } },
      BILLING_MESSAGES.emailMismatch,
    ],
    ['a 409', 409, { message: BILLING_MESSAGES.alreadySubscribed }, BILLING_MESSAGES.alreadySubscribed],
    ['a 503', 503, { error: BILLING_MESSAGES.providerUnavailable }, BILLING_MESSAGES.providerUnavailable],
  ])('shows %s in the popup, logs it and stays on the page', async (_case, status, answer, shown) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(checkoutHandler([], () => HttpResponse.json(answer, { status })));
    const { dialog } = await buyNewWidget();
    fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(shown);
    expect(logged).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    // Nothing left behind for a later return to restore, and Buy can be tried again.
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', false);
  });
  it('keeps the edits when the price changed under the editor, and Reload brings them back at the new price', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      checkoutHandler([], () =>
        HttpResponse.json({ fieldErrors: { priceId: BILLING_MESSAGES.priceChanged } }, { status: 400 }),
      ),
    );
    const { dialog, unmount } = await buyNewWidget();
    fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.priceChanged);
    // Buying again would be refused again: the popup's way on is the reload its message asks for.
    expect(dialog.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(EDITOR_DRAFT_KEY) ?? 'null')).toMatchObject({
      typeId: paidProratedType.id,
      title: 'Paid calculator',
      reason: 'priceChanged',
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // The reload: the login check now lists the new price, and the draft comes back.
    unmount();
    const repriced = { ...paidProratedType, price: 7.99, stripePriceId: 'price_prorated_monthly_2' };
    server.use(
      http.get(`${API_URL}/`, () =>
        HttpResponse.json({ user: customer, widgetTypes: [repriced], isUserLoggedIn: true }),
      ),
    );
    renderApp(`/editor?widgetType=${paidProratedType.id}`);
    const widgetName = await screen.findByRole('textbox', { name: 'Widget Name' });
    expect(widgetName).toHaveProperty('value', 'Paid calculator');
    expect((await screen.findByTestId('editor-banner')).textContent).toBe(DRAFT_KEPT_MESSAGE);
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const repricedDialog = within(await screen.findByRole('dialog', { name: 'Purchase Widget' }));
    expect(repricedDialog.getByText('$7.99/month')).toBeTruthy();
  });
});

describe('back from the checkout', () => {
  it(`polls through the 404 with '${BILLING_MESSAGES.checkoutConfirming}', then opens the new widget`, async () => {
    let asked = 0;
    server.use(
      http.get(`${API_URL}/widget/w-new`, () => {
        asked += 1;
        if (asked === 1) return HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 });
        return HttpResponse.json({
          widget: paidWidget({ id: 'w-new', title: 'Paid calculator', subStatus: 'active' }),
        });
      }),
    );
    const { router } = returnFromCheckout('widgetId=w-new&checkout=success');
    expect((await screen.findByRole('status')).textContent).toBe(BILLING_MESSAGES.checkoutConfirming);

    const widgetName = await screen.findByRole('textbox', { name: 'Widget Name' });
    expect(widgetName).toHaveProperty('value', 'Paid calculator');
    expect((await screen.findByTestId('editor-banner')).textContent).toBe(WIDGET_MESSAGES.added);
    expect(asked).toBe(2);
    await waitFor(() => expect(router.state.location.search).toBe('?widgetId=w-new'));
    // Dropping the param is a replace: Back does not return to the checkout answer.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it(`says '${WIDGET_MESSAGES.updated}' for a widget bought again`, async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const widget = paidWidget({ subStatus: 'canceled' });
    server.use(
      checkoutHandler([]),
      http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget })),
      http.get(`${API_URL}/widget/status/w-1`, () =>
        HttpResponse.json({ subStatus: 'canceled', expires: null, hostedUrl: null }),
      ),
    );
    const first = await openEditor(server, 'widgetId=w-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Purchase Widget' })).getByRole('button', { name: 'Buy' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalled());
    first.unmount();

    server.use(
      http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget: { ...widget, subStatus: 'active' } })),
    );
    returnFromCheckout('widgetId=w-1&checkout=success');
    expect((await screen.findByTestId('editor-banner')).textContent).toBe(WIDGET_MESSAGES.updated);
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
  });

  it('gives up after about a minute of 404s with a way back to the Dashboard', async () => {
    let asked = 0;
    server.use(
      http.get(`${API_URL}/widget/w-late`, () => {
        asked += 1;
        return HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 });
      }),
    );
    // Fake timers from the start, so the first pause is on the fake clock too.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    returnFromCheckout('widgetId=w-late&checkout=success');
    // Fake time counts from the first 404; the step cap only stops a broken run.
    let waited = 0;
    for (let step = 0; step < 1_000 && !screen.queryByRole('alert') && waited < 120_000; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(asked === 0 ? 0 : 500));
      if (asked > 0) waited += 500;
    }
    expect(screen.getByRole('alert').textContent).toMatch(/not been confirmed yet/);
    expect(screen.getByRole('link', { name: 'Back to the Dashboard' }).getAttribute('href')).toBe('/home');
    expect(waited).toBeGreaterThanOrEqual(55_000);
    expect(waited).toBeLessThanOrEqual(70_000);
    expect(asked).toBe(16);
  });

  it.each([false, true])(
    'restores the draft of a new widget after a canceled checkout (strict mode: %s)',
    async (strict) => {
      vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      server.use(checkoutHandler([]));
      const { dialog, unmount } = await buyNewWidget();
      fireEvent.click(dialog.getByRole('button', { name: 'Buy' }));
      await waitFor(() => expect(browserLocation.assign).toHaveBeenCalled());
      unmount();

      const { router } = returnFromCheckout(`widgetType=${paidProratedType.id}&checkout=canceled`, { strict });
      const widgetName = await screen.findByRole('textbox', { name: 'Widget Name' });
      expect(widgetName).toHaveProperty('value', 'Paid calculator');
      expect(await headingText()).toHaveProperty('value', 'First month');
      await waitFor(() => expect(router.state.location.search).toBe(`?widgetType=${paidProratedType.id}`));
      expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
    },
  );

  it('restores the draft of a saved widget after a canceled checkout, over the saved version', async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const widget = paidWidget({ subStatus: 'canceled' });
    server.use(
      checkoutHandler([]),
      http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget })),
      http.get(`${API_URL}/widget/status/w-1`, () =>
        HttpResponse.json({ subStatus: 'canceled', expires: null, hostedUrl: null }),
      ),
    );
    const first = await openEditor(server, 'widgetId=w-1');
    type(first.widgetName, 'Renamed before buying');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Purchase Widget' })).getByRole('button', { name: 'Buy' }),
    );
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalled());
    first.unmount();

    const { router } = returnFromCheckout('widgetId=w-1&checkout=canceled');
    expect(await screen.findByRole('textbox', { name: 'Widget Name' })).toHaveProperty(
      'value',
      'Renamed before buying',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?widgetId=w-1'));
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
  });

  it('ignores a draft that belongs to another widget', async () => {
    localStorage.setItem(
      EDITOR_DRAFT_KEY,
      JSON.stringify({
        id: 'w-other',
        typeId: paidProratedType.id,
        typeName: 'prorated',
        title: 'Not this one',
        htmlData: {},
        reason: 'checkout',
        keptAt: Date.now(),
      }),
    );
    server.use(http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget: paidWidget() })));
    returnFromCheckout('widgetId=w-1&checkout=canceled');
    expect(await screen.findByRole('textbox', { name: 'Widget Name' })).toHaveProperty('value', 'Move-in calculator');
  });
});
