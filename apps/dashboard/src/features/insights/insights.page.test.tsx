import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API_URL, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { makeAppfolioWidget } from '../../lib/widgets/widget.fixtures';
import { INSIGHTS_TEXT } from './insights.page';
import { insightsDays, insightsHandler, sitesOf, widgetsHandler } from './insights.test-helpers';
import { CHART_UNAVAILABLE } from './insights-data';

const server = useMockApi();
const widget = makeAppfolioWidget('', { id: 'w-apt', title: 'Our apartments' });

// jsdom draws nothing: its canvas has no 2D context (it would only log "not implemented"), so the
// chart says it cannot draw and the table carries the numbers, as in a browser that blocks canvas.
// uPlot asks matchMedia for the screen's pixel ratio as it loads, which jsdom lacks.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.restoreAllMocks());

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob | undefined): Promise<string | undefined> {
  if (!blob) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function openInsights(path = `/insights?widgetId=${widget.id}`) {
  server.use(loginCheckHandler('customer'), widgetsHandler([widget]), sitesOf(['homes.example.com', 'null']));
  storeTokenFor('customer');
  return renderApp(path);
}

/** Day 0 to 6 of a week: visitors 1..7, 'listing_opened' twice the visitors, one Apply on the last day. */
const week = insightsDays(7, (index) => ({
  visitors: index + 1,
  events: { listing_opened: 2 * (index + 1), ...(index === 6 ? { apply_clicked: 1 } : {}) },
}));

describe('Insights page', () => {
  it('shows a skeleton while the numbers load', async () => {
    server.use(http.get(`${API_URL}/widget/:id/insights`, () => new Promise<never>(() => {})));
    openInsights();
    expect((await screen.findByText('Loading insights…')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says No visitors yet when nothing happened in the period', async () => {
    server.use(insightsHandler((days) => insightsDays(days)));
    openInsights();
    expect(await screen.findByRole('heading', { name: INSIGHTS_TEXT.empty })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('says the numbers could not be loaded, and Try again asks again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_URL}/widget/:id/insights`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Server trouble' }, { status: 500 })
          : HttpResponse.json({ days: week });
      }),
    );
    openInsights();
    expect((await screen.findByRole('alert')).textContent).toBe(INSIGHTS_TEXT.failed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('says so for a widget that is not among the owner’s', async () => {
    openInsights('/insights?widgetId=w-someone-else');
    expect(await screen.findByText(INSIGHTS_TEXT.notFound)).toBeTruthy();
  });

  it('tables visitors and each event of the type per day in plain words, newest day first, with totals', async () => {
    server.use(insightsHandler(() => week));
    openInsights();
    const table = await screen.findByRole('table', { name: 'Visitors and events per day, last 30 days, all sites' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Day',
      'Visitors',
      'Listing opened',
      'Apply clicked',
      'Showing requested',
      'Map opened',
      'Filter used',
    ]);
    for (const header of within(table).getAllByRole('columnheader')) expect(header.getAttribute('scope')).toBe('col');
    const rows = within(table).getAllByRole('row');
    // Header, seven days, totals.
    expect(rows).toHaveLength(9);
    const newest = within(rows[1] as HTMLElement);
    expect(newest.getByRole('rowheader').textContent).toBe('Nov 28');
    expect(newest.getByRole('rowheader').getAttribute('scope')).toBe('row');
    expect(newest.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['7', '14', '1', '0', '0', '0']);
    const totals = within(rows[8] as HTMLElement);
    expect(totals.getByRole('rowheader').textContent).toBe('Total');
    expect(totals.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['28', '56', '1', '0', '0', '0']);
    // The chart's own chunk loaded; jsdom cannot draw it, and it says where the numbers are.
    expect(await screen.findByText(CHART_UNAVAILABLE)).toBeTruthy();
  });

  it('asks again for the chosen period and site, keeps them in the address, and back to all sites', async () => {
    const requests: string[] = [];
    server.use(insightsHandler((days, site) => insightsDays(days, () => ({ visitors: site ? 1 : 2 })), requests));
    const { router } = openInsights();
    await screen.findByRole('table', { name: 'Visitors and events per day, last 30 days, all sites' });
    expect(requests).toEqual(['w-apt 30 -']);

    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    const week = await screen.findByRole('table', { name: 'Visitors and events per day, last 7 days, all sites' });
    expect(within(week).getAllByRole('row')).toHaveLength(9);
    expect(router.state.location.search).toContain('days=7');

    const site = screen.getByRole('combobox', { name: 'Site' });
    expect(
      within(site)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All sites', 'homes.example.com', 'Pages with no site named']);
    fireEvent.change(site, { target: { value: 'homes.example.com' } });
    const oneSite = await screen.findByRole('table', {
      name: 'Visitors and events per day, last 7 days, homes.example.com',
    });
    expect(within(oneSite).getAllByRole('row').at(-1)?.textContent).toContain('Total7');
    expect(router.state.location.search).toContain('site=homes.example.com');

    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await screen.findByRole('table', { name: 'Visitors and events per day, last 90 days, homes.example.com' });
    fireEvent.change(site, { target: { value: '' } });
    await screen.findByRole('table', { name: 'Visitors and events per day, last 90 days, all sites' });
    expect(requests).toEqual([
      'w-apt 30 -',
      'w-apt 7 -',
      'w-apt 7 homes.example.com',
      'w-apt 90 homes.example.com',
      'w-apt 90 -',
    ]);
  });

  it('opens at the period and site of its address', async () => {
    const requests: string[] = [];
    server.use(insightsHandler(() => week, requests));
    openInsights(`/insights?widgetId=${widget.id}&days=7&site=homes.example.com`);
    await screen.findByRole('table', { name: 'Visitors and events per day, last 7 days, homes.example.com' });
    expect(requests).toEqual(['w-apt 7 homes.example.com']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '7 days' }).checked).toBe(true);
  });

  it('downloads the table as CSV: a header in plain words, one row per day oldest first', async () => {
    server.use(insightsHandler(() => week));
    openInsights();
    await screen.findByRole('table');
    const blobs: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs: these stand in for the browser's, and are put back after.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['our-apartments-insights-30-days-all-sites.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const lines = (await textOf(blobs[0]))?.split('\r\n');
    expect(lines?.[0]).toBe('Day,Visitors,Listing opened,Apply clicked,Showing requested,Map opened,Filter used');
    expect(lines?.[1]).toBe('2026-11-22,1,2,0,0,0,0');
    expect(lines?.[7]).toBe('2026-11-28,7,14,1,0,0,0');
    expect(lines).toHaveLength(9);
    expect(lines?.[8]).toBe('');
  });
});
