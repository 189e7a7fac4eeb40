import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ACCOUNT_MESSAGES,
  BANNER_HIDE_MS,
  defaultHtmlData,
  SOURCE_MESSAGES,
  WIDGET_MESSAGES,
} from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL, customer } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import {
  accessibilityType,
  openEditor,
  paidProratedType,
  proratedType,
  recordRequests,
  savedProrated,
} from './editor.fixtures';

const server = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const banner = () => screen.findByTestId('editor-banner');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The message under a control: the element its aria-describedby names, inside the same control block. */
function errorUnder(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  const described = id ? document.getElementById(id) : null;
  if (!described || !control.closest('.editor-control')?.contains(described)) return null;
  return described.textContent;
}

function widgetHandlers(widget = savedProrated()) {
  return [
    http.get(`${API_URL}/widget/${widget.id}`, () => HttpResponse.json({ widget })),
    http.get(`${API_URL}/widget/status/${widget.id}`, () =>
      HttpResponse.json({ subStatus: widget.subStatus, expires: widget.expires, hostedUrl: widget.hostedUrl }),
    ),
  ];
}

describe('saving a new widget', () => {
  it(`posts {widget: {title, widgetType, htmlData}}, says '${WIDGET_MESSAGES.added}' and moves to ?widgetId=`, async () => {
    let body: unknown;
    server.use(
      http.post(`${API_URL}/widget/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ widget: savedProrated({ id: 'w-new', title: 'Lobby calculator' }) });
      }),
    );
    const { widgetName, router } = await openEditor(server, 'widgetType=wt-prorated');
    const requests = recordRequests(server);
    type(widgetName, 'Lobby calculator');
    save();

    expect((await banner()).textContent).toBe(WIDGET_MESSAGES.added);
    await waitFor(() => expect(router.state.location.search).toBe('?widgetId=w-new'));
    // Nothing to refresh for a widget without an id: profile (step 2), then the create (step 6).
    expect(requests).toEqual(['GET /user/profile', 'POST /widget/']);
    expect(body).toEqual({
      widget: { title: 'Lobby calculator', widgetType: proratedType.id, htmlData: defaultHtmlData('prorated') },
    });
    // The move keeps what is on screen: the name, the banner, and now the Install button.
    expect(screen.getByRole('textbox', { name: 'Widget Name' })).toHaveProperty('value', 'Lobby calculator');
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByTestId('editor-banner').textContent).toBe(WIDGET_MESSAGES.added);
    expect(requests).not.toContain('GET /widget/w-new');
  });

  it(`refuses an empty title with '${WIDGET_MESSAGES.titleRequired}' under Widget Name`, async () => {
    await openEditor(server, 'widgetType=wt-prorated');
    const requests = recordRequests(server);
    // Saved from the Layout tab, where Widget Name is out of sight.
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    save();
    expect((await banner()).textContent).toBe(WIDGET_MESSAGES.titleRequired);
    // The Builder tab comes back so the message under the field can be seen.
    const field = screen.getByRole('textbox', { name: 'Widget Name' });
    expect(errorUnder(field)).toBe(WIDGET_MESSAGES.titleRequired);
    expect(requests).toEqual(['GET /user/profile']);

    type(field, 'Named now');
    expect(errorUnder(field)).toBeNull();
  });

  it(`marks Website address required and puts '${SOURCE_MESSAGES.accessibility}' under it when missing`, async () => {
    const { widgetName } = await openEditor(server, `widgetType=${accessibilityType.id}`);
    const requests = recordRequests(server);
    type(widgetName, 'Front desk menu');
    const address = screen.getByRole('textbox', { name: /Website address/ });
    expect(address.getAttribute('aria-required')).toBe('true');
    expect(address.closest('.editor-control')?.textContent).toContain('*');

    save();
    expect((await banner()).textContent).toBe(SOURCE_MESSAGES.accessibility);
    expect(errorUnder(address)).toBe(SOURCE_MESSAGES.accessibility);
    expect(requests).toEqual(['GET /user/profile']);

    type(address, 'https://www.example.com');
    expect(errorUnder(address)).toBeNull();
  });

  it('opens the verify-email popup for an unverified user, whose button sends the mail', async () => {
    let verifyBody: unknown;
    server.use(
      http.post(`${API_URL}/user/verifyEmailRequest`, async ({ request }) => {
        verifyBody = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { widgetName } = await openEditor(server, 'widgetType=wt-prorated', { emailVerified: false });
    const requests = recordRequests(server);
    type(widgetName, 'Lobby calculator');
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog.textContent).toContain(customer.email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send verification email' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.verifyEmailSent);
    expect(verifyBody).toEqual({ email: customer.email });
    expect(requests).toEqual(['GET /user/profile', 'POST /user/verifyEmailRequest']);
  });

  it('opens the verify-email popup when the API answers 403 EMAIL_NOT_VERIFIED', async () => {
    server.use(
      http.post(`${API_URL}/widget/`, () =>
        HttpResponse.json(
          { error: 'Please verify your email address first.', code: 'EMAIL_NOT_VERIFIED' },
          { status: 403 },
        ),
      ),
    );
    const { widgetName } = await openEditor(server, 'widgetType=wt-prorated');
    type(widgetName, 'Lobby calculator');
    save();
    expect(await screen.findByRole('dialog', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.queryByTestId('editor-banner')).toBeNull();
  });

  it('places 400 fieldErrors under their controls, opening the tab and section that hold them', async () => {
    server.use(
      http.post(`${API_URL}/widget/`, () =>
        HttpResponse.json(
          {
            fieldErrors: {
              'widget.htmlData.prorated.heading.headingColor': 'Enter a colour like #1a2b3c.',
              'widget.title': 'That title is too long.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { widgetName } = await openEditor(server, 'widgetType=wt-prorated');
    type(widgetName, 'Lobby calculator');
    save();
    // Each field named in the banner (issue 29 #15); the title's message is its own.
    const named = within(await banner()).getAllByRole('listitem');
    expect(named.map((item) => item.textContent)).toEqual([
      'That title is too long.',
      'Heading › Color: Enter a colour like #1a2b3c.',
    ]);
    expect(errorUnder(screen.getByRole('textbox', { name: 'Widget Name' }))).toBe('That title is too long.');

    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    const headingSection = within(await screen.findByRole('region', { name: 'Heading' }));
    const color = headingSection.getByRole('button', { name: 'Color: #8a2be2' });
    expect(errorUnder(color)).toBe('Enter a colour like #1a2b3c.');
    expect(errorUnder(headingSection.getByRole('button', { name: 'Label Color: #495057' }))).toBeNull();
  });

  it('shows any other failure in the banner, which hides after 5 s', async () => {
    server.use(http.post(`${API_URL}/widget/`, () => HttpResponse.text('Database is down', { status: 500 })));
    const { widgetName } = await openEditor(server, 'widgetType=wt-prorated');
    type(widgetName, 'Lobby calculator');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    save();
    for (let step = 0; step < 50 && !screen.queryByTestId('editor-banner'); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByTestId('editor-banner').textContent).toBe('Database is down');
    await act(() => vi.advanceTimersByTimeAsync(BANNER_HIDE_MS - 1));
    expect(screen.queryByTestId('editor-banner')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('editor-banner')).toBeNull();
  });
});

describe('saving a saved widget', () => {
  it(`refreshes the status and profile, puts the widget and says '${WIDGET_MESSAGES.updated}'`, async () => {
    let body: unknown;
    server.use(
      ...widgetHandlers(),
      http.put(`${API_URL}/widget/w-1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ widget: savedProrated({ title: 'Renamed' }) });
      }),
    );
    const { widgetName, router } = await openEditor(server, 'widgetId=w-1');
    const requests = recordRequests(server);
    type(widgetName, 'Renamed');
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Heading' }));
    type(screen.getByRole('textbox', { name: 'Heading Text' }), 'First month');
    save();

    expect((await banner()).textContent).toBe(WIDGET_MESSAGES.updated);
    expect(requests).toEqual(['GET /widget/status/w-1', 'GET /user/profile', 'PUT /widget/w-1']);
    const htmlData = defaultHtmlData('prorated');
    expect(body).toEqual({
      widget: {
        title: 'Renamed',
        widgetType: proratedType.id,
        htmlData: {
          prorated: { ...htmlData.prorated, heading: { ...htmlData.prorated.heading, proratedHeading: 'First month' } },
        },
      },
    });
    expect(router.state.location.search).toBe('?widgetId=w-1');
  });
});

