import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BILLING_MESSAGES, COPIED_TOOLTIP_MS, DASHBOARD_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { makeAppfolioWidget, makeWidget } from '../../lib/widgets/widget.fixtures';
import { cardFor, isOverlayOn, openDashboard, popupNamed, sitesHandler } from './home.test-helpers';

const server = useMockApi();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const paidWidget = makeWidget({
  id: 'w-paid',
  title: 'Reviews on the home page',
  text: 'Shows our latest reviews.',
  expires: '2026-03-05T10:00:00.000Z',
  subStatus: 'active',
  siteCount: 2,
});
const freeWidget = makeAppfolioWidget('', {
  id: 'w-free',
  title: 'Our apartments',
  text: '',
  widgetType: {
    id: 'wt-appfolio',
    name: 'appfolio',
    displayName: '',
    price: 0,
    scripts: { main: 'appfolio', lib: '' },
    iconImage: 'devadmin/uploads/appfolio.png',
    stripePriceId: '',
  },
});

/** The type logo is decorative (its name is printed beside it), so it is found by tag, not role. */
const logoSrc = (title: string) =>
  screen.getByRole('article', { name: title }).querySelector('img.widget-card__logo')?.getAttribute('src');

const factText = (card: ReturnType<typeof cardFor>, label: string) =>
  card.getByText(label, { selector: 'dt' }).parentElement?.textContent;

