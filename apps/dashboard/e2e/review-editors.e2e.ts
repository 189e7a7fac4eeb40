// A review editor end to end against the real API (spec 001 §4, §7): typing the profile address
// asks POST /widget/preview/ once, after a pause, with isUrlChanged; the API's sentence about the
// source shows beside the preview; style edits re-render in the page without a request. The
// product has no internet here, so the source cannot be read and the sentence is a failure's.
import { SOURCE_PREVIEW_MESSAGES } from '@widgetry/contracts';
import type { Page } from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

let session: ProductSession | undefined;

beforeAll(async () => {
  const email = `reviews-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Rev Editor', email });
});

afterAll(async () => {
  await session?.close();
});

function signedIn(): Page {
  if (!session) throw new Error('the dashboard page did not open');
  return session.dashboard.page;
}

/** The preview call's bodies the page sends from now on. */
function watchPreviewCalls(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${apiUrl}/widget/preview/`) {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

const PROFILE = 'https://www.trustpilot.com/review/maple-court.example';
const OTHER_PROFILE = 'https://www.trustpilot.com/review/oak-lane.example';

// Without the internet the profile cannot be read: the API says so in one of these.
const CANNOT_READ = [SOURCE_PREVIEW_MESSAGES.unreachable, SOURCE_PREVIEW_MESSAGES.blocked].map((message) =>
  message.replaceAll('{site}', 'Trustpilot'),
);

describe('review editors: the preview asks the API for the source data', () => {
  it('trustpilot: one call after typing the profile URL, its sentence shown, none for a style edit', async () => {
    const page = signedIn();
    await page.goto(`${appUrl}/catalog`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Trustpilot Reviews/ }).click();
    await page.waitForURL(/\/editor\?widgetType=/);
    const calls = watchPreviewCalls(page);

    // Typed key by key, faster than the pause the editor waits for: one call, for the whole address.
    await page.getByRole('textbox', { name: /Profile URL/ }).pressSequentially(PROFILE, { delay: 20 });
    const alert = page.getByRole('region', { name: 'Live preview' }).getByRole('alert');
    await alert.waitFor();
    expect(CANNOT_READ).toContain(await alert.textContent());
    expect(calls).toEqual([
      expect.objectContaining({
        widget: expect.objectContaining({
          isUrlChanged: true,
          isReviewCountChanged: false,
          isReloadRequired: false,
          htmlData: { trustpilot: expect.objectContaining({ url: PROFILE }) },
        }),
      }),
    ]);

    // A style edit re-renders in the page; had it called the API, that call would come before the next one.
    await page.getByRole('tab', { name: 'Layout' }).click();
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    if (!(await reviews.isVisible())) await page.getByRole('button', { name: 'Reviews', exact: true }).click();
    await reviews.getByRole('combobox', { name: 'Layout' }).selectOption('masonry');
    await page.getByRole('tab', { name: 'Builder' }).click();
    await page.getByRole('textbox', { name: /Profile URL/ }).fill(OTHER_PROFILE);
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toMatchObject({
      widget: { isUrlChanged: true, htmlData: { trustpilot: { url: OTHER_PROFILE, layout: 'masonry' } } },
    });
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });
});