describe('saving a paid widget (spec 000 §4 table)', () => {
  const paidWidget = (overrides: Parameters<typeof savedProrated>[0]) =>
    savedProrated({
      widgetType: { ...savedProrated().widgetType, id: paidProratedType.id, price: paidProratedType.price },
      ...overrides,
    });

  it('opens the purchase popup for a new widget, and saves nothing', async () => {
    const { widgetName } = await openEditor(server, `widgetType=${paidProratedType.id}`);
    const requests = recordRequests(server);
    type(widgetName, 'Paid calculator');
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Widget' });
    expect(dialog.textContent).toContain('$5.00/month');
    fireEvent.click(within(dialog).getByText('Close', { selector: '.popup__actions button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual(['GET /user/profile']);
  });

  it("shows 'Payment Incomplete' with a Proceed link to the hosted page for an incomplete subscription", async () => {
    server.use(...widgetHandlers(paidWidget({ subStatus: 'incomplete', hostedUrl: 'https://pay.example.com/s/1' })));
    const { widgetName } = await openEditor(server, 'widgetId=w-1');
    type(widgetName, 'Paid calculator');
    save();
    const dialog = await screen.findByRole('dialog', { name: WIDGET_MESSAGES.paymentIncomplete });
    expect(within(dialog).getByRole('link', { name: 'Proceed' }).getAttribute('href')).toBe(
      'https://pay.example.com/s/1',
    );
  });

  it("shows 'Renew Subscription' with a Renew link for a past_due subscription", async () => {
    server.use(...widgetHandlers(paidWidget({ subStatus: 'past_due', hostedUrl: 'https://pay.example.com/s/2' })));
    await openEditor(server, 'widgetId=w-1');
    save();
    const dialog = await screen.findByRole('dialog', { name: WIDGET_MESSAGES.renewSubscription });
    expect(within(dialog).getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe(
      'https://pay.example.com/s/2',
    );
  });

  it('saves an active subscription with a future renewal date', async () => {
    server.use(
      ...widgetHandlers(paidWidget({ subStatus: 'active', expires: '2999-01-01T00:00:00.000Z' })),
      http.put(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget: paidWidget({ subStatus: 'active' }) })),
    );
    await openEditor(server, 'widgetId=w-1');
    save();
    expect((await banner()).textContent).toBe(WIDGET_MESSAGES.updated);
  });

  it('opens the purchase popup when the API answers 402', async () => {
    server.use(
      http.post(`${API_URL}/widget/`, () =>
        HttpResponse.json({ error: 'Payment required', code: 'PAYMENT_REQUIRED' }, { status: 402 }),
      ),
    );
    const { widgetName } = await openEditor(server, 'widgetType=wt-prorated');
    type(widgetName, 'Lobby calculator');
    save();
    expect(await screen.findByRole('dialog', { name: 'Purchase Widget' })).toBeTruthy();
  });
});
