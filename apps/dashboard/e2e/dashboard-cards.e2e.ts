import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

// 165 characters with no space: the worst case for a card, which cannot wrap it anywhere.
const LONG_TITLE = `Downtown${'x'.repeat(157)}`;

let session: ProductSession | undefined;

beforeAll(async () => {
  const email = `cards-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Casey Cards', email });
});

afterAll(async () => {
  await session?.close();
});

/** Saves a prorated calculator (free) with `title` through the API, as the signed-in dashboard's user. */
async function saveFreeWidget(token: string, title: string): Promise<void> {
  const answer: unknown = await fetch(`${apiUrl}/`).then((response) => response.json());
  const types = typeof answer === 'object' && answer !== null && 'widgetTypes' in answer ? answer.widgetTypes : [];
  const free = Array.isArray(types)
    ? // The prorated calculator: free on a fresh install, and it needs no source to be saved.
      types.find(
        (type: unknown) => typeof type === 'object' && type !== null && 'name' in type && type.name === 'prorated',
      )
    : undefined;
  const typeId = typeof free === 'object' && free !== null && 'id' in free ? free.id : null;
  if (typeof typeId !== 'string') throw new Error('a fresh install seeds the prorated calculator');
  const response = await fetch(`${apiUrl}/widget/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ widget: { title, widgetType: typeId, htmlData: {} } }),
  });
  expect(`${response.status} ${await response.text()}`).toMatch(/^200 /);
}

describe('dashboard cards on a 320 px phone', () => {
  it('cut a 165-character title after two lines, with the full title on hover, and never widen the page', async () => {
    if (!session) throw new Error('no product session');
    const { page, errors } = session.dashboard;
    const token = await page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('the dashboard is signed in');
    await saveFreeWidget(token, LONG_TITLE);

    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${appUrl}/home`, { waitUntil: 'networkidle' });
    const card = page.getByRole('article', { name: LONG_TITLE });
    await card.waitFor();

    const title = card.locator('.widget-card__title');
    expect(await title.getAttribute('title')).toBe(LONG_TITLE);
    const sizes = await page.evaluate(() => {
      const article = document.querySelector('article.widget-card');
      const cut = document.querySelector('.widget-card__title');
      return {
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        card: article?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
        // Two lines shown (issue 29 #17), the rest cut: taller inside than its box, never wider.
        titleCut: cut ? cut.scrollHeight > cut.clientHeight && cut.scrollWidth <= cut.clientWidth : false,
        titleLines: cut ? Math.round(cut.clientHeight / Number.parseFloat(getComputedStyle(cut).lineHeight)) : 0,
      };
    });
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.card).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.titleCut).toBe(true);
    expect(sizes.titleLines).toBe(2);
    expect(await card.getByText('Free', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Next Renewal:').count()).toBe(0);
    expect(await page.title()).toBe('Dashboard – Widgetry');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