describe('dashboard cards', () => {
  it('shows one card per widget with its type, installations, name, renewal, status and text', async () => {
    await openDashboard(server, [paidWidget, freeWidget]);
    expect(screen.getAllByRole('article')).toHaveLength(2);

    const paid = cardFor('Reviews on the home page');
    expect(paid.getByRole('heading', { level: 2 }).textContent).toBe('Yelp Reviews');
    expect(logoSrc('Reviews on the home page')).toBe('/images/yelp-logo.png');
    expect(paid.getByRole('button', { name: 'Installations (2)' }).textContent).toBe('2');
    expect(paid.getByText('Reviews on the home page', { selector: '.widget-card__title' })).toBeTruthy();
    expect(paid.getByRole('button', { name: 'Rename Reviews on the home page' })).toBeTruthy();
    expect(factText(paid, 'Next Renewal:')).toBe('Next Renewal: 5 March 2026');
    expect(factText(paid, 'Status:')).toBe('Status: Active');
    expect(paid.getByText('Shows our latest reviews.')).toBeTruthy();
    expect(paid.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor?widgetId=w-paid');
    expect(paid.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(paid.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it("shows a free widget as Free, without a renewal, and the type's name when it has no displayName", async () => {
    await openDashboard(server, [freeWidget]);
    const free = cardFor('Our apartments');
    expect(free.getByRole('heading', { level: 2 }).textContent).toBe('appfolio');
    expect(logoSrc('Our apartments')).toMatch(/^http:\/\/api\.test\/devadmin\/uploads\/appfolio\.png\?t=\d+$/);
    expect(factText(free, 'Status:')).toBe('Status: Free');
    expect(free.queryByText('Next Renewal:')).toBeNull();
    expect(free.queryByText(DASHBOARD_MESSAGES.notAvailable)).toBeNull();
    expect(free.getByRole('button', { name: 'Installations (0)' })).toBeTruthy();
    expect(free.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor?widgetId=w-free');
  });

  it('shows N/A for a paid widget never paid for', async () => {
    await openDashboard(server, [makeWidget({ id: 'w-unpaid', title: 'Not bought yet' })]);
    const card = cardFor('Not bought yet');
    expect(factText(card, 'Next Renewal:')).toBe(`Next Renewal: ${DASHBOARD_MESSAGES.notAvailable}`);
    expect(factText(card, 'Status:')).toBe(`Status: ${DASHBOARD_MESSAGES.notAvailable}`);
  });

  it("names the type once: the text the API fills with the type's name is not repeated", async () => {
    await openDashboard(server, [makeWidget({ id: 'w-named', title: 'Reviews', text: 'Yelp Reviews' })]);
    expect(cardFor('Reviews').getAllByText('Yelp Reviews')).toHaveLength(1);
  });

  it('keeps a 165-character title on one cut line, with the full title on hover', async () => {
    const longTitle = `Reviews ${'x'.repeat(157)}`;
    expect(longTitle).toHaveLength(165);
    await openDashboard(server, [makeWidget({ id: 'w-long', title: longTitle })]);
    const title = cardFor(longTitle).getByText(longTitle, { selector: '.widget-card__title' });
    expect(title.getAttribute('title')).toBe(longTitle);
  });

  it('goes to the editor from Edit and to the library from Add a New Widget', async () => {
    const { router } = await openDashboard(server, [paidWidget]);
    fireEvent.click(screen.getByRole('link', { name: 'Add a New Widget' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    await act(() => router.navigate('/home'));
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/editor?widgetId=w-paid'),
    );
  });

  it('shows loading placeholders until the list arrives', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      loginCheckHandler('customer'),
      http.get(`${API_URL}/widget/`, async () => {
        await answered;
        return HttpResponse.json([paidWidget]);
      }),
    );
    storeTokenFor('customer');
    const { container } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(container.querySelector('[aria-busy="true"] .widget-card--skeleton')).not.toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    answer?.();
    expect(await screen.findByRole('article', { name: 'Reviews on the home page' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('invites to add a first widget when there is none', async () => {
    await openDashboard(server, []);
    expect(await screen.findByRole('heading', { name: 'You have no widgets yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first widget' }).getAttribute('href')).toBe('/catalog');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('greets the user neutrally, since a brand-new user lands here right after signing up', async () => {
    await openDashboard(server, []);
    expect(await screen.findByText('Welcome, Casey Customer.')).toBeTruthy();
    expect(screen.queryByText(/welcome back/i)).toBeNull();
  });

  it('only logs a failed list load and shows a calm line with Retry (spec 000 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      loginCheckHandler('customer'),
      http.get(`${API_URL}/widget/`, () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 })),
    );
    storeTokenFor('customer');
    renderApp('/home');
    expect(await screen.findByText(/could not be loaded right now/)).toBeTruthy();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      'The widget list could not be loaded',
      expect.objectContaining({ status: 500 }),
    );

    server.use(http.get(`${API_URL}/widget/`, () => HttpResponse.json([paidWidget])));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Reviews on the home page' })).toBeTruthy();
  });
});

/** The popup's install code boxes (read-only text areas). */
const codeBoxes = (popup: ReturnType<typeof popupNamed>) =>
  popup.getAllByRole('textbox').filter((box): box is HTMLTextAreaElement => box instanceof HTMLTextAreaElement);

describe('install popup from a card', () => {
  // The heights are the types' reservations for these widgets' settings (install-snippet.test.ts).
  const embed = () => `<script async src="${window.location.origin}/embed.js"></script>`;

  it('shows the snippet for the widget', async () => {
    await openDashboard(server, [paidWidget]);
    fireEvent.click(cardFor('Reviews on the home page').getByRole('button', { name: 'Install' }));
    const popup = popupNamed(DASHBOARD_MESSAGES.installTitle);
    // The code boxes only: the popup's install help has fields of its own.
    expect(codeBoxes(popup).map((box) => box.getAttribute('aria-label'))).toEqual(['Install code']);
    expect(popup.getByRole('textbox', { name: 'Install code' })).toHaveProperty(
      'value',
      `<div data-widgetry-id="w-paid" data-type="yelp" style="min-height:1200px"></div>\n${embed()}`,
    );
  });

  it('puts the group snippet first for an appfolio widget with a group', async () => {
    await openDashboard(server, [makeAppfolioWidget('Downtown & Co')]);
    fireEvent.click(cardFor('Our apartments').getByRole('button', { name: 'Install' }));
    const popup = popupNamed(DASHBOARD_MESSAGES.installTitle);
    expect(popup.getByRole('heading', { name: DASHBOARD_MESSAGES.installGroupHeading })).toBeTruthy();
    expect(codeBoxes(popup).map((box) => box.value)).toEqual([
      `<div data-widgetry-id="w-apt" data-type="appfolio" data-group="Downtown &amp; Co" style="min-height:1090px"></div>\n${embed()}`,
      `<div data-widgetry-id="w-apt" data-type="appfolio" style="min-height:1090px"></div>\n${embed()}`,
    ]);
  });

  it("copies the snippet and shows 'Copied' for 3 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openDashboard(server, [paidWidget]);
    fireEvent.click(cardFor('Reviews on the home page').getByRole('button', { name: 'Install' }));
    const popup = popupNamed(DASHBOARD_MESSAGES.installTitle);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(popup.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith(
      `<div data-widgetry-id="w-paid" data-type="yelp" style="min-height:1200px"></div>\n${embed()}`,
    );
    expect(popup.getByText(DASHBOARD_MESSAGES.copied)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COPIED_TOOLTIP_MS - 1));
    expect(popup.queryByText(DASHBOARD_MESSAGES.copied)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(popup.queryByText(DASHBOARD_MESSAGES.copied)).toBeNull();
  });
});

describe('page overlay', () => {
  it('is on while any dashboard popup is open and off once it is closed', async () => {
    await openDashboard(server, [paidWidget]);
    const card = () => cardFor('Reviews on the home page');
    expect(isOverlayOn()).toBe(false);

    fireEvent.click(card().getByRole('button', { name: 'Install' }));
    expect(isOverlayOn()).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isOverlayOn()).toBe(false);

    server.use(sitesHandler({}));
    fireEvent.click(card().getByRole('button', { name: 'Installations (2)' }));
    expect(isOverlayOn()).toBe(true);
    fireEvent.click(popupNamed('Installations').getByText('Close', { selector: 'button' }));
    expect(isOverlayOn()).toBe(false);

    fireEvent.click(card().getByRole('button', { name: 'Delete' }));
    expect(isOverlayOn()).toBe(true);
    fireEvent.click(popupNamed(DASHBOARD_MESSAGES.deleteTitle).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isOverlayOn()).toBe(false);
  });
});

describe('billing on the cards', () => {
  it('shows when a canceled subscription ends, and nothing for one that renews', async () => {
    const ending = makeWidget({
      id: 'w-ending',
      title: 'Ending widget',
      subStatus: 'active',
      expires: '2026-03-05T10:00:00.000Z',
      cancelAt: '2026-03-05T10:00:00.000Z',
    });
    await openDashboard(server, [ending, paidWidget]);
    // Issue 29 #19: it said 'Next Renewal: 5 March 2026' beside 'Cancels on 5 March 2026'.
    expect(cardFor('Ending widget').getByText('Ends 5 March 2026')).toBeTruthy();
    expect(cardFor('Ending widget').queryByText('Next Renewal:')).toBeNull();
    expect(cardFor('Reviews on the home page').queryByText(/Ends /)).toBeNull();
    expect(cardFor('Reviews on the home page').getByText('Next Renewal:')).toBeTruthy();
  });

  // Issue 29 #19: the raw 'past_due' was shown as the status.
  it.each([
    ['active', 'Active'],
    ['incomplete', 'Awaiting payment'],
    ['past_due', 'Past due'],
    ['canceled', 'Canceled'],
    ['expired', 'Expired'],
    ['incomplete_expired', 'Payment not completed'],
    ['unpaid', 'Unpaid'],
  ] as const)('says the status %s in words: %s', async (subStatus, words) => {
    await openDashboard(server, [makeWidget({ id: `w-${subStatus}`, title: 'Status widget', subStatus })]);
    expect(factText(cardFor('Status widget'), 'Status:')).toBe(`Status: ${words}`);
  });

  it('warns about a failed payment on a past_due card, with a link to update the card', async () => {
    const pastDue = makeWidget({ id: 'w-due', title: 'Unpaid widget', subStatus: 'past_due' });
    const { router } = await openDashboard(server, [pastDue, paidWidget]);
    const card = cardFor('Unpaid widget');
    expect(card.getByText(BILLING_MESSAGES.pastDueBanner)).toBeTruthy();
    expect(cardFor('Reviews on the home page').queryByText(BILLING_MESSAGES.pastDueBanner)).toBeNull();

    server.use(http.get(`${API_URL}/subscription`, () => HttpResponse.json({ data: [] })));
    fireEvent.click(card.getByRole('link', { name: 'Update card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });
});
