// Review curation end to end (issue 31): a saved Trustpilot widget whose reviews are in the cache
// (seeded: the machine has no internet) lists them in the editor's Reviews section; the owner
// hides one and pins another, the live preview follows at once, Save stores the choice, and the
// customer's page then shows the pinned review first and never the hidden one.
import { authResponseSchema, type Review, type ReviewsData } from '@widgetry/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AdminApi, adminApi } from './support/product-api';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const PROFILE = 'https://www.trustpilot.com/review/curated-court.example';

function review(sourceId: string, author: string, rating: number, text: string, date: string): Review {
  return {
    sourceId,
    author,
    avatarUrl: null,
    rating,
    title: null,
    text,
    date,
    tripType: null,
    photos: [],
    reply: null,
    url: null,
  };
}

/** Newest first, as the cache orders them. */
const DATA: ReviewsData = {
  source: 'trustpilot',
  business: {
    name: 'Curated Court',
    logoUrl: null,
    rating: 4.1,
    totalReviews: 87,
    url: PROFILE,
    writeReviewUrl: 'https://www.trustpilot.com/evaluate/curated-court.example',
  },
  reviews: [
    review('cc-1', 'Ada Newest', 5, 'Bright rooms and a helpful office.', '2025-11-20T09:00:00.000Z'),
    review('cc-2', 'Ben Hidden', 2, 'Our former caretaker was rude to us.', '2025-11-10T09:00:00.000Z'),
    review('cc-3', 'Cara Middle', 4, 'Quiet street, fair rent.', '2025-11-01T09:00:00.000Z'),
    review('cc-4', 'Dev Pinned', 5, 'Repairs are done the same day, every time.', '2025-10-01T09:00:00.000Z'),
  ],
  fetchedAt: '2025-11-21T09:00:00.000Z',
};

/** A ceiling for conditions on a busy machine; the polls end as soon as they hold. */
const UNDER_LOAD = { timeout: 60_000, interval: 200 };

let session: ProductSession | undefined;
let admin: AdminApi | undefined;
let customerId = '';
let widgetId = '';

beforeAll(async () => {
  admin = await adminApi(apiUrl, { email: adminEmail, password: adminPassword });
  const email = `curation-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Cora Curator', email });
  customerId = await admin.userId(email);
  widgetId = await admin.createWidget({
    type: 'trustpilot',
    userId: customerId,
    title: 'Curated Court reviews',
    settings: { url: PROFILE },
  });
  // The dev seed route fills the cache as a read of Trustpilot would.
  const login = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const { token } = authResponseSchema.parse(await login.json());
  const seeded = await fetch(`${apiUrl}/dev/sources/reviews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ widgetId, data: DATA }),
  });
  expect(seeded.status, await seeded.clone().text()).toBe(200);
});

afterAll(async () => {
  await session?.close();
  if (widgetId) await admin?.deleteWidget(widgetId);
  if (customerId) await admin?.deleteUser(customerId);
});

function signedIn(): Page {
  if (!session) throw new Error('the dashboard page did not open');
  return session.dashboard.page;
}

/** The authors of the review cards shown in `root`, in order. */
const cardAuthors = (root: Locator) =>
  root.locator('.wg-rv-card').evaluateAll(
    (cards, names: string[]) => cards.map((card) => names.find((name) => card.textContent?.includes(name)) ?? '?'),
    DATA.reviews.map((item) => item.author),
  );

describe('review curation', () => {
  it('hide one review and pin another in the editor, save, and the customer page shows the choice', async () => {
    const page = signedIn();
    await page.goto(`${appUrl}/editor?widgetId=${widgetId}`);
    const preview = page.getByRole('region', { name: 'Live preview' });
    await preview.locator('.wg-rv-card').first().waitFor();
    await expect
      .poll(() => cardAuthors(preview), UNDER_LOAD)
      .toEqual(['Ada Newest', 'Ben Hidden', 'Cara Middle', 'Dev Pinned']);

    // The Builder's Reviews section: the filters above the list of the cached reviews.
    const section = page.getByRole('region', { name: 'Reviews', exact: true });
    if (!(await section.isVisible())) await page.getByRole('button', { name: 'Reviews', exact: true }).click();
    const list = section.getByRole('region', { name: 'Review list' });
    const hideBen = list.getByRole('button', { name: /^Hide review by Ben Hidden/ });
    const pinDev = list.getByRole('button', { name: /^Pin review by Dev Pinned/ });
    await hideBen.waitFor();
    expect(await hideBen.getAttribute('aria-pressed')).toBe('false');

    await hideBen.click();
    await pinDev.click();
    expect(await hideBen.getAttribute('aria-pressed')).toBe('true');
    expect(await pinDev.getAttribute('aria-pressed')).toBe('true');
    // The live preview follows at once: the API applies the draft's curation.
    await expect.poll(() => cardAuthors(preview), UNDER_LOAD).toEqual(['Dev Pinned', 'Ada Newest', 'Cara Middle']);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Widget updated', { exact: false }).first().waitFor();

    // The install code as the customer copies it, on their own page.
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    const install = page.getByRole('dialog', { name: 'Add Widget to your site' });
    const snippet = await install.getByRole('textbox', { name: 'Install code' }).inputValue();
    if (!session) throw new Error('no session');
    const customer = await session.openCustomerPage(`<h2>What our residents say</h2>\n${snippet}`);
    const widget = customer.page.locator(`[data-widgetry-id="${widgetId}"]`);
    await widget.locator('.wg-root:not([hidden]) .wg-rv').waitFor();
    await expect.poll(() => cardAuthors(widget), UNDER_LOAD).toEqual(['Dev Pinned', 'Ada Newest', 'Cara Middle']);
    // The total is the source's own.
    expect(await widget.locator('.wg-rv').first().textContent()).toContain('87');
    expect(unexpectedErrors(session.dashboard.errors)).toEqual([]);
  });
});
